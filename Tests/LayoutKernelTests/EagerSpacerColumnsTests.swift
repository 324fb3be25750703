import Testing

@testable import LayoutKernel

@Suite("Eager Grid: a Spacer's columns lend the first priority width (rule 16)")
struct EagerSpacerColumnsTests {
    func cell(_ layout: EagerGridLayout, row: Int, column: Int) -> EagerGridLayout.Cell? {
        layout.cells.first { $0.row == row && $0.column == column && !$0.automatic }
    }

    func lends(_ layout: EagerGridLayout) -> Bool {
        layout.steps.contains {
            if case .spacerColumnsLend = $0 { return true }
            return false
        }
    }

    // Arm GS4 (measured): `[half] [Spacer, 30...180 x 20]` at 60 × 60. 2 columns, no spacing
    // (beside a Spacer, and no two views meet above it): 60 × 60 left. The first priority is
    // 0 (a Spacer's own is below it); the Spacer (row 2, column 1) has the half in its column
    // (its width follows its offer: 0 offered 0, ∞ offered ∞) and the range in its row;
    // column 2 is the only one without a Spacer: every group of priority 0 shares
    // 60 + 60 / 1 = 120.
    // Group 1, the range (flexibility 150): columns 1 and 2 open, 120 / 2 = 60; rows 1 and 2,
    // 60 / 2 = 30: offered 60 × 30, it answers 60 × 20; column 2 commits at 60.
    // Group 2, the half (one axis without limit): (120 − 60) / 1 = 60 wide; 60 − 20 = 40 high
    // plus rule 12's 60 / 1 row without a Spacer = 100: offered 60 × 100, answers 30 × 10.
    // The Spacer (its own priority, nothing lent): max((60 − 90) / 1, 30) = 30 wide,
    // 60 − 10 − 20 = 30 high. Columns 30 · 60, rows 10 · 30: 90 × 40, as SwiftUI draws it
    // (without the rule: the range 30, the half offered 30, 45 × 40).
    @Test func aSpacersColumnsLendEveryGroupOfTheFirstPriority() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([EagerCell(.half)]),
                EagerRow([
                    EagerCell(.spacer),
                    EagerCell(.sized(width: .range(low: 30, high: 180), height: .fixed(20))),
                ]),
            ], proposed: 60, containerHeight: 60)
        let layout = try grid.layout()
        #expect(layout.columns == [30, 60] && layout.rows == [10, 30])
        #expect(layout.width == 90 && layout.height == 40)
        #expect(cell(layout, row: 1, column: 1)?.offerWidth == 60)
        let half = cell(layout, row: 0, column: 0)
        #expect(half?.offerWidth == 60 && half?.offerHeight == 100)
        #expect(
            layout.steps.contains(
                .spacerColumnsLend(
                    spacer: EagerCellPosition(row: 1, column: 0), availableWidth: 60,
                    columnsWithoutSpacer: 1, lent: 60)))
        #expect(layout.fittedRules.contains(.spacerColumns))
    }

    // d57 (measured): `[0...40 both ways, Spacer span 2 unsized h, fill x 20]`, a full-width
    // `Spacer priority -1`, `[10...50 both ways unsized v, 0...150 x 40]` at 200 × 100,
    // vertical spacing 12. 4 columns; 8 before column 2 (the two ranges of row 3 meet), 0
    // before 3 and 4: 192 left. The Spacer span (its own priority) covers columns 2 and 3,
    // holds the 0...150 in column 2 and the 0...40 in its row; columns 1 and 4 have no Spacer
    // (a full-width one does not count): every group of priority 0 shares 192 + 192 / 2 = 288.
    // Group 1, the 0...40: columns 1, 2, 4 open, 288 / 3 = 96, it answers 40. Group 2, the
    // 10...50 (unsized v, after it): 96, answers 50; column 1 commits at 50. Group 3, the
    // 0...150: (288 − 50) / 2 = 119, answers 119. Group 4, the fill: 288 − 50 − 119 = 119.
    // Columns 50 · 119 · 0 · 119: the grid 50 + 8 + 119 + 0 + 119 = 296 wide, as SwiftUI
    // draws it (without the rule: 192 / 3 = 64, then 142 / 2 = 71 each, 200 wide).
    @Test func aSpacerSpanLendsToo() throws {
        let both = { (low: Double, high: Double) in
            let range = EagerLength.range(low: low, high: high)
            return EagerCell(.sized(width: range, height: range))
        }
        var ten = both(10, 50)
        ten.unsized = .vertical
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    both(0, 40), EagerCell(.spacer, span: 2, unsized: .horizontal),
                    EagerCells.fillWidth(20),
                ]),
                .fullWidth(EagerCell(.spacer, priority: -1)),
                EagerRow([
                    ten, EagerCell(.sized(width: .range(low: 0, high: 150), height: .fixed(40))),
                ]),
            ], proposed: 200, containerHeight: 100, verticalSpacing: 12)
        let layout = try grid.layout()
        #expect(layout.columns == [50, 119, 0, 119] && layout.width == 296)
        #expect(cell(layout, row: 2, column: 1)?.offerWidth == 119)
        #expect(cell(layout, row: 0, column: 3)?.offerWidth == 119)
        #expect(
            layout.steps.contains(
                .spacerColumnsLend(
                    spacer: EagerCellPosition(row: 0, column: 1), availableWidth: 192,
                    columnsWithoutSpacer: 2, lent: 96)))
    }

    // Arm GS1 (measured, SwiftUI printed its offers): `[Spacer, 20x20] [10x30, 40x10]` at
    // 200 × 100. The Spacer's column holds only the fixed 10x30, whose width does not follow
    // its offer: nothing is lent, and the three fixed views are offered 192 / 2 = 96 wide, as
    // SwiftUI offered them (lending would offer 288 / 2 = 144).
    @Test func aFixedCellInTheSpacersColumnLendsNothing() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([EagerCell(.spacer), EagerCells.fixed(20, 20)]),
                EagerRow([EagerCells.fixed(10, 30), EagerCells.fixed(40, 10)]),
            ], proposed: 200, containerHeight: 100)
        let layout = try grid.layout()
        #expect(!lends(layout))
        #expect(cell(layout, row: 0, column: 1)?.offerWidth == 96)
        #expect(cell(layout, row: 1, column: 0)?.offerWidth == 96)
        #expect(!layout.fittedRules.contains(.spacerColumns))
    }

    // GS4 with a third row, `[20x20 priority 1]`: priority 1 is served first and has no
    // cell beside the Spacer, and priority 0, which has, is not the first: nothing is lent
    // (d17 and d59 break if it is). The 20x20 commits columns 1 and 2 at 20 and 0; the range
    // is offered (60 − 20) / 2 = 20 and answers 30 (lent 60 / 1 column without a Spacer, it
    // would be offered (120 − 20) / 2 = 50); the half (60 − 50) / 1 = 10, under column 1's
    // 20: offered 20, it answers 10. Columns 20 · 30.
    @Test func onlyTheFirstPriorityBorrows() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([EagerCell(.half)]),
                EagerRow([
                    EagerCell(.spacer),
                    EagerCell(.sized(width: .range(low: 30, high: 180), height: .fixed(20))),
                ]),
                EagerRow([
                    EagerCell(.sized(width: .fixed(20), height: .fixed(20)), priority: 1)
                ]),
            ], proposed: 60, containerHeight: 60)
        let layout = try grid.layout()
        #expect(!lends(layout))
        #expect(cell(layout, row: 1, column: 1)?.offerWidth == 20)
        #expect(cell(layout, row: 0, column: 0)?.offerWidth == 20)
        #expect(layout.columns == [20, 30])
    }
}
