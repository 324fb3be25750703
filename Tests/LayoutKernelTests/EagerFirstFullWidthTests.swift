import Testing

@testable import LayoutKernel

@Suite("Eager Grid: a full-width view measured first keeps its spread and lends (rule 15)")
struct EagerFirstFullWidthTests {
    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    /// d53's grid: a full-width `20x40`, then `[fill unsized v, 20x40 span 2 unsized
    /// spanUnsized]`, offered 150 wide and an unspecified height.
    func grid(spanUnsized: EagerUnsizedAxes) -> EagerGrid {
        EagerGrid(
            rows: [
                .fullWidth(EagerCells.fixed(20, 40)),
                EagerRow([
                    EagerCell(.sized(width: .fill, height: .fill), unsized: .vertical),
                    EagerCell(
                        .sized(width: .fixed(20), height: .fixed(40)), span: 2,
                        unsized: spanUnsized),
                ]),
            ], proposed: 150, verticalSpacing: 0)
    }

    // d53 (measured). 3 columns; 8 before column 2 (the fill meets the span), 0 before column
    // 3 (no two cells meet there): 150 − 8 = 142 left. Group 1 (fixed widths): the
    // full-width view, served first, offered the whole 150, answers 20; the span offered
    // 142 / 3 × 2 = 94.67, answers 20. Rebuild: the full-width view is 20 − 8 (its gap) = 12
    // short, 4 to each of the 3 columns (4 · 4 · 4); the span (20 over 4 + 0 + 4 = 8) spreads
    // nothing. Group 2, the fill: the full-width view left 150 − 20 = 130 of its offer:
    // (142 + 130 − 0 committed) / 3 open columns (the span keeps 2 and 3 open until the
    // priority ends) = 272 / 3 = 90.67. Columns 90.67 · 4 · 4, the grid
    // 90.67 + 8 + 4 + 0 + 4 = 106.67 wide, as SwiftUI draws it (without the rule the fill is
    // offered 142 / 3 = 47.33 and the span spreads 10 · 10: 75.33 wide).
    @Test func theFirstFullWidthViewLendsWhatItLeftAndKeepsItsSpread() throws {
        let layout = try grid(spanUnsized: .vertical).layout()
        #expect(close(layout.columns, [272.0 / 3, 4, 4]))
        #expect(abs(layout.width - (272.0 / 3 + 16)) < 1e-9)
        let fill = layout.cells.first { $0.row == 1 && $0.column == 0 }
        #expect(abs((fill?.offerWidth ?? 0) - 272.0 / 3) < 1e-9)
        let steps = layout.steps
        #expect(
            steps.contains(
                .firstFullWidthLends(
                    cell: EagerCellPosition(row: 0, column: 0), offered: 150, answered: 20,
                    availableWidth: 272)))
        #expect(
            steps.contains(
                .spread(
                    cell: EagerCellPosition(row: 1, column: 1), shortfall: 12, columns: [],
                    each: 0, rule: .afterFirstFullWidth)))
    }

    // Control (the shape of c94, whose span is unsized horizontally): the span, unsized both
    // ways, is offered its slot (0) and answers 20; the rule needs a span sized horizontally
    // in the group, so it does not apply. Group 2's fill is offered 142 / 3 = 47.33 (the span
    // keeps columns 2 and 3 open), answers 47.33. Final rebuild (rule 8): column 1 = 47.33;
    // the full-width view fits (47.33 + 8 ≥ 20); the span's 20 goes 10 · 10 to its columns
    // without a cell of their own: columns 47.33 · 10 · 10.
    @Test func aSpanUnsizedHorizontallyLeavesTheRuleOut() throws {
        let layout = try grid(spanUnsized: .both).layout()
        #expect(close(layout.columns, [142.0 / 3, 10, 10]))
        #expect(
            !layout.steps.contains {
                if case .firstFullWidthLends = $0 { return true }
                return false
            })
    }
}
