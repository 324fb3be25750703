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
        // The fixed cell first: (400 − 8) / 2 = 196 for both columns; it answers 300 × 30.
        #expect(
            steps.contains(
                "Next, row 2 cell 1 (priority 0, 0 axes without limit, flexibility 0). Width: "
                    + "(392 − 0 committed) / 2 = 196 for the open columns 1, 2."))
        #expect(steps.contains("  row 2 cell 1: offered 196 × unspecified, answers 300 × 30."))
        // Nothing is committed (both columns still hold a fill): the fills share 196 again;
        // column 1's is offered the larger of 196 and its 300.
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
    // height offered, is served after the other fixed cells, and the step says why.
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
            steps.contains {
                $0.hasPrefix(
                    "Next, row 2 cell 1 (priority 0, 0 axes without limit, flexibility 0, "
                        + "unsized along an offered axis: after the sized ones). Width: "
                        + "(192 − 40 committed) / 1 = 152")
            })
        #expect(steps.contains("  row 2 cell 1: offered 152 × 10, answers 10 × 50."))
    }

    // d55 (measured; numbers worked in EagerSpacerRowTests): row 1 holds a Spacer beside the
    // sized 20x10, so the fill in row 3 gains 64 / 2 rows without a Spacer / 1 open row = 32
    // on its share 14: offered 46.
    @Test func aSpacersRowLendingInWords() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    EagerCell(.spacer), EagerCell(.sized(width: .fixed(20), height: .fixed(10))),
                    EagerCell(.half),
                ]),
                .fullWidth(EagerCell(.sized(width: .range(low: 0, high: 60), height: .fixed(40)))),
                EagerRow([EagerCell(.half, span: 3, priority: -1), .fill]),
            ], containerHeight: 80, unspecifiedWidth: true)
        let steps = try grid.layout().steps.map(EagerTraceStepText.sentence)
        #expect(
            steps.contains(
                "  row 3 cell 4: a row with a Spacer beside a cell of this priority that is "
                    + "sized lends it 64 / 2 rows without a Spacer / 1 open = 32 more height "
                    + "(measured)."))
        #expect(steps.contains("  row 3 cell 4: offered unspecified × 46, answers 10 × 46."))
    }

    // d53 (measured; numbers worked in EagerFirstFullWidthTests): the full-width 20x40 is
    // measured first at 150, beside the 20x40 span of its group; it lends the fill the 130 it
    // left, and its 12 goes 4 to each column while the span spreads nothing.
    @Test func aFirstFullWidthViewLendingInWords() throws {
        let grid = EagerGrid(
            rows: [
                .fullWidth(EagerCell(.sized(width: .fixed(20), height: .fixed(40)))),
                EagerRow([
                    EagerCell(.sized(width: .fill, height: .fill), unsized: .vertical),
                    EagerCell(
                        .sized(width: .fixed(20), height: .fixed(40)), span: 2,
                        unsized: .vertical),
                ]),
            ], proposed: 150, verticalSpacing: 0)
        let steps = try grid.layout().steps.map(EagerTraceStepText.sentence)
        #expect(
            steps.contains(
                "row 1 cell 1, a full-width view measured first beside a span of its group, was "
                    + "offered 150 and answered 20: the 130 it left is added to what later "
                    + "groups share, 142 + 130 = 272 (measured)."))
        #expect(
            steps.contains(
                "  row 1 cell 1 is 12 wider than its columns: 4 more to columns 1, 2, 3 (a "
                    + "full-width view measured first: every column alike, as when all were 0 "
                    + "wide)."))
        #expect(
            steps.contains(
                "  row 2 cell 2 is 12 wider than its columns: spread nowhere: the full-width "
                    + "view measured first in its group spread for it."))
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
