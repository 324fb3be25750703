import LayoutKernel
import Testing

@testable import Words

/// The layout steps and the textbook's differences in words (`explain`), from the kernel's
/// numbers; the numbers are worked by hand in the kernel's tests of the same grids.
@Suite("Explain in words")
struct ExplainWordsTests {
    typealias K = KernelGrid

    // The trace of measured case 2 reads like the board: pass 1, grid size, pass 2, placement.
    @Test func traceWalksBothPasses() throws {
        let steps = K.steps(try K.layout([K.flexible(min: 50), K.flexible(min: 120)], 200))
        #expect(
            steps.first
                == "Pass 1 at 200: remaining = 200 − 8 (spacings but the last) − 0 (fixed) = 192, "
                + "shared by 2 non-fixed items.")
        #expect(
            steps.contains(
                "Item 2 (flexible) is proposed 96 / 1 = 96: below its minimum, so it takes its "
                    + "minimum 120; remaining 96 − 120 = -24."))
        #expect(
            steps.contains(
                "The tracks need 224 but 200 is offered: the grid becomes 224 wide and lays "
                    + "itself out again at 224."))
        #expect(
            steps.contains(
                "Item 1 (flexible) is proposed 216 / 2 = 108: within its range, so it takes 108; "
                    + "remaining 216 − 108 = 108."))
        #expect(
            steps.last?.hasPrefix(
                "The 200 offered centres the 224 grid: it starts at (200 − 224) / 2 = -12.") == true
        )
    }

    @Test func traceExplainsAdaptiveTracksAndAssumptions() throws {
        let steps = K.steps(try K.layout([K.fixed(200), K.adaptive(40)], 150))
        #expect(steps.contains { $0.contains("a negative share becomes 0 (assumption A3)") })
        let capped = K.steps(try K.layout([K.adaptive(100, max: 120)], 300))
        let split =
            "Item 1 (adaptive) splits 300 into max(1, ⌊(300 + 8) / (100 + 8)⌋) = 2 tracks, "
            + "each (300 − 1·8) / 2 = 146, capped at its maximum 120: it uses 2 × 120 + 1 × 8 = "
            + "248 of its 300; 52 stay free, slack the grid's alignment places (assumption A2); "
            + "remaining 300 − 248 = 52."
        #expect(capped.filter { $0 == split }.count == 2)
    }

    /// `k` drops once per item, and a capped item's step says what goes back (issue example 2).
    @Test func givingBackInWords() throws {
        let steps = K.steps(try K.layout([K.adaptive(50, max: 55), K.flexible()], 400))
        #expect(
            steps.contains(
                "Item 2 (flexible) is proposed 211 / 1 = 211: within its range, so it takes 211; "
                    + "remaining 211 − 211 = 0."))
        let capped = K.steps(try K.layout([K.adaptive(100, max: 120), K.flexible()], 792))
        #expect(
            capped.contains(
                "Item 1 (adaptive) splits 392 into max(1, ⌊(392 + 8) / (100 + 8)⌋) = 3 tracks, "
                    + "each (392 − 2·8) / 3 = 125.33, capped at its maximum 120: it uses 3 × 120 "
                    + "+ 2 × 8 = 376 of its 392; 16 go back to the items after it (assumption "
                    + "A2); remaining 784 − 376 = 408."))
    }

    // Three flexible items at 113: the total is 113 give or take 1e-14, which is "exactly".
    @Test func aTotalWithinTheToleranceIsExact() throws {
        let steps = K.steps(try K.layout([K.flexible(), K.flexible(), K.flexible()], 113))
        #expect(steps.contains("The tracks need exactly the 113 offered: the grid is 113 wide."))
    }

    @Test func eagerSharingInWords() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([.fill, .fill]),
                EagerRow([EagerCell(.sized(width: .fixed(300), height: .fixed(30))), .fill]),
            ], proposed: 400)
        let steps = try grid.layout().steps.map(EagerTraceStepText.sentence)
        // Two columns in each row: (400 − 8) / 2 = 196 available in each column.
        #expect(
            steps.contains(
                "Priority 0 begins. Width: (400 − 8 taken) / 2 columns in its fullest row = 196 "
                    + "available in every column."))
        // The fixed cell first; it answers 300 × 30.
        #expect(
            steps.contains(
                "Next, row 2 cell 1 (priority 0, 0 axes without limit, flexibility 0). "
                    + "Available across: 196 · 196."))
        #expect(steps.contains("  row 2 cell 1: offered 196 × unspecified, answers 300 × 30."))
        // Column 1 still waits for its fill, so it gives nothing back; that fill is offered
        // the larger of its column's 300 and its 196.
        #expect(steps.contains("  row 1 cell 1: offered 300 × unspecified, answers 300 × 10."))
        #expect(steps.contains("  row 2 cell 2: offered 196 × unspecified, answers 196 × 10."))
    }

    /// Before: "Spacing before each column (none) (8 between views, 0 beside a Spacer)" for a
    /// single column: a rule said of no spacing at all.
    @Test func oneColumnSaysNoSpacingRule() throws {
        let grid = EagerGrid(rows: [EagerRow([.fill])], proposed: 400)
        let steps = try grid.layout().steps.map(EagerTraceStepText.sentence)
        #expect(
            steps.contains("Spacing before each column (none); before each row (none)."),
            "\(steps)")
    }

    // GU6 (measured; numbers worked in EagerSharingTests): the 10x50 unsized vertically, the
    // height offered, is served after the other fixed cells, and the step says why. 96 in
    // each column and row; column 2 (40) gives back 56 to column 1, row 1 (20) 76 to row 2.
    @Test func anUnsizedGroupInWords() throws {
        let fixed = { (w: Double, h: Double) in
            EagerCell(.sized(width: .fixed(w), height: .fixed(h)))
        }
        let unsized = EagerCell(.sized(width: .fixed(10), height: .fixed(50)), unsized: .vertical)
        let grid = EagerGrid(
            rows: [EagerRow([fixed(30, 10), fixed(20, 20)]), EagerRow([unsized, fixed(40, 10)])],
            proposed: 200, containerHeight: 200)
        let steps = try grid.layout().steps.map(EagerTraceStepText.sentence)
        #expect(
            steps.contains(
                "Next, row 2 cell 1 (priority 0, 0 axes without limit, flexibility 0, "
                    + "unsized along an offered axis: after the sized ones). Available across: "
                    + "152 · 40. Available down: 20 · 172."))
        #expect(steps.contains("  row 2 cell 1: offered 152 × 10, answers 10 × 50."))
    }

    // GX18 (measured; numbers worked in EagerGiveBackTests): the full-width 60x10 holds 44 on
    // the three columns; the 10...30's 30 uses 30 of it; its column gives back 31.33, which
    // is more than the 14 still held, so columns 1 and 3 gain 31.33 each.
    @Test func aGiveBackInWords() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    .fill, EagerCell(.sized(width: .range(low: 10, high: 30), height: .fixed(10))),
                    EagerCell(.sized(width: .range(low: 20, high: 50), height: .fixed(10))),
                ]),
                .fullWidth(EagerCell(.sized(width: .fixed(60), height: .fixed(10)))),
            ], proposed: 200, containerHeight: 100)
        let steps = try grid.layout().steps.map(EagerTraceStepText.sentence)
        #expect(
            steps.contains(
                "  row 2 cell 1 answered 60, 44 more than its columns and what is held on them "
                    + "(16): columns 1, 2, 3 hold 44 for it, spread at the end."))
        #expect(
            steps.contains(
                "  Column 2 grew 30: 30 of it comes out of what columns 1, 2, 3 hold, 14 still "
                    + "held."))
        #expect(
            steps.contains(
                "  Column 2 is served: it gives back 31.33; columns 1, 3 gain the larger of "
                    + "31.33 and the 14 held over it, 31.33 each, taken from it; what is left, 0, "
                    + "is shared: 0 more to each of the columns still waiting (1, 3)."))
    }

    // Nothing offered: `[30x10, 20x10] [100x10 span 2]`: the span holds 100 − 58 = 42 on
    // its columns; at the end neither is 0 wide, so each gets 21.
    @Test func aHeldShortfallSpreadInWords() throws {
        let fixed = { (w: Double, h: Double, span: Int) in
            EagerCell(.sized(width: .fixed(w), height: .fixed(h)), span: span)
        }
        let grid = EagerGrid(
            rows: [EagerRow([fixed(30, 10, 1), fixed(20, 10, 1)]), EagerRow([fixed(100, 10, 2)])],
            unspecifiedWidth: true)
        let steps = try grid.layout().steps.map(EagerTraceStepText.sentence)
        #expect(
            steps.contains(
                "  row 2 cell 1 answered 100, 42 more than its columns and what is held on them "
                    + "(58): columns 1, 2 hold 42 for it, spread at the end."))
        #expect(steps.contains("42 still held on columns 1, 2: 21 more to columns 1, 2."))
    }

    @Test func textbookDifferencesInWords() throws {
        let grid = LazyGrid(items: [K.flexible(min: 50), K.flexible(min: 120)], proposed: 200)
        let reason = TextbookLayout(grid: grid).difference(for: 0, in: try grid.layout())
        #expect(reason.map(TextbookText.reason)?.contains("laid itself out again at 224") == true)
        let order = LazyGrid(items: [K.flexible(min: 150), K.flexible()], proposed: 200)
        let second = TextbookLayout(grid: order).difference(for: 1, in: try order.layout())
        #expect(
            second.map(TextbookText.reason)?.contains(
                "item 1 took 150 first, so item 2 was proposed 42") == true)
    }
}
