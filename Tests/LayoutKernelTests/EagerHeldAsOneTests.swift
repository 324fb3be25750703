import Testing

@testable import LayoutKernel

/// Rule 14 of docs/model.md's eager section (d59), its three parts worked by hand.
@Suite("Eager Grid: held columns as one, spans over committed columns, kept committed widths")
struct EagerHeldAsOneTests {
    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    // d59, 200 × 100: `[Spacer priority −1, 60x60]`, `[fill, 10...40 x 20 span 3 priority 1
    // unsized v, 0...60 x 40 span 2]`, `[Spacer span 2 priority 1]`; 8 between columns 1|2 and
    // 4|5 only: 184 left. Priority 1: the range span (columns 2–4) first, shares 184 / 4 = 46,
    // offered 138, answers 40: 20 into columns 3 and 4 (no cell of their own). (a) It also
    // covers column 2, which has a cell of its own; columns 3–4 are covered by no other span of
    // this priority and nothing still to size reaches them: they count as one. The Spacer span
    // (columns 1–2) is offered 2 × 184 / 3 + 8 = 130.67 (three open, nothing committed; the
    // model before: 2 × 46 + 8 = 100) and takes it: 61.33 to columns 1 and 2. Priority 0: the
    // 60x60 offered 61.33 answers 60. (c) Columns 1 and 2, committed during priority 1, each
    // holding a cell of its own, keep 61.33 each (the running widths) rather than the rebuilt
    // 62.67 and 60 (the Spacer span's shortfall moved into column 1), after every group.
    // (b) The `0...60 span 2`'s columns 5–6 were committed at 0 before priority 0 began: it is
    // offered their 0 (no spacing inside) and answers 0 (the model before: 92 → 60). The fill
    // is offered max((184 − 61.33 − 61.33) / 1, 61.33) = 61.33, the Spacer 61.33; the last
    // rebuild spreads the Spacer span's 130.67 − 8 − 61.33 − 60 = 1.33 evenly: 62 · 60.67, the
    // grid 62 + 8 + 60.67 + 8 = 138.67 wide, as SwiftUI draws it.
    @Test func d59TakesAllThreeParts() throws {
        let found = try MeasuredGridCase.all().first { $0.id == "d59" }
        let layout = try #require(found).grid().layout()
        let leaves = layout.cells.filter { !$0.automatic }
        #expect(abs((leaves[5].offerWidth ?? 0) - 392.0 / 3) < 1e-9)
        #expect(abs(leaves[4].offerWidth ?? 1) < 1e-9)
        #expect(abs((leaves[2].offerWidth ?? 0) - 184.0 / 3) < 1e-9)
        #expect(close(layout.columns, [62, 182.0 / 3, 0, 0, 0, 0]))
        #expect(abs(layout.width - 416.0 / 3) < 1e-9)
        let groups = layout.steps.compactMap { step -> EagerGroupStep? in
            if case .group(let group) = step { return group }
            return nil
        }
        #expect(groups.contains { $0.heldAsOne == [[2, 3]] })
        let kept = layout.steps.compactMap { step -> [Int]? in
            if case .keptCommitted(let columns, _) = step { return columns }
            return nil
        }
        #expect(kept.first == [0, 1], "\(kept)")
    }
}
