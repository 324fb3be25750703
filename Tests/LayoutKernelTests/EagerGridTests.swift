import Testing

@testable import LayoutKernel

/// Cells for the hand-worked eager tests.
enum EagerCells {
    static func fixed(_ width: Double, _ height: Double, span: Int = 1) -> EagerCell {
        EagerCell(.sized(width: .fixed(width), height: .fixed(height)), span: span)
    }

    /// Fills the width offer, `height` tall (a Divider, a TextField).
    static func fillWidth(_ height: Double) -> EagerCell {
        EagerCell(.sized(width: .fill, height: .fixed(height)))
    }
}

@Suite("Eager Grid: structure, spacing, unspecified offers, placement")
struct EagerGridTests {
    func fixed(_ width: Double, _ height: Double, span: Int = 1) -> EagerCell {
        EagerCells.fixed(width, height, span: span)
    }

    // Nothing offered either way: every cell answers its own size. Columns max(30, 10) = 30 and
    // max(20, 40) = 40, rows max(10, 20) = 20 and max(30, 10) = 30, 8 apart: 78 × 58. Cell
    // (1, 2), 20 × 20 in a 40 × 20 slot at x 38, centred: x 38 + 10 = 48.
    @Test func unofferedCellsTakeTheirOwnSizes() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([fixed(30, 10), fixed(20, 20)]), EagerRow([fixed(10, 30), fixed(40, 10)]),
            ],
            unspecifiedWidth: true)
        let layout = try grid.layout()
        #expect(layout.columns == [30, 40] && layout.rows == [20, 30])
        #expect(layout.width == 78 && layout.height == 58)
        #expect(layout.cells[1].content == Rect(x: 48, y: 0, width: 20, height: 20))
        #expect(layout.steps.contains(.unspecified))
    }

    // Unoffered, a view that fills answers 10 and a range 10 held in it: `fill` 10 × 10,
    // 30...90 gives 30, 0...5 gives 5; `half` is 20 wide; a Spacer 8.
    @Test func unofferedAnswers() throws {
        let range = EagerCell(
            .sized(width: .range(low: 30, high: 90), height: .range(low: 0, high: 5)))
        let row = EagerRow([.fill, range, EagerCell(.half), EagerCell(.spacer)])
        let layout = try EagerGrid(rows: [row], unspecifiedWidth: true).layout()
        #expect(layout.columns == [10, 30, 20, 8])
        #expect(layout.rows == [10])
        #expect(layout.cells[1].content.height == 5)
    }

    // Spacing nil: 8 between two views, 0 beside a Spacer: 30 + 0 + 8 + 0 + 10 = 48.
    @Test func noSpacingBesideASpacer() throws {
        let row = EagerRow([fixed(30, 10), EagerCell(.spacer), fixed(10, 10)])
        let layout = try EagerGrid(rows: [row], unspecifiedWidth: true).layout()
        #expect(layout.columnGaps == [0, 0, 0])
        #expect(layout.width == 48)
    }

    // `[10x10, 10x10 span 2]`, nothing offered. Spacing nil: 8 before column 2 (two views
    // meet), 0 before column 3 (none meets there); the span's 10 spreads 5 + 5: 10 + 8 + 10 =
    // 28. Spacing 3 given: 3 at every boundary, the span has 3 already, 7 left: 3.5 each,
    // 10 + 3 + 3.5 + 3 + 3.5 = 23.
    @Test func givenSpacingGoesToEveryBoundary() throws {
        var grid = EagerGrid(
            rows: [EagerRow([fixed(10, 10), fixed(10, 10, span: 2)])], unspecifiedWidth: true)
        var layout = try grid.layout()
        #expect(layout.columnGaps == [0, 8, 0] && layout.columns == [10, 5, 5])
        #expect(layout.width == 28)
        grid.horizontalSpacing = 3
        layout = try grid.layout()
        #expect(layout.columnGaps == [0, 3, 3] && layout.columns == [10, 3.5, 3.5])
        #expect(layout.width == 23)
    }

    // GX1 (measured): `[30x10, 20x20] [100x10 span 2]` unoffered: 30 + 8 + 20 = 58, the span
    // is 42 short, both columns hold a cell of their own: 21 each → 51 · 41.
    @Test func unofferedSpansWidenTheirColumnsAfterwards() throws {
        let grid = EagerGrid(
            rows: [EagerRow([fixed(30, 10), fixed(20, 20)]), EagerRow([fixed(100, 10, span: 2)])],
            unspecifiedWidth: true)
        #expect(try grid.layout().columns == [51, 41])
    }

    // Width unspecified, height 80: widths as when nothing is offered, so the span waits for
    // the single cells: 10 · 10 · 10 with 16 of spacing, 54 short, 18 each → 28 · 28 · 28.
    @Test func unspecifiedWidthSpreadsSpansLast() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([fixed(10, 10), fixed(10, 10), fixed(10, 10)]),
                EagerRow([fixed(100, 10, span: 3)]),
            ], containerHeight: 80, unspecifiedWidth: true)
        #expect(try grid.layout().columns == [28, 28, 28])
    }

    // A full-width view declaring 3 columns over a row of 2 makes 3 columns (measured d33):
    // 100 over 3 unoffered columns, the Spacer's 2 of them: 66.67.
    @Test func aFullWidthViewsSpanWidensTheGrid() throws {
        let grid = EagerGrid(
            rows: [.fullWidth(fixed(100, 10, span: 3)), EagerRow([EagerCell(.spacer, span: 2)])],
            containerHeight: 80, unspecifiedWidth: true)
        let layout = try grid.layout()
        #expect(layout.columnCount == 3)
        #expect(abs(layout.cells[1].slot.width - 200.0 / 3) < 1e-9)
    }

    // `half` alone at 60: offered 60 it answers 30; its slot is 30 × 10, its answer: it is
    // placed at that answer (30), not at what it answers for 30 (15).
    @Test func aViewFillingItsSlotKeepsItsAnswer() throws {
        let layout = try EagerGrid(rows: [EagerRow([EagerCell(.half)])], proposed: 60).layout()
        #expect(layout.cells[0].content == Rect(x: 0, y: 0, width: 30, height: 10))
    }

    // Precedence in a 100 × 100 slot with 40 × 40 content: grid topLeading → (0, 0); row bottom
    // → y 60; column trailing → x 60; anchor center → (30, 30); anchor (0.25, 1) → (15, 60).
    @Test func alignmentPrecedence() throws {
        var grid = EagerGrid(
            rows: [
                EagerRow([fixed(40, 40), fixed(100, 100)], alignment: .bottom),
                EagerRow([fixed(100, 10), fixed(1, 1)]),
            ], unspecifiedWidth: true, alignment: .topLeading, horizontalSpacing: 0,
            verticalSpacing: 0)
        #expect(try grid.layout().cells[0].content == Rect(x: 0, y: 60, width: 40, height: 40))
        grid.rows[0].cells[0].columnAlignment = .trailing
        #expect(try grid.layout().cells[0].content == Rect(x: 60, y: 60, width: 40, height: 40))
        grid.rows[0].cells[0].anchor = UnitPoint(.center)
        #expect(try grid.layout().cells[0].content == Rect(x: 30, y: 30, width: 40, height: 40))
        #expect(try grid.layout().cells[0].alignmentSource == .cellAnchor)
        grid.rows[0].cells[0].anchor = UnitPoint(x: 0.25, y: 1)
        #expect(try grid.layout().cells[0].content == Rect(x: 15, y: 60, width: 40, height: 40))
    }

    // Rows of 3 and 1 cells: 3 columns; the short row gets 2 automatic empty cells.
    @Test func shortRowsArePaddedWithAutomaticEmptyCells() throws {
        let layout = try EagerGrid(rows: [
            EagerRow([fixed(10, 10), fixed(10, 10), fixed(10, 10)]), EagerRow([fixed(10, 10)]),
        ]).layout()
        #expect(layout.columnCount == 3)
        let automatic = layout.cells.filter(\.automatic)
        #expect(automatic.map(\.column) == [1, 2])
        #expect(automatic.allSatisfy { $0.empty })
    }
}

@Suite("Eager Grid: flags and refusals")
struct EagerFlagTests {
    func fixed(_ width: Double, _ height: Double, span: Int = 1) -> EagerCell {
        EagerCells.fixed(width, height, span: span)
    }

    @Test func diagnostics() throws {
        // 3 fixed 200-wide columns at 400: 616 wide → wide-row.
        let wide = EagerGrid(
            rows: [EagerRow([fixed(200, 10), fixed(200, 10), fixed(200, 10)])], proposed: 400)
        #expect(try wide.layout().diagnostics().map(\.code) == [.wideRow])
        // Unoffered, nothing is wider than offered: no wide-row.
        var unoffered = wide
        unoffered.unspecifiedWidth = true
        #expect(try unoffered.layout().diagnostics().isEmpty)
        // A span of 3 in a grid whose other rows have 2 columns → span-columns.
        let spanning = EagerGrid(
            rows: [EagerRow([fixed(10, 10), fixed(10, 10)]), EagerRow([fixed(10, 10, span: 3)])])
        #expect(try spanning.layout().diagnostics().map(\.code) == [.spanColumns])
        // A row alignment on a row of filling cells cannot show (judged on the measured slot).
        let hidden = EagerGrid(rows: [EagerRow([.fill], alignment: .bottom)], proposed: 100)
        #expect(try hidden.layout().diagnostics().map(\.code) == [.hiddenAlignment])
        // In `[10x10, 10x40]` aligned bottom, the 10x10 cell sits at the bottom of a 40-high
        // row: its alignment shows; the 10x40 cell fills its slot: only it is flagged.
        let shown = EagerGrid(
            rows: [EagerRow([fixed(10, 10), fixed(10, 40)], alignment: .bottom)], proposed: 100)
        let flags = try shown.layout().diagnostics()
        #expect(flags.map(\.code) == [.hiddenAlignment])
        #expect(
            flags.first?.detail
                == .hiddenCellAlignment(
                    row: 0, column: 1, source: .row, alignment: UnitPoint(x: 0.5, y: 1)))
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
        let cell = EagerCellPosition(row: 0, column: 0)
        #expect(error(EagerGrid(proposed: -1)) == .negative(.container(.vertical), value: -1))
        #expect(
            error(EagerGrid(rows: [EagerRow([fixed(.nan, 1)])]))
                == .notANumber(.gridCellWidth(row: cell.row, column: cell.column)))
        #expect(error(EagerGrid(horizontalSpacing: -2)) == .negative(.horizontalSpacing, value: -2))
        #expect(
            error(EagerGrid(containerHeight: -5)) == .negative(.gridContainerHeight, value: -5))
        let backwards = EagerCell(.sized(width: .range(low: 50, high: 30), height: .fill))
        #expect(
            error(EagerGrid(rows: [EagerRow([backwards])]))
                == .rangeLowAboveHigh(
                    quantity: .gridCellWidth(row: 0, column: 0), low: 50, high: 30))
        #expect(
            error(EagerGrid(rows: [EagerRow([EagerCell(.spacer, priority: .nan)])]))
                == .notANumber(.gridCellPriority(row: 0, column: 0)))
        #expect(
            error(
                EagerGrid(rows: [
                    EagerRow([EagerCell(.half, anchor: UnitPoint(x: .infinity, y: 0))])
                ]))
                == .infinite(.gridCellAnchor(row: 0, column: 0)))
        #expect(
            error(EagerGrid(rows: [EagerRow([EagerCell(.empty, span: 0)])]))
                == .negative(.gridCellSpan(row: 0, column: 0), value: -1))
    }
}
