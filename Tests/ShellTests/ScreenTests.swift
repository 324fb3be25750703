import LayoutKernel
import TestSupport
import Testing

@testable import GridModel
@testable import Shell
@testable import Words

/// One screen for the session (issue 19): `width`, `height` and devices set it whatever the
/// grid, `open` and `paste` keep it, the header says "default screen" until it is set.
@Suite("Screen")
struct ScreenTests {
    /// The header's first line, the wrapped rest joined back.
    private func said(_ t: Transcript) -> String {
        (t.out.first ?? "").replacingOccurrences(of: "\n  ", with: " ")
    }

    // iPhone 15 (393 wide), .padding(5): 393 − 2·5 = 383 offered; adaptive(50) with spacing 8
    // makes ⌊(383 + 8)/(50 + 8)⌋ = ⌊6.74⌋ = 6 tracks of (383 − 5·8)/6 = 57.17.
    @Test func openKeepsTheScreenForALazyVGrid() {
        let t = Transcript()
        t.run("width iphone-15\nopen examples/swift/001-04-adaptive.swift\nexpect tracks 6")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(
            said(t).hasPrefix(
                "LazyVGrid of examples/swift/001-04-adaptive.swift (line 14): screen iphone-15 "
                    + "393 → .padding(5) → 383 offered"
            ))
        #expect(t.grid.container == 393 && t.grid.proposed == 383)
        #expect(NumberText.format(t.runner.session.layout.items[0].trackSize) == "57.17")
    }

    // `height 1000` before a LazyHGrid file was an error; now it sets the screen's height and
    // the grid uses it: 1000 − 2·5 = 990 offered, ⌊(990 + 8)/58⌋ = 17 rows of (990 − 16·8)/17.
    @Test func openKeepsTheScreenForALazyHGrid() {
        let t = Transcript()
        t.run("height 1000\nopen examples/swift/001-09-lazyhgrid.swift\nexpect tracks 17")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(said(t).contains("screen height 1000 → .padding(5) → 990 offered"))
        #expect(t.grid.axis == .horizontal && t.grid.container == 1000 && t.grid.proposed == 990)
        #expect(t.runner.session.screen == Screen(width: 375, height: 1000))
    }

    // The eager Grid uses the screen's width: 500 − 2·16 (.padding()) = 468 offered; five
    // filling columns with 8 between share (468 − 4·8)/5 = 87.2 each.
    @Test func openKeepsTheScreenForAGrid() {
        let t = Transcript()
        t.run(
            "width 500\nopen examples/swift/004-1-grid-5x3.swift\n"
                + "expect columns 87.2 87.2 87.2 87.2 87.2"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(
            said(t).hasPrefix(
                "Grid of examples/swift/004-1-grid-5x3.swift (line 19): screen 500 → "
                    + ".padding() → 468 offered"
            ))
    }

    // Pasted code keeps the screen too: the iPad mini in landscape is 1133 wide; three
    // flexible items with spacing 0 share it: 1133/3 = 377.67.
    @Test func pasteKeepsTheScreen() {
        let t = Transcript()
        t.run(
            """
            width ipad-mini landscape
            paste
            let v = LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), \
            count: 3)) { Color.red }

            """)
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.runner.session.screen == Screen(Device.all[9], .landscape))
        #expect(
            t.runner.session.layout.tracks.map { NumberText.format($0.size) } == [
                "377.67", "377.67", "377.67",
            ])
    }

    // A LazyHGrid uses the screen's height: two flexible rows with 8 between share 500 as
    // (500 − 8)/2 = 246; an eager Grid its width: two filling cells at 300 are (300 − 8)/2 = 146.
    @Test func pasteKeepsTheScreenForALazyHGridAndAGrid() {
        let t = Transcript()
        t.run(
            "height 500\npaste\nlet v = LazyHGrid(rows: [GridItem(.flexible()), "
                + "GridItem(.flexible())]) { Color.red }\n\nexpect widths 246 246"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        t.run(
            "width 300\npaste\nlet v = Grid { GridRow { Color.red; Color.blue } }\n\n"
                + "expect columns 146 146"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(
            t.runner.session.screen == Screen(width: 300, height: 500)
                && t.runner.session.family == .eager)
    }

    // Until set, the header says "default screen"; a number or a device replaces it; `width`
    // in the eager Grid and `height` on a LazyVGrid set the screen too (the other grid keeps it).
    @Test func theDefaultScreenIsSaidUntilSet() {
        let t = Transcript()
        t.run("add fixed 70\nshow")
        #expect(t.stdout.hasPrefix("LazyVGrid · default screen 375 → 375 offered · grid 375"))
        t.run("height 800\ngrid\nwidth 320\nlazy\nshow")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.runner.session.screen == Screen(width: 320, height: 800))
        #expect(t.out.last?.hasPrefix("LazyVGrid · screen 320 → 320 offered") == true)
        t.run("undo\nundo\nundo\nundo")
        #expect(t.runner.session.screen == .standard)
    }

    // A preset keeps the screen: measured-2 is its grid in .frame(width: 200), so on an iPhone 15
    // pass 1 at 200 gives 96 · 120 (224 > 200), pass 2 at 224 draws 108 · 120: the spec's
    // numbers, whatever the screen. `reset` keeps the screen too.
    @Test func presetsAndResetKeepTheScreen() {
        let t = Transcript()
        t.run("width iphone-15\nload measured-2\nexpect widths 108 120\nexpect grid 224\nwidths")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.runner.session.screen == Screen(Device.all[3], .portrait))
        #expect(t.stdout.contains("grid 224 (offered 200 of screen 393, tracks use 236)"))
        t.run("reset")
        #expect(t.runner.session.screen == Screen(Device.all[3], .portrait) && t.grid.items.isEmpty)
    }

    // A screen side must be a length the kernel accepts, even the one the grid does not use.
    @Test func aBadScreenIsRefused() {
        let t = Transcript(keepGoing: true)
        t.run("height -5\nwidth 2000000000")
        #expect(
            t.err == [
                "error: the screen height is -5; expected 0 or more",
                "error: 2000000000 is too large; expected a width in points of at most 1000000000",
            ])
        #expect(t.runner.session.screen == .standard)
    }
}
