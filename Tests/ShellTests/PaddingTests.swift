import Testing

@testable import Files
@testable import GridModel
@testable import Shell

/// The container chain's `padding` command: the grid is offered the container less the
/// padding, the header says so, undo takes it back, and bad input changes nothing.
@Suite("Padding")
struct PaddingTests {
    // issue 11's case: adaptive(80) at 393 with .padding(): 393 − 2·16 = 361 offered,
    // ⌊(361 + 8)/(80 + 8)⌋ = 4 tracks of (361 − 3·8)/4 = 84.25; A7 is named.
    @Test func defaultPaddingOffersLessAndSaysA7() throws {
        let t = Transcript()
        t.run(
            "add adaptive 80\nwidth 393\npadding default\nexpect widths 84.25 84.25 84.25 84.25\n"
                + "expect assumption A7\nshow"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.stdout.hasPrefix("LazyVGrid · screen 393 → .padding() → 361 offered · grid 361"))
        #expect(t.grid.container == 393 && t.grid.proposed == 361)
        t.run("undo")
        #expect(t.grid.chain.steps.isEmpty && t.grid.proposed == 393)
    }

    // leading 10, trailing 20: 300 − 30 = 270 offered; `padding none` gives the 300 back.
    @Test func sidesAndNone() throws {
        let t = Transcript()
        t.run(
            "add flexible\nwidth 300\npadding leading 10 trailing 20\nexpect widths 270\n"
                + "padding none\nexpect widths 300"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        t.run(
            "padding horizontal 25\nexpect widths 250\npadding 0\nexpect widths 300\n"
                + "padding vertical 40\nexpect widths 300"
        )
        #expect(t.err.isEmpty, "\(t.err)")
    }

    // A LazyHGrid's height loses top and bottom padding, not leading and trailing.
    @Test func aLazyHGridLosesTopAndBottom() throws {
        let t = Transcript()
        t.run(
            "rows [GridItem(.flexible())]\nheight 200\npadding top 10 bottom 30 leading 50\n"
                + "expect widths 160"
        )
        #expect(t.err.isEmpty, "\(t.err)")
    }

    @Test func codeAndSaveKeepTheChain() throws {
        let t = Transcript()
        t.run("add fixed 70\nwidth 390\npadding default\ncode")
        #expect(t.stdout.contains("            .padding()\n        }"))
        let lines = LayoutFile.lines(for: t.runner.session.model)
        #expect(
            lines.contains("lazy.chain padding leading 16 trailing 16 top 16 bottom 16 default yes")
        )
        let numbered = lines.enumerated().map { (number: $0.offset + 1, text: $0.element) }
        #expect(try LayoutFileReader.model(numbered) == t.runner.session.model)
    }

    @Test func badPaddingChangesNothing() {
        let t = Transcript(keepGoing: true)
        t.run(
            "add fixed 70\nwidth 375\npadding\npadding wide\npadding leading\npadding leading x\n"
                + "padding -5"
        )
        #expect(
            t.err == [
                "error: expected a length, default, none, or sides like 'leading 10 trailing 20' "
                    + "at the end of the line",
                "error: 'wide' is not a valid number; expected a padding in points",
                "error: expected a length for leading at the end of the line",
                "error: 'x' is not a valid number; expected a padding in points",
                "error: the leading padding is -5; expected 0 or more",
            ])
        #expect(t.grid.chain.steps.isEmpty)
    }

    // A chain edit that leaves the grid nothing on the screen is refused with the numbers:
    // 375 − 2 · 200 < 0, so .padding(200) would offer 0. The model is unchanged.
    @Test func aPaddingWiderThanTheScreenIsRefused() throws {
        let t = Transcript(keepGoing: true)
        t.run("add fixed 70\nwidth 375\npadding 200")
        #expect(
            t.err == [
                "error: .padding(200) leaves nothing of the 375 it is offered (screen 375 → "
                    + ".padding(200) → 0); "
                    + "expected a chain that leaves the grid more than 0"
            ])
        #expect(
            t.grid.chain.steps.isEmpty && t.grid.proposed == 375 && t.runner.session.undoCount == 1)
    }

    // As in SwiftUI, a padding wider than the screen leaves 0, not a negative size: with
    // .padding(100) kept, a 150 screen gives 150 − 2 · 100 → 0 offered; the fixed 70 overflows.
    @Test func aNarrowerScreenCanLeaveNothing() throws {
        let t = Transcript()
        t.run("add fixed 70\npadding 100\nwidth 150\nexpect grid 70\nexpect flag overflow")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.grid.proposed == 0)
    }

    @Test func theEagerGridHasItsOwnPadding() throws {
        let t = Transcript()
        t.run("grid\ngrid width 400\nrow add fill fill\npadding 20\nexpect columns 176 176")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.runner.session.eagerGrid.proposed == 360)
        #expect(t.runner.session.lazyGrid.chain.steps.isEmpty)
    }
}
