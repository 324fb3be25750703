import Testing

@testable import LayoutKernel

@Suite("Eager Grid: a Spacer's row lends height (rule 12)")
struct EagerSpacerRowTests {
    func fixed(_ width: Double, _ height: Double) -> EagerCell {
        EagerCells.fixed(width, height)
    }

    func cell(_ layout: EagerGridLayout, row: Int, column: Int) -> EagerGridLayout.Cell? {
        layout.cells.first { $0.row == row && $0.column == column && !$0.automatic }
    }

    // d55 (measured): `[Spacer, 20x10, half]`, a full-width `0...60 x 40`, `[half span 3
    // priority -1, fill]`, offered an unspecified width and 80 high. 4 columns; 8 before rows
    // 2 and 3: 80 − 16 = 64 left. Rows 2 and 3 hold no Spacer: 2 rows without one.
    // Group 1 (heights fixed): 20x10, half, the full-width view; 3 open rows, 64 / 3 = 21.33;
    // rows 10 · 40. The 20x10 is sized beside the Spacer (priority below 0): row 1 lends, and
    // columns 2 and 3 (the 20x10's, the half's) gain nothing.
    // Group 2: the fill (row 3, column 4), the only open row: 64 − 10 − 40 = 14, plus
    // 64 / 2 rows / 1 open = 32: offered 46, 46 high. The grid: 10 + 8 + 40 + 8 + 46 = 112
    // high, 32 more than offered, as SwiftUI draws it (without the rule: 14, and 80).
    @Test func aSpacersRowLendsALaterCellHeight() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([EagerCell(.spacer), fixed(20, 10), EagerCell(.half)]),
                .fullWidth(EagerCell(.sized(width: .range(low: 0, high: 60), height: .fixed(40)))),
                EagerRow([EagerCell(.half, span: 3, priority: -1), .fill]),
            ], containerHeight: 80, unspecifiedWidth: true)
        let layout = try grid.layout()
        #expect(layout.rows == [10, 40, 46] && layout.height == 112)
        #expect(cell(layout, row: 2, column: 3)?.offerHeight == 46)
        #expect(
            layout.steps.contains(
                .spacerRowLift(
                    cell: EagerCellPosition(row: 2, column: 3), availableHeight: 64,
                    rowsWithoutSpacer: 2, openRows: 1, lift: 32)))
    }

    // c77 (measured): `[20x20, 0...100 both ways, 30x60 unsized h] [Spacer, 100x60, fill x 30]`
    // at 100 × 100, vertical spacing 0. Group 1 (fixed, sized): rows 20 · 60 (the 100x60,
    // sized beside the Spacer: row 2 lends, its column 2 gains nothing). Group 2: the 30x60,
    // unsized along the offered width, so served after them (rule 4): rows 1 and 2 open,
    // 100 / 2 = 50 plus the lent 100 / 1 row without a Spacer / 2 open = 50: offered 100
    // high, it answers 60. Group 3: the range, rows 1 and 2 open: (100 − 0 − 0) / 2 = 50 (an
    // open row counts with its height when the priority began), under row 1's 60: offered
    // 60, it answers 60. It shares column 2 with the 100x60, so it gains nothing (a lift of
    // 50 would make it 100 high and the grid 160, where SwiftUI draws rows 60 · 60, 120
    // high). Group 4, the fill x 30 (row 2, column 3), gains: (100 − 60) / 1 open row
    // + 100 / 1 / 1 = 140. The 30x60 and the fill are of fixed height, so they answer the same
    // whatever they are offered: no length rests on rule 12 here, and the result does not
    // name G7 for it.
    @Test func aCellInTheLendersColumnGainsNothing() throws {
        let range = EagerLength.range(low: 0, high: 100)
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    fixed(20, 20), EagerCell(.sized(width: range, height: range)),
                    EagerCell(.sized(width: .fixed(30), height: .fixed(60)), unsized: .horizontal),
                ]),
                EagerRow([EagerCell(.spacer), fixed(100, 60), EagerCells.fillWidth(30)]),
            ], proposed: 100, containerHeight: 100, verticalSpacing: 0)
        let layout = try grid.layout()
        #expect(cell(layout, row: 0, column: 1)?.offerHeight == 60)
        #expect(layout.rows == [60, 60] && layout.height == 120)
        let lifted = layout.steps.compactMap { step -> EagerCellPosition? in
            if case .spacerRowLift(let cell, _, _, _, _) = step { return cell }
            return nil
        }
        #expect(lifted == [EagerCellPosition(row: 0, column: 2), .init(row: 1, column: 2)])
        #expect(cell(layout, row: 0, column: 2)?.offerHeight == 100)
        #expect(cell(layout, row: 1, column: 2)?.offerHeight == 140)
        #expect(!layout.fittedRules.contains(.spacerRowLift))
    }

    // Arm GS1 (measured, with SwiftUI's offers in order): `[Spacer, 20x20] [10x30, 40x10]` at
    // 200 × 100, spacing nil. 8 between the columns (10x30 beside 40x10) and between the rows
    // (20x20 over 40x10): 192 and 92 left. One group (every view fixed): the 20x20, the 10x30,
    // the 40x10, each offered 192 / 2 = 96 by 92 / 2 = 46. The 20x20, beside the Spacer, is
    // measured first; the 10x30 after it shares no column with it, yet SwiftUI measured it at
    // 96 × 46, not 46 + 92 / 1 row without a Spacer / 2 open = 92: a cell of the lender's own
    // group gains nothing. Then the Spacer, its column and row committed: 192 − 10 − 40 = 142
    // by 92 − 30 − 20 = 42, as SwiftUI offers it; the grid 142 + 8 + 40 by 42 + 8 + 30.
    @Test func theLendersOwnGroupGainsNothing() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([EagerCell(.spacer), fixed(20, 20)]),
                EagerRow([fixed(10, 30), fixed(40, 10)]),
            ], proposed: 200, containerHeight: 100)
        let layout = try grid.layout()
        #expect(cell(layout, row: 1, column: 0)?.offerHeight == 46)
        #expect(cell(layout, row: 0, column: 0)?.offerWidth == 142)
        #expect(cell(layout, row: 0, column: 0)?.offerHeight == 42)
        #expect(layout.width == 190 && layout.height == 80)
        #expect(!layout.steps.contains { if case .spacerRowLift = $0 { true } else { false } })
    }
}
