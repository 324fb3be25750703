import LayoutKernel
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridCheck
@testable import GridModel
@testable import Rendering
@testable import Shell
@testable import SwiftSourceReader
@testable import SystemInterface
@testable import Teaching
@testable import Words

/// Issue 24: `sweep` and `textbook` work in grid mode, or say precisely why not.
@Suite("Eager Grid: sweep and textbook")
struct EagerTeachingTests {
    // `fill fill` over `300x30 fill`: column 1 holds a 300-wide cell and a fill, column 2 fills.
    // At width W the fills share W − 8: while (W − 8) / 2 < 300 column 1 keeps 300 and column 2
    // takes W − 8 − 300 (G3); the Grid overflows while W < 308 (300 + 8 + 0). So from 200 step
    // 10: 200 overflows (300 · 0); 310 fits (300 · 2); 610 is the first W with
    // (W − 8) / 2 = 301 > 300: both share, 301 · 301.
    @Test func aGridWidthSweepFindsWhereAColumnStopsKeepingItsCell() throws {
        let t = Transcript(columns: 100)
        t.run("grid; row add fill fill; row add 300x30 fill; sweep width 200...800 step 10")
        #expect(t.err.isEmpty, "\(t.err)")
        let lines = t.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sweep of width from 200 to 800 step 10: 3 breakpoints")
        #expect(lines.contains("       200  300 · 0  [wide-row]"))
        #expect(lines.contains("       310  300 · 2  ← the Grid fits again"))
        #expect(lines.contains("       610  301 · 301  ← column 1 shares what is left again"))
    }

    @Test func anItemSweepInGridModeSaysWhyNot() {
        let t = Transcript()
        t.run("grid; row add fill fill")
        let before = t.runner.session.eager
        t.run("sweep 1 min 0...10")
        #expect(
            t.stderr.hasPrefix(
                "error: the eager Grid has no GridItems: 'sweep N min|max|size|spacing' sweeps"))
        #expect(t.runner.session.eager == before)
    }

    // Equal shares at 400 with spacing 8: (400 − 8) / 2 = 196. The model: 300 · 92 (G3).
    @Test func theTextbookOfAGridIsTheEqualShare() {
        let t = Transcript(columns: 100)
        t.run("width 400; grid; row add fill fill; row add 300x30 fill; textbook")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.stdout.contains("Textbook formula: every column gets (400 − 1 × 8) / 2 = 196"))
        #expect(t.stdout.contains("1       196       300  ≠"))
        #expect(
            t.stdout.contains(
                "column 1: its 300-wide cell is wider than a share: it keeps 300 (G3)"))
        #expect(
            t.stdout.contains(
                "column 2: its filling cells share what the other columns leave, so it takes 92"))
    }

    // 60×30 ×3 over a 300-wide span of 2: the span covers 60 + 8 + 60 = 128, so columns 1 and 2
    // grow by (300 − 128) / 2 = 86 to 146 each (G1); the textbook's (400 − 16) / 3 = 128.
    @Test func theTextbookNamesASpanThatWidenedAColumn() {
        let t = Transcript(columns: 100)
        t.run(
            "grid; row add 60x30 60x30 60x30; row add 300x30 60x30; row 2 cell 1 span 2; textbook")
        #expect(
            t.stdout.contains(
                "column 1: no cell in it fills; its widest cell is 60, and a spanning cell "
                    + "widened it to 146 (G1)"
            ))
        #expect(
            t.stdout.contains("column 3: no cell in it fills: it is as wide as its widest cell, 60")
        )
    }

    @Test func aFillingGridAgreesWithTheTextbook() {
        let t = Transcript()
        t.run("grid; grid width 400; row add fill fill fill fill fill; textbook")
        #expect(t.stdout.contains("The formula agrees with the model here."))
    }
}
