import LayoutKernel
import Testing

@testable import Words

/// The eager Grid's steps (`explain`) say each rule 5–8 step with the numbers that make it:
/// the numbers are worked by hand in the kernel's tests of the same grids
/// (`EagerSharingTests`, `EagerGiveBackTests`).
@Suite("Eager Grid: the steps in words")
struct EagerStepWordsTests {
    func fixed(_ width: Double, _ height: Double, span: Int = 1, priority: Double? = nil)
        -> EagerCell
    {
        EagerCell(
            .sized(width: .fixed(width), height: .fixed(height)), span: span, priority: priority)
    }

    func sentences(_ grid: EagerGrid) throws -> [String] {
        try grid.layout().steps.map(EagerTraceStepText.sentence)
    }

    // At 100, no spacing: `[200x10 priority 1, 10x10, 0...100x10, 0...100x10]` over `[0x10
    // priority 1, 50x10 span 3]`. Priority 1 has one column in each row: (100 − 0) / 1 = 100.
    // Priority 0: (100 − 200) / 3 = −33.33, said with rule 5's floor (it said "= 0", which the
    // division does not give).
    @Test func aShareBelowZeroSaysItsFloor() throws {
        let range = EagerCell(.sized(width: .range(low: 0, high: 100), height: .fixed(10)))
        let grid = EagerGrid(
            rows: [
                EagerRow([fixed(200, 10, priority: 1), fixed(10, 10), range, range]),
                EagerRow([fixed(0, 10, priority: 1), fixed(50, 10, span: 3)]),
            ], proposed: 100, horizontalSpacing: 0, verticalSpacing: 0)
        let steps = try sentences(grid)
        #expect(
            steps.contains(
                "Priority 1 begins. Width: (100 − 0 taken) / 1 column in its fullest row = 100 "
                    + "available in every column."))
        #expect(
            steps.contains(
                "Priority 0 begins. Width: (100 − 200 taken) / 3 columns in its fullest row = "
                    + "-33.33, never below 0: 0 available in every column."))
    }

    // Offered nothing, no spacing: `[10x10, 0x10]`, a `30x10 span 2`, a `50x10 span 2`. The
    // second span lacks 50 − 10 − 20 = 20 more, added to the 20 already held on the same
    // columns: they hold 40, not 20 "for it".
    @Test func aShortfallAddedToOneHeldSaysTheTotal() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([fixed(10, 10), fixed(0, 10)]), EagerRow([fixed(30, 10, span: 2)]),
                EagerRow([fixed(50, 10, span: 2)]),
            ], unspecifiedWidth: true, horizontalSpacing: 0)
        let steps = try sentences(grid)
        #expect(
            steps.contains(
                "  row 3 cell 1 answered 50, 20 more than its columns and what is held on them "
                    + "(30): columns 1, 2 now hold 40 with what they held, spread at the end."))
        #expect(
            steps.contains(
                "40 still held on columns 1, 2: 40 more to column 2 (still exactly 0 wide)."))
    }

    // At 300, no spacing: `[240x10 span 2 priority 1, 0x10 priority 1]` over `[0x10 priority
    // 1, 5x10, fillx10]`. Column 2 gives back 30 − 5 = 25; the 235 held over columns 1–2 is
    // more, and is taken from the 25 though column 1 waits for nothing: 25 − 235 = −210 to
    // column 3. Before, the sentence said "gives back 25; -210 more to each", the 235 unsaid.
    @Test func aGainWithNoColumnToGoToIsSaid() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([fixed(240, 10, span: 2, priority: 1), fixed(0, 10, priority: 1)]),
                EagerRow([
                    fixed(0, 10, priority: 1), fixed(5, 10),
                    EagerCell(.sized(width: .fill, height: .fixed(10))),
                ]),
            ], proposed: 300, horizontalSpacing: 0, verticalSpacing: 0)
        let steps = try sentences(grid)
        #expect(
            steps.contains(
                "  Column 2 is served: it gives back 25; the larger of 25 and the 235 held over "
                    + "it, 235, is taken from it, though no other column of that shortfall waits; "
                    + "what is left, -210, is shared: -210 more to each of the columns still "
                    + "waiting (3)."))
    }
}
