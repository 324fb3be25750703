import Testing

@testable import LayoutKernel

@Suite("Eager Grid: the examples of issue 29")
struct EagerExampleTests {
    func fixed(_ width: Double, _ height: Double, span: Int = 1) -> EagerCell {
        EagerCells.fixed(width, height, span: span)
    }

    // A lone full-width `fillx40` at width 60: offered the whole width, it takes it: x 0,
    // 60 wide (the old model drew it at x 60, 0 wide).
    @Test func aLoneFullWidthFillTakesTheWidth() throws {
        let layout = try EagerGrid(rows: [.fullWidth(EagerCells.fillWidth(40))], proposed: 60)
            .layout()
        #expect(layout.cells[0].content == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(layout.width == 60)
    }

    // `[30xfill span 3, fill span 2]` at 200: 5 columns, none with a cell of its own; 8
    // between the two views, 0 elsewhere: 192 left, 5 columns in the row: 38.4 available in
    // each. The 30-wide span first (offered 3 × 38.4), holding 30; it releases column 1, which
    // gives back 38.4, more than the 30 held: columns 2 and 3 gain 38.4 each, nothing is left
    // to share. The fill then offered 2 × 38.4 = 76.8 and takes it; at the end the 30 goes to
    // columns 1–3, 10 each: the grid is 30 + 8 + 76.8 = 114.8 wide (the old model: 176, 214).
    @Test func twoSpansShareTheColumnsTheyCover() throws {
        let narrow = EagerCell(.sized(width: .fixed(30), height: .fill), span: 3)
        let grid = EagerGrid(
            rows: [EagerRow([narrow, EagerCell(.sized(width: .fill, height: .fill), span: 2)])],
            proposed: 200)
        let layout = try grid.layout()
        #expect(abs(layout.cells[1].content.width - 76.8) < 1e-9)
        #expect(abs(layout.width - 114.8) < 1e-9)
    }

    // The heatmap: an unsized `Color.clear` heads the 30-point label column, six flexible
    // columns, spacing 4, 361 offered (height unspecified). 361 − 6 × 4 = 337. The fixed
    // labels and headers first, 337 / 7 = 48.14 available in each column. The clear cell,
    // unsized, is served after the colours and keeps column 1 waiting until then, so column 1
    // gives nothing back and each colour is offered 48.14 too (the clear cell then takes its
    // slot, 30): 30 + 6 × 48.14 + 24 = 342.86, centred.
    @Test func theHeatmapKeepsTheUnsizedColumnInTheShare() throws {
        let header = EagerRow([EagerCell(.empty)] + (0..<6).map { _ in fixed(20, 14) })
        let body = (0..<3).map { _ in
            EagerRow([fixed(30, 14)] + (0..<6).map { _ in EagerCell.fill })
        }
        let grid = EagerGrid(
            rows: [header] + body, proposed: 361, horizontalSpacing: 4, verticalSpacing: 4)
        let layout = try grid.layout()
        #expect(layout.columns[0] == 30)
        #expect(layout.columns.dropFirst().allSatisfy { abs($0 - 337.0 / 7) < 1e-9 })
        #expect(abs(layout.width - (30 + 6 * 337.0 / 7 + 24)) < 1e-9)
        #expect(abs(layout.width - 342.857) < 1e-3)
    }

    // Apple's `gridCellUnsizedAxes` example at 375: `[40x20, 40x20]`, a Divider (fills the
    // width, 1 tall), `[40x20, 40x20]`. The Divider is offered the whole 375 and takes it;
    // its 375 − 88 = 287 go to every column: 40 + 143.5 = 183.5 each, "expanding all the other
    // cells to match". Unsized horizontally it is offered its columns' 88 instead: 40 · 40.
    @Test func applesDividerExample() throws {
        let row = EagerRow([fixed(40, 20), fixed(40, 20)])
        var grid = EagerGrid(rows: [row, .fullWidth(EagerCells.fillWidth(1)), row], proposed: 375)
        var layout = try grid.layout()
        #expect(layout.columns == [183.5, 183.5] && layout.width == 375)
        grid.rows[1].cells[0].unsized = .horizontal
        layout = try grid.layout()
        #expect(layout.columns == [40, 40] && layout.width == 88)
        #expect(layout.cells[2].content == Rect(x: 0, y: 28, width: 88, height: 1))
    }
}
