import Testing

@testable import LayoutKernel

/// Rules 5–8 of docs/model.md's eager section on the measured grids d13, d21, d23, d25, d37,
/// d61 and d63 (the old rules' grids: each now comes out of held shortfalls and give-back),
/// each worked by hand. Here columns and rows count from 0, as `layout.columns` does (col 0
/// is docs/model.md's column 1).
@Suite("Eager Grid: held shortfalls spread at the end, give-back of rows")
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
    // The half (cols 1–3) answers 108.75 over columns still 0 wide and holds it all (rule 6).
    // The Spacer's priority comes last: (300 − 100 − 10 − 108.75 held) / 1 = 81.25; it takes
    // that, widening col 1 by 81.25 out of the held 108.75: 27.5 left, which goes at the end to
    // cols 2 and 3, still 0 wide, 13.75 each (rule 8): 218.75 wide.
    @Test func aHeldShortfallIsUsedUpByALaterColumn() throws {
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
    // full-width 100x20. The 40x10 (cols 0–1) holds 40; the full-width view holds the 60 it
    // lacks beyond its columns and that 40; the unsized span (cols 2–4), offered its slot 0,
    // answers 30, within the 60 held over it: it holds nothing. The flexH widens col 0 to 10,
    // out of the 40 (30 left). At the end the 30 goes to col 1 (still 0 wide) and the 60 to
    // cols 2–4, 20 each.
    @Test func aFullWidthViewHoldsWhatItsColumnsLack() throws {
        let layout = try measured("d37")
        #expect(close(layout.columns, [10, 30, 20, 20, 20]))
    }

    // d61, 60 wide (8 of spacing between cols 1 and 2 only, where the half meets the
    // clampW): full 150x10, `[half span 2 prio 1, 10...50 prio −1]`, full Spacer. Priority 1:
    // the half (cols 0–1) is offered 2 × 26, answers 26 and holds it. Priority 0:
    // (60 − 8 − 26) / 3 = 8.67 each; the full 150 is offered 3 × 8.67 + 8 = 34 and holds
    // 150 − 34 = 116 more. Priority −1 shares nothing: the clampW is offered 0, answers 10, out
    // of the 116 (106 left). At the end the half's 26 goes to cols 0–1 (13 each), then the 106
    // to all three, none 0 wide: 35.33 each: cols 0–1 = 48.33, col 2 = 45.33.
    @Test func heldShortfallsSpreadInTheOrderHeld() throws {
        let layout = try measured("d61")
        #expect(abs((offer(layout, 2).0 ?? 1) - 0) < 1e-9)
        #expect(close(layout.columns, [145.0 / 3, 145.0 / 3, 136.0 / 3]))
    }

    // d13, 60 × 60: the priority-1 full 100x40, unsized across, is offered its slot 0 and holds
    // 100 over all 7 columns; the `30x40 span 2` (cols 0–1) after it, offered 0, answers 30,
    // within the 100 held over its columns, so it holds nothing. At the end the 100 goes to
    // all 7 columns, still 0 wide: 100 / 7 = 14.29 each (the span is drawn 30 wide in its
    // 28.57 slot).
    @Test func aSpanWithinAHeldShortfallHoldsNothing() throws {
        let layout = try measured("d13")
        #expect(close(layout.columns, [Double](repeating: 100.0 / 7, count: 7)))
        #expect(
            layout.steps.contains {
                if case .spread(let columns, _, let targets, _) = $0 { return columns != targets }
                return false
            } == false)
    }

    // d21, 60 wide (8 of spacing, before col 1): the priority-1 Spacer makes col 0 52; the
    // `20 x fill span 3` (cols 1–3) holds 20; the Spacers come last, in one group: the one in
    // col 3 answers 8, out of the 20 held (12 left); the full-width Spacer is offered its slot
    // 52 + 8 + 0 + 0 + 8 = 68 plus the 12 held within it = 80 (the Spacers' share is 0).
    @Test func aFullWidthViewIsOfferedItsSlotAndWhatIsHeldWithin() throws {
        let layout = try measured("d21")
        #expect(abs((offer(layout, 5).0 ?? 0) - 80) < 1e-9)
        #expect(abs(layout.width - 80) < 1e-9)
    }

    // d25, 200 × 100 (8 + 8 of row spacing). Priority 1: the `30...180 h40` makes row 0 40.
    // Priority 0: (100 − 16 − 40) / 3 rows in column 1 = 14.67 each. Row 0 gives back
    // 14.67 − 40 = −25.33 when its 30x30 is served (−12.67 to each of rows 1 and 2: 2), and row
    // 2, served at 30, gives back 2 − 30 = −28 to row 1: the full flex in row 1 is offered the
    // larger of its row's 0 and −26: 0 high. Rows 40 · 0 · 30, the grid 86 high.
    @Test func rowsGiveBackWhatTheyTake() throws {
        let layout = try measured("d25")
        #expect(close(layout.rows, [40, 0, 30]))
        #expect(abs((offer(layout, 2).1 ?? 1) - 0) < 1e-9)
        #expect(abs(layout.height - 86) < 1e-9)
    }
}
