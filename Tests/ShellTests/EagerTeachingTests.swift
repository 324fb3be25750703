import Testing

@testable import CommandLanguage
@testable import GridModel
@testable import Shell
@testable import Teaching

/// Issue 24: `sweep` and `textbook` work in grid mode, or say precisely why not.
@Suite("Eager Grid: sweep and textbook")
struct EagerTeachingTests {
    // `fill fill` over `300x30 fill` (measured rules, docs/model.md): the fixed cell is served
    // first, offered (W − 8) / 2, and answers 300; both columns still wait for a fill, so none
    // gives anything back and the fills are offered (W − 8) / 2 again (column 1's the larger
    // of that and its 300). Column 1 = max(300, (W − 8) / 2), column 2 = (W − 8) / 2; the
    // Grid overflows while 300 + 8 + (W − 8) / 2 > W, i.e. W < 608. From 200 step 10: 200 overflows
    // (300 · 96); 610 fits with (610 − 8) / 2 = 301 > 300, so both take 301.
    @Test func aGridWidthSweepFindsWhereAColumnStopsKeepingItsCell() throws {
        let t = Transcript(columns: 100)
        t.run("grid; row add fill fill; row add 300x30 fill; sweep width 200...800 step 10")
        #expect(t.err.isEmpty, "\(t.err)")
        let lines = t.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sweep of width from 200 to 800 step 10: 2 breakpoints")
        #expect(lines.contains("       200  300 · 96  [wide-row]"))
        #expect(
            lines.contains(
                "       610  301 · 301  ← the Grid fits again; column 1 shares what is left again"))
    }

    @Test func anItemSweepInGridModeSaysWhyNot() {
        let t = Transcript()
        t.run("grid; row add fill fill")
        let before = t.runner.session.eagerGrid
        t.run("sweep 1 min 0...10")
        #expect(
            t.stderr.hasPrefix(
                "error: the eager Grid has no GridItems: 'sweep N min|max|size|spacing' sweeps"))
        #expect(t.runner.session.eagerGrid == before)
    }

    // Equal shares at 400 with spacing 8: (400 − 8) / 2 = 196. The model: 300 · 196 (the fills
    // share 196 again; column 1 keeps its 300-wide cell).
    @Test func theTextbookOfAGridIsTheEqualShare() {
        let t = Transcript(columns: 100)
        t.run("width 400; grid; row add fill fill; row add 300x30 fill; textbook")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.stdout.contains("Textbook formula: every column gets (400 − 1 × 8) / 2 = 196"))
        #expect(t.stdout.contains("1       196       300  ≠"))
        #expect(t.stdout.contains("2       196       196\n"))
        #expect(
            t.stdout.contains("column 1: its 300-wide cell is wider than a share: it keeps 300"))
    }

    // 60×30 ×3 over a 300-wide span of 2: the span covers 60 + 8 + 60 = 128; both columns hold a
    // cell of their own, none is still to size, so both grow by (300 − 128) / 2 = 86 to 146.
    @Test func theTextbookNamesASpanThatWidenedAColumn() {
        let t = Transcript(columns: 100)
        t.run(
            "grid; row add 60x30 60x30 60x30; row add 300x30 60x30; row 2 cell 1 span 2; textbook")
        #expect(
            t.stdout.contains(
                "column 1: no cell in it fills; its widest cell is 60, and a spanning cell "
                    + "widened it to 146"
            ))
        #expect(
            t.stdout.contains("column 3: no cell in it fills: it is as wide as its widest cell, 60")
        )
    }

    /// Before: a Grid offered no width shared the screen's 375 ("(375 − 1 × 8) / 2 = 183.5")
    /// and said its fill took "what the other columns leave".
    @Test func theTextbookOfAGridOfferedNoWidthSaysThereIsNothingToShare() {
        let t = Transcript(columns: 100)
        t.run("grid; grid width none; row add 20x10 fill; textbook")
        #expect(t.err.isEmpty, "\(t.err)")
        let said = t.stdout.replacingOccurrences(of: "\n  ", with: " ")
        #expect(said.contains("is offered none (ScrollView(.horizontal))"), "\(said)")
        #expect(said.hasSuffix("(a fill takes 10): 20 · 10."), "\(said)")
        #expect(!said.contains("375"))
    }

    /// Before: `sweep width` of a Grid offered no width listed one breakpoint and nothing
    /// said why; `slide grid width` slid a width nothing used.
    @Test func aGridOfferedNoWidthIsNotSweptOrSlidByItsWidth() throws {
        let t = Transcript()
        t.run("grid; grid width none; row add 20x10 fill")
        let before = t.runner.session.model
        t.run("sweep width 100...300 step 100")
        #expect(
            t.stderr.contains("the Grid is offered no width (grid width none)"), "\(t.stderr)")
        #expect(t.runner.session.model == before && t.out.isEmpty)
        #expect(throws: CommandError.model(.widthNotOffered)) {
            try Slider(.eagerWidth, model: before)
        }
    }

    /// Before: `expect columncount -1` was a failed check ("expected -1 columns, actual 1
    /// columns"), and `expect rows` alone said "expected rows , actual rows 10".
    @Test func theGridsChecksSayTheirNumbersPlainly() {
        let t = Transcript(keepGoing: true)
        t.run("grid; row add 10x10\nexpect columncount -1\nexpect rows\nexpect columncount 2")
        #expect(t.err.count == 3, "\(t.err)")
        #expect(t.err.first?.contains("-1 is out of range; expected") == true, "\(t.err)")
        #expect(t.err.dropFirst().first?.hasSuffix("expected rows (none), actual rows 10") == true)
        #expect(t.err.last?.hasSuffix("expected 2 columns, actual 1 column") == true, "\(t.err)")
    }

    @Test func aFillingGridAgreesWithTheTextbook() {
        let t = Transcript()
        t.run("grid; grid width 400; row add fill fill fill fill fill; textbook")
        #expect(t.stdout.contains("The formula agrees with the model here."))
    }
}
