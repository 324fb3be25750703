import Foundation
import LayoutKernel
import Testing

@testable import Files
@testable import Shell

@Suite("Grid mode")
struct GridModeTests {
    @Test func commandsBuildTheEagerModel() {
        let t = Transcript()
        t.run(
            "grid\ngrid width 300\nrow add 50x100 fill empty\nrow add fillx20\n"
                + "row 2 cell 1 span 3\nrow 1 align bottom\nrow 1 cell 1 anchor top\n"
                + "row 1 cell 2 columnAlign trailing\nfullrow fill\n"
                + "grid alignment topLeading\ngrid hspacing 4\ngrid vspacing default"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        let grid = t.runner.session.eagerGrid
        #expect(
            grid.proposed == 300 && grid.alignment == .topLeading && grid.horizontalSpacing == 4
                && grid.verticalSpacing == nil)
        #expect(grid.rows.count == 3)
        #expect(
            grid.rows[0].cells == [
                EagerCell(.sized(width: .fixed(50), height: .fixed(100)), anchor: UnitPoint(.top)),
                EagerCell(.sized(width: .fill, height: .fill), columnAlignment: .trailing),
                EagerCell(.empty),
            ])
        #expect(grid.rows[0].alignment == .bottom)
        #expect(grid.rows[1].cells[0].span == 3)
        #expect(grid.rows[2].kind == .fullWidth)
        t.run("undo\nundo")
        #expect(
            t.runner.session.eagerGrid.alignment == .center
                && t.runner.session.eagerGrid.rows.count == 3)
    }

    @Test func modesGuardTheirCommands() {
        let t = Transcript(keepGoing: true)
        t.run(
            "row add fill\ngrid\nadd fixed 70\nrow 3 align top\nrow add 5xbig\nrow add\nlazy\n"
                + "add fixed 70"
        )
        #expect(
            t.err == [
                "error: that edits the eager Grid; type 'grid' to switch to it first",
                "error: that is a lazy-grid command and the eager Grid is shown; type 'lazy' to "
                    + "go back (grid commands: row, fullrow, grid "
                    + "width|alignment|hspacing|vspacing)",
                "error: there is no row 3: the grid has no rows yet (try 'row add fill fill fill')",
                "error: 'big' is not a valid number; expected a size in points, fill, LO...HI or "
                    + "LO...HI~I (in 5xbig)",
                "error: expected a cell: WxH (50x100), fill, fillxH, Wxfill, LO...HIxH "
                    + "(30...90x40, 30...infx40, 30...90~60x40), spacer, half or empty at the end "
                    + "of the line",
            ])
        #expect(t.grid.items.count == 1)
    }

    @Test func jsonOfTheSeedGrid() {
        let t = Transcript(json: true)
        t.run(
            "grid; grid width 400; row add fillx100 fillx100 fillx100 fillx100 fillx100; row add "
                + "fillx100 fillx100; show"
        )
        #expect(t.out.count == 1)
        let expected: String =
            #"{"type":"grid","screen":{"width":400,"height":667,"default":false},"chain":[],"#
            + #""offered":400,"container":400,"proposed":400,"offeredHeight":667,"#
            + #""gridSize":{"width":400,"height":208},"columns":[73.6,73.6,73.6,"#
            + #"73.6,73.6],"rows":[100,100],"cells":[{"row":1,"column":1,"span":1,"#
            + #""empty":false,"automatic":false,"slot":{"x":0,"y":0,"width":73.6,"#
            + #""height":100},"content":{"x":0,"y":0,"width":73.6,"height":100}"#
        #expect(t.stdout.hasPrefix(expected))
        #expect(t.stdout.contains(#"{"row":2,"column":3,"span":1,"empty":true,"automatic":true"#))
    }

    /// Before: a Grid offered no width (`grid width none`, a ScrollView) said `"offered":375`,
    /// the screen's width, and nothing said what height it was offered.
    @Test func jsonSaysAnUnspecifiedOfferAsNull() {
        let t = Transcript(json: true)
        t.run("grid; grid width none; row add 30x30; widths")
        #expect(
            t.stdout.contains(
                #""offered":null,"container":375,"proposed":null,"offeredHeight":667,"#),
            "\(t.stdout)")
        let h = Transcript(json: true)
        h.run("grid; grid height none; row add 30x30; widths")
        #expect(
            h.stdout.contains(
                #""offered":375,"container":375,"proposed":375,"offeredHeight":null,"#),
            "\(h.stdout)")
    }

    @Test func codeOfTheEagerGrid() {
        let t = Transcript()
        t.run(
            "grid; grid hspacing 30; row add 50x100 empty; row 1 align bottom; row 1 cell 1 span "
                + "2; fullrow fill; code"
        )
        #expect(t.stdout.contains("Grid(horizontalSpacing: 30) {"))
        #expect(t.stdout.contains("GridRow(alignment: .bottom) {"))
        #expect(
            t.stdout.contains(
                "Color.accentColor.frame(width: 50, height: 100)\n"
                    + "                    .gridCellColumns(2)"
            ))
        #expect(t.stdout.contains("Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])"))
    }

    @Test func saveAndLoadKeepTheEagerModel() {
        let t = Transcript()
        t.run("grid; row add 10x10 fill; row 1 cell 2 anchor top; save g; reset; load g")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.runner.session.family == .eager)
        #expect(t.runner.session.eagerGrid.rows.first?.cells.last?.anchor == UnitPoint(.top))
    }

    @Test func layoutFileRoundTrips() throws {
        let t = Transcript()
        t.run(
            "add fixed 70 spacing 3; width 250; cells 4; cell 2 size 10x20; grid; row add 10x10 "
                + "fillx5 empty; row 1 align top; row 1 cell 2 span 2; fullrow 20xfill"
        )
        let lines = LayoutFile.lines(for: t.runner.session.model).enumerated().map {
            (number: $0.offset + 1, text: $0.element)
        }
        #expect(try LayoutFileReader.model(lines) == t.runner.session.model)
    }
}
