import Testing

@testable import LayoutKernel

/// The rules the measured grids d7, d13, d21, d23, d25, d37, d61 and d63 brought in (rules 7–9
/// of docs/model.md's eager section), each worked by hand on the grid that shows it.
@Suite("Eager Grid: rebuilt widths, spread targets, reopened rows")
struct EagerSpreadRuleTests {
    func measured(_ id: String) throws -> EagerGridLayout {
        let found = try MeasuredGridCase.all().first { $0.id == id }
        return try #require(found).grid().layout()
    }

    /// The offer of the `n`th view the fixture lists (padding cells left out).
    func offer(_ layout: EagerGridLayout, _ n: Int) -> (Double?, Double?) {
        let leaf = layout.cells.filter { !$0.automatic }[n]
        return (leaf.offerWidth, leaf.offerHeight)
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    // d63, spacing 0, 300 wide: `[flexH w40, half span 3, 10x30] [100x30] [20...30, Spacer]`.
    // The half (cols 1–3) answers 108.75; cols 2 and 3 hold no single-column cell, so its
    // shortfall goes there (54.375 each), not to col 1. The Spacer in col 1 is then offered
    // 300 − 100 − 108.75 − 10 = 81.25 and takes it. Rebuilt from the answers: col 1 = 81.25,
    // the half's 108.75 − 81.25 = 27.5 over cols 2, 3 (13.75 each): 218.75 wide.
    @Test func aRowSpanFillsItsColumnsWithoutOwnCellsFirst() throws {
        let layout = try measured("d63")
        #expect(close(layout.columns, [100, 81.25, 13.75, 13.75, 10]))
        #expect(abs(layout.width - 218.75) < 1e-9)
    }

    // d23, 60 × 60 (8 of spacing before cols 1 and 3): the priority-1 `flex span 3` (cols
    // 0–2) answers 52 while col 0 is 14.67: it holds 52 − 14.67 − 8 = 29.33 on its columns
    // (rule 6). Priority 0 shares 60 − 60 = 7.1e-15 (a rounding residue), so the half in col 1
    // is offered that and is 3.6e-15 wide. The priority −1 `20...40` widens col 0 by 5.33,
    // out of the held shortfall: 24 left. At the end the 24 goes to the only one of its
    // columns exactly 0 wide, col 2 (rule 8), as SwiftUI draws it (col 1 all but 0, the
    // `10...160 span 2` over cols 1–2 drawn 24 wide).
    @Test func aHeldShortfallGoesToItsColumnsStillExactlyZeroWide() throws {
        let layout = try measured("d23")
        #expect(close(layout.columns, [20, 0, 24, 0]))
        #expect(layout.columns[1] > 0)
        #expect(
            layout.steps.contains {
                if case .spread(let columns, _, let targets, _) = $0 {
                    return columns == [0, 1, 2] && targets == [2]
                }
                return false
            })
    }

    // d37, spacing 0, 300 wide: `[flexH w10] [40x10 span 2, 30x30 span 3 unsized h]`, then a
    // full-width 100x20. Rebuilt: narrower span first: the 40 into col 1 (no own cell) = 40;
    // the full's 100 − 40 = 60 into the three columns still 0 wide (20 each); the unsized
    // span last, its 30 fits in 60. Col 0 then takes the flexH's 10.
    @Test func aFullWidthViewFillsEmptyColumnsFirst() throws {
        let layout = try measured("d37")
        #expect(close(layout.columns, [10, 30, 20, 20, 20]))
    }

    // d61, 60 wide (8 of spacing between cols 1 and 2 only, where the half meets the
    // clampW): full 150x10, `[half span 2 prio 1, 10...50 prio −1]`, full Spacer. The half
    // (cols 0–1) is offered 2 × 26, answers 26 → 13 each. The full 150 (150 − 26 − 8 = 116
    // short) skips col 2, still waiting for its single cell: 58 more to cols 0 and 1 (71
    // each), so the clampW is offered max(52 − 142, 0) = 0 and answers 10. At the end the half
    // first (13 each), then the full over all three: (150 − 26 − 10 − 8) / 3 = 35.33 more:
    // cols 0–1 = 48.33, col 2 = 45.33.
    @Test func aFullWidthViewSkipsColumnsStillWaitingForTheirCell() throws {
        let layout = try measured("d61")
        #expect(abs((offer(layout, 2).0 ?? 1) - 0) < 1e-9)
        #expect(close(layout.columns, [145.0 / 3, 145.0 / 3, 136.0 / 3]))
    }

    // d13, 60 × 60: the priority-1 full 100x40 is measured first; `30x40 span 2` (cols 0–1)
    // comes after it and spreads nothing: only the full's 100 is spread, over all 7 columns
    // still 0 wide: 100 / 7 = 14.29 each (the span is drawn 30 wide in its 28.57 slot).
    @Test func aRowSpanAfterAFullWidthViewSpreadsNothing() throws {
        let layout = try measured("d13")
        #expect(close(layout.columns, [Double](repeating: 100.0 / 7, count: 7)))
        #expect(
            layout.steps.contains {
                if case .spread(let columns, _, let targets, _) = $0 { return columns != targets }
                return false
            } == false)
    }

    // d21, 60 wide (8 of spacing in all, as the views meeting give it): the group {Spacer
    // col 3, full Spacer} starts with widths 52 · 10 · 10 · 0; the Spacer answers 8 first,
    // but the full one is offered from the widths at the group's start:
    // 52 + 10 + 10 + 0 + 8 of spacing = 80 (not 88).
    @Test func aFullWidthViewIsOfferedTheWidthsAtItsGroupStart() throws {
        let layout = try measured("d21")
        #expect(abs((offer(layout, 5).0 ?? 0) - 80) < 1e-9)
        #expect(abs(layout.width - 80) < 1e-9)
    }

    // d25, 200 × 100 (8 + 8 of row spacing: 84 left). Priority 1: `30...180 h40` sizes row 0
    // to 40. Priority 0 begins with rows 40 · 0 · 0: 84 − 40 = 44. Row 0 (priority-1 cell
    // and a priority-0 one) closes again after the first group: 40 more off (4 left); row 2
    // closes at 30 (4 − 30 = −26). The full flex in row 1 is offered max(−26, 0) = 0 high:
    // rows 40 · 0 · 30, the grid 86 high.
    @Test func aReopenedRowCountsTwiceUntilItsPriorityEnds() throws {
        let layout = try measured("d25")
        #expect(close(layout.rows, [40, 0, 30]))
        #expect(abs((offer(layout, 2).1 ?? 1) - 0) < 1e-9)
        #expect(abs(layout.height - 86) < 1e-9)
    }
}
