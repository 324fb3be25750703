import Testing

@testable import LayoutKernel

@Suite("Eager Grid sizing")
struct EagerGridTests {
    func sized(_ width: Double?, _ height: Double?) -> EagerCell {
        EagerCell(.sized(width: width, height: height))
    }
    let fill100 = EagerCell(.sized(width: nil, height: 100))

    // Seed 5 × 3 at 400: (400 − 4·8)/5 = 73.6; 3·100 + 2·8 = 316.
    @Test func fillingCellsShareTheWidth() throws {
        let rows = (0..<3).map { _ in EagerRow(Array(repeating: fill100, count: 5)) }
        let layout = try EagerGrid(rows: rows, proposed: 400).layout()
        #expect(layout.columns.allSatisfy { abs($0 - 73.6) < 1e-9 })
        #expect(layout.width == 400 && layout.height == 316)
        #expect(layout.assumptions == [.g2, .g3])
    }

    // Fixed cells: column = widest cell: col 1 max(50, 30) = 50, col 2 = 80; width
    // 50 + 8 + 80 = 138.
    // Row heights: max(20, 40) = 40 and 10. Height 40 + 8 + 10 = 58. No filling: no G3.
    @Test func columnsAreAsWideAsTheirWidestCell() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([sized(50, 20), sized(80, 40)]), EagerRow([sized(30, 10), sized(10, 10)]),
            ], proposed: 400)
        let layout = try grid.layout()
        #expect(layout.columns == [50, 80])
        #expect(layout.rows == [40, 10])
        #expect(layout.width == 138 && layout.height == 58)
        #expect(layout.assumptions == [.g2])
    }

    // Fixed 100 plus a filling column at 300: (300 − 100 − 8)/1 = 192 for the filling column.
    @Test func fillingColumnsTakeWhatFixedOnesLeave() throws {
        let layout = try EagerGrid(rows: [EagerRow([sized(100, 10), fill100])], proposed: 300)
            .layout()
        #expect(layout.columns == [100, 192])
    }

    // A 300-wide cell spanning columns of 50 and 80 (+ 8 = 138): each grows by (300 − 138)/2 = 81
    // → 131 and 161 (assumption G1).
    @Test func aWideSpanningCellWidensItsColumnsEvenly() throws {
        var wide = sized(300, 10)
        wide.span = 2
        let grid = EagerGrid(
            rows: [EagerRow([sized(50, 10), sized(80, 10)]), EagerRow([wide])], proposed: 400)
        let layout = try grid.layout()
        #expect(layout.columns == [131, 161])
        #expect(layout.assumptions.contains(.g1))
        #expect(
            layout.cells.first { $0.row == 1 }?.slot == Rect(x: 0, y: 18, width: 300, height: 10))
    }

    // Rows of 3 and 1 cells: 3 columns; the short row gets 2 automatic empty cells.
    @Test func shortRowsArePaddedWithAutomaticEmptyCells() throws {
        let layout = try EagerGrid(rows: [
            EagerRow([sized(10, 10), sized(10, 10), sized(10, 10)]), EagerRow([sized(10, 10)]),
        ]).layout()
        #expect(layout.columnCount == 3)
        let automatic = layout.cells.filter(\.automatic)
        #expect(automatic.map(\.column) == [1, 2])
        #expect(automatic.allSatisfy { $0.empty })
    }

    // Fixed columns 50 + 8 + 50 = 108, and a full-width row that fills: the grid takes 300 (G4);
    // centred, the columns start at (300 − 108)/2 = 96.
    @Test func aFillingFullWidthRowTakesTheOfferedWidth() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([sized(50, 10), sized(50, 10)]),
                .fullWidth(EagerCell(.sized(width: nil, height: 20))),
            ], proposed: 300)
        let layout = try grid.layout()
        #expect(layout.width == 300)
        #expect(layout.columnOffsets == [96, 154])
        #expect(layout.assumptions.contains(.g4))
    }

    // A row with only filling heights gets the natural 30 (G5).
    @Test func rowsWithoutOwnHeightUseTheNaturalSize() throws {
        let layout = try EagerGrid(rows: [EagerRow([.fill])], proposed: 100).layout()
        #expect(layout.rows == [30])
        #expect(layout.assumptions.contains(.g5))
    }

    // Precedence in a 100 × 100 slot with 40 × 40 content: grid topLeading → (0, 0); row bottom
    // → y 60; column trailing → x 60; anchor center → (30, 30).
    @Test func alignmentPrecedence() throws {
        let content = sized(40, 40)
        var row = EagerRow([content, sized(100, 100)], alignment: .bottom)
        var grid = EagerGrid(
            rows: [row], proposed: 100, alignment: .topLeading, horizontalSpacing: 0,
            verticalSpacing: 0)
        grid.rows[0].cells[1] = sized(40, 100)
        #expect(try grid.layout().cells[0].content == Rect(x: 0, y: 60, width: 40, height: 40))
        row = grid.rows[0]
        row.cells[0].columnAlignment = .trailing
        grid.rows[0] = row
        // Column 1 is 40 wide (its only cell is 40), so trailing moves nothing: widen it with a
        // 100-wide cell below.
        grid.rows.append(EagerRow([sized(100, 10), sized(1, 1)]))
        #expect(try grid.layout().cells[0].content == Rect(x: 60, y: 60, width: 40, height: 40))
        grid.rows[0].cells[0].anchor = .center
        #expect(try grid.layout().cells[0].content == Rect(x: 30, y: 30, width: 40, height: 40))
        #expect(try grid.layout().cells[0].alignmentSource == .cellAnchor)
    }

    @Test func diagnostics() throws {
        // 3 fixed 200-wide columns in 400: 616 wide → wide-row.
        let wide = EagerGrid(
            rows: [EagerRow([sized(200, 10), sized(200, 10), sized(200, 10)])], proposed: 400)
        #expect(try wide.layout().diagnostics().map(\.code) == [.wideRow])
        // A span of 3 in a grid whose other rows have 2 columns → span-columns.
        var span = sized(10, 10)
        span.span = 3
        let spanning = EagerGrid(
            rows: [EagerRow([sized(10, 10), sized(10, 10)]), EagerRow([span])], proposed: 400)
        #expect(try spanning.layout().diagnostics().map(\.code) == [.spanColumns])
        // A grid of that one spanning row alone has no other row to pad: no flag (it used to
        // say "more columns (3) than any other row has (0)").
        #expect(
            try EagerGrid(rows: [EagerRow([span])], proposed: 400).layout().diagnostics().isEmpty)
        // A full-width row is not a GridRow: beside it the span still has no other row to pad.
        let withFullWidth = EagerGrid(rows: [EagerRow([span]), .fullWidth(fill100)], proposed: 400)
        #expect(
            try withFullWidth.layout().diagnostics().map(\.code).contains(.spanColumns) == false)
        // A row alignment on a row of filling cells cannot show.
        let hidden = EagerGrid(rows: [EagerRow([fill100], alignment: .bottom)], proposed: 100)
        #expect(try hidden.layout().diagnostics().map(\.code) == [.hiddenAlignment])
        // The seed's 5 × 3 grid raises nothing.
        let plain = EagerGrid(rows: [EagerRow(Array(repeating: fill100, count: 5))], proposed: 400)
        #expect(try plain.layout().diagnostics().isEmpty)
    }

    func error(_ grid: EagerGrid) -> LayoutError? {
        do {
            _ = try grid.layout()
            return nil
        } catch {
            return error
        }
    }

    @Test func validation() {
        #expect(error(EagerGrid(proposed: -1)) == .negative(.container(.vertical), value: -1))
        #expect(
            error(EagerGrid(rows: [EagerRow([sized(.nan, 1)])]))
                == .notANumber(.gridCellWidth(row: 0, column: 0)))
        #expect(
            error(EagerGrid(horizontalSpacing: -2))
                == .negative(.horizontalSpacing, value: -2))
        #expect(
            error(EagerGrid(rows: [EagerRow([sized(1, .infinity)])]))
                == .infinite(.gridCellHeight(row: 0, column: 0)))
    }
}

@Suite("Eager Grid: HStack-like sharing")
struct EagerSharingTests {
    func sized(_ width: Double?, _ height: Double?) -> EagerCell {
        EagerCell(.sized(width: width, height: height))
    }

    // Issue 9.3: rows `fill fill` over `300x30 fill` at 400, spacing 8. 400 − 8 = 392 for the two
    // flexible columns: shares of 196. Column 1's sized cell (300) is wider than 196: it keeps 300
    // and leaves the share; column 2 gets 392 − 300 = 92. The grid is 300 + 8 + 92 = 400 wide,
    // not 300 + 8 + 196 = 504, and raises no wide-row.
    @Test func aColumnWithAWideSizedCellLeavesTheShare() throws {
        let grid = EagerGrid(
            rows: [EagerRow([.fill, .fill]), EagerRow([sized(300, 30), .fill])], proposed: 400)
        let layout = try grid.layout()
        #expect(layout.columns == [300, 92])
        #expect(layout.width == 400)
        #expect(layout.assumptions.contains(.g3))
        #expect(layout.diagnostics().isEmpty)
        #expect(
            layout.steps.contains(
                .shareRound(
                    available: 392, columns: [0, 1], share: 196, keeping: [0], widths: [300])))
        #expect(
            layout.steps.contains(
                .shareRound(available: 92, columns: [1], share: 92, keeping: [], widths: [])))
    }

    // Until stable: three flexible columns at 400 with sized cells 150, 110 and 0. 400 − 16 = 384,
    // shares 128: column 1 (150) keeps 150; 234 left for two: 117 each, and now column 2 (110) fits
    // 117, so the second round keeps nothing and ends it: 150 · 117 · 117.
    @Test func sharingRepeatsUntilStable() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([.fill, .fill, .fill]), EagerRow([sized(150, 30), sized(110, 30), .fill]),
            ], proposed: 400)
        #expect(try grid.layout().columns == [150, 117, 117])
    }

    // A cascade: shares of (400 − 16) / 3 = 128; column 1 (200) keeps 200; (384 − 200) / 2 = 92,
    // now column 2 (100) is wider than 92 and keeps 100; column 3 gets 384 − 300 = 84.
    @Test func keepingAWidthCanPushAnotherColumnOut() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([.fill, .fill, .fill]), EagerRow([sized(200, 30), sized(100, 30), .fill]),
            ], proposed: 400)
        let layout = try grid.layout()
        #expect(layout.columns == [200, 100, 84])
        #expect(layout.width == 400)
    }

    // Every flexible column's cell wider than its share: each keeps its own width, nothing is
    // left (400 − 8 − 250 − 250 < 0): 250 · 250, 508 wide: wide-row.
    @Test func whenEveryColumnKeepsItsWidthTheGridIsWide() throws {
        let grid = EagerGrid(
            rows: [EagerRow([.fill, .fill]), EagerRow([sized(250, 30), sized(250, 30)])],
            proposed: 400)
        let layout = try grid.layout()
        #expect(layout.columns == [250, 250])
        #expect(layout.diagnostics().map(\.code) == [.wideRow])
    }

    // A fixed column (no filling cell) of 100 and two flexible ones at 300: 300 − 100 − 16 = 184,
    // shares of 92; column 3's sized 50 fits: 100 · 92 · 92.
    @Test func fixedColumnsAreSubtractedFirst() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([sized(100, 30), .fill, .fill]),
                EagerRow([sized(10, 30), sized(10, 30), sized(50, 30)]),
            ],
            proposed: 300)
        #expect(try grid.layout().columns == [100, 92, 92])
    }
}
