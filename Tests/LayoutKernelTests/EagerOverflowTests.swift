import Testing

@testable import LayoutKernel

/// SwiftUI's overflow (rule 5 of docs/model.md's eager section), the spread order and targets
/// that d43 brought into rule 8, and the fitting span that keeps its columns open (rule 6,
/// d45), each worked by hand.
@Suite("Eager Grid: overflow into a span's spread, spreads in measuring order, fitting spans")
struct EagerOverflowTests {
    func fixed(_ width: Double, _ height: Double, span: Int = 1) -> EagerCell {
        EagerCells.fixed(width, height, span: span)
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    // Measured arm GX17: `[30x10, fill, 20x20] [150x10 span 3]` at 200 × 100, 8 between
    // columns: 200 − 16 = 184. The fixed cells first, shares 184 / 3 = 61.33: 30, 20, and the
    // span offered 3 × 61.33 + 16 = 200 answers 150. Rebuilt: 30 · 0 · 20, the span short by
    // 150 − 16 − 50 = 84, all into column 2 (its cell still to size). Columns 1 and 3 commit:
    // share 184 − 50 = 134. Column 2 holds 84 of the span's spread, more than the priority's
    // first share 61.33: the fill is offered 134 + 84 = 218, not max(134, 84) = 134, and the
    // grid is 30 + 218 + 20 + 16 = 284 wide, as SwiftUI draws it.
    @Test func aSpreadLargerThanTheFirstShareIsOfferedOnTopOfTheShare() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([fixed(30, 10), .fill, fixed(20, 20)]),
                EagerRow([fixed(150, 10, span: 3)]),
            ], proposed: 200, containerHeight: 100)
        let layout = try grid.layout()
        #expect(abs((layout.cells[1].offerWidth ?? 0) - 218) < 1e-9)
        #expect(close(layout.columns, [30, 218, 20]))
        #expect(abs(layout.width - 284) < 1e-9)
        #expect(
            layout.steps.contains {
                if case .overflow(_, 1, let share, let spread, _) = $0 {
                    return abs(share - 134) < 1e-9 && abs(spread - 84) < 1e-9
                }
                return false
            })
    }

    // Measured arm GX9, the control: `[30x10, fill] [100x10 span 2]` at 300 × 100: 292, shares
    // 146; the span's shortfall 100 − 8 − 30 = 62 in column 2 is less than the first share
    // 146, so the fill is offered max(292 − 30, 62) = 262 and the grid stays 300 wide.
    @Test func aSpreadWithinTheFirstShareDoesNotOverflow() throws {
        let grid = EagerGrid(
            rows: [EagerRow([fixed(30, 10), .fill]), EagerRow([fixed(100, 10, span: 2)])],
            proposed: 300, containerHeight: 100)
        let layout = try grid.layout()
        #expect(close(layout.columns, [30, 262]))
        #expect(!layout.steps.contains { if case .overflow = $0 { true } else { false } })
    }

    // d43, 60 × 60 (8 of spacing before column 2 only: 52 left): full `20...60`,
    // `[10...160 h40, fill span 2]`, `[fillx20 priority −1, 10x40]`. The 10x40 first (share
    // 52 / 3 = 17.33): 10. The full, offered 60, answers 60: 42 short, into column 3 (0 wide,
    // no cell to wait for). The `10...160` takes its 17.33: the full is now 60 − 8 − 17.33 − 10
    // = 24.67 short, still in column 3. Column 1 commits; share (52 − 17.33) / 2 = 17.33.
    // Column 3 holds 24.67 > 17.33 (the first share): the fill span is offered 17.33 +
    // (17.33 + 24.67) = 59.33 and takes it. Rebuilt in measuring order: the full's 24.67 to
    // the columns of the span measured after it, 12.33 each (17.33 · 22.33 · 12.33); the
    // span's 59.33 − 34.67 = 24.67 into column 3, which has no cell of its own: 37. The grid
    // is 17.33 + 8 + 22.33 + 37 = 84.67 wide.
    @Test func aFullWidthViewSpreadsFirstIntoTheColumnsOfLaterSpans() throws {
        let found = try MeasuredGridCase.all().first { $0.id == "d43" }
        let layout = try #require(found).grid().layout()
        let span = layout.cells.filter { !$0.automatic }[2]
        #expect(abs((span.offerWidth ?? 0) - 178.0 / 3) < 1e-9)
        #expect(close(layout.columns, [52.0 / 3, 67.0 / 3, 37]))
        #expect(abs(layout.width - 254.0 / 3) < 1e-9)
        #expect(
            layout.steps.contains {
                if case .spread(_, _, let columns, _, .laterSpanColumns) = $0 {
                    return columns == [1, 2]
                }
                return false
            })
    }

    // d45, 200 × 100, no spacing across: 5 columns, shares 200 / 5 = 40. First group: the
    // `20x30 span 2` (columns 2–3, offered 80) answers 20, the 60x60 and the 30x40 take columns
    // 1 and 2. The span fits in its columns' own cells (30 + 0): columns 2 and 3 stay open
    // until priority 0 ends. The ranges take 60 (column 1 is 60) and 40 (column 4), the
    // `10 x fill` 10 in column 3, which would now commit: the span still fits (20 ≤ 30 + 10),
    // so it stays open (the trace says so then), nothing is committed, and the last group,
    // two `fill span 2`, still shares 200 / 5 = 40: the first (columns
    // 1–2) is offered max(40 + 40, 60 + 30) = 90, the second (columns 4–5) 40 + 40 = 80. The
    // grid is 60 + 30 + 10 + 40 + 40 = 180 wide, as SwiftUI draws it (without the rule column
    // 3 commits at 10, shares (200 − 10) / 4 = 47.5, both spans 95, the grid 200 wide).
    @Test func aSpanThatFitsItsColumnsKeepsThemOpen() throws {
        let found = try MeasuredGridCase.all().first { $0.id == "d45" }
        let layout = try #require(found).grid().layout()
        let leaves = layout.cells.filter { !$0.automatic }
        #expect(abs((leaves[5].offerWidth ?? 0) - 90) < 1e-9)
        #expect(abs((leaves[7].offerWidth ?? 0) - 80) < 1e-9)
        #expect(close(layout.columns, [60, 30, 10, 40, 40]))
        #expect(abs(layout.width - 180) < 1e-9)
        #expect(
            layout.steps.contains(
                .keptOpen(
                    cell: EagerCellPosition(row: 0, column: 1), columns: [2], width: 20, singles: 40
                )))
    }
}
