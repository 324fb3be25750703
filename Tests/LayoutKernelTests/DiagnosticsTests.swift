import Testing

@testable import LayoutKernel

@Suite("Diagnostics")
struct DiagnosticsTests {
    func flags(_ items: [GridItem], _ proposed: Double, _ code: Diagnostic.Code) throws
        -> [Diagnostic]
    {
        try layout(items, proposed).diagnostics().filter { $0.code == code }
    }

    // Measured case 2: total₁ 224 > 200. Item 2 took its minimum, so it is the one involved.
    @Test func overflowIsRaisedWhenPassOneExceedsTheContainer() throws {
        let found = try flags([flexible(min: 50), flexible(min: 120)], 200, .overflow)
        #expect(found.count == 1)
        #expect(found.first?.items == [1])
        #expect(
            found.first?.detail
                == .overflow(needed: 224, offered: 200, gridSize: 224, axis: .vertical))
    }

    // Measured case 1 fills exactly 200: no overflow.
    @Test func overflowIsNotRaisedWhenTheTracksFit() throws {
        #expect(try flags([fixed(70), adaptive(40)], 200, .overflow).isEmpty)
    }

    // Fixed 200 + 150 + 8 = 358 > 300: no item clamped, so the fixed items are named.
    @Test func overflowByFixedItemsNamesThem() throws {
        #expect(try flags([fixed(200), fixed(150)], 300, .overflow).first?.items == [0, 1])
    }

    // Pass 1: 192 / 2 = 96, 96 → 96 · 120. Pass 2 at 224: 216 / 2 = 108 → 108, then 108 → 120:
    // 108 · 120; grid starts at −12, tracks 236 wide: 12 out on the leading side,
    // −12 + 236 − 200 = 24 on the trailing side.
    @Test func secondPassReportsBothPassesAndTheOverhang() throws {
        let found = try flags([flexible(min: 50), flexible(min: 120)], 200, .secondPass)
        #expect(found.first?.items == [0])
        #expect(
            found.first?.detail
                == .secondPass(
                    gridSize: 224, pass1: [96, 120], pass2: [108, 120], used: 236, before: 12,
                    after: 24, axis: .vertical))
    }

    // The LazyHGrid twin of measured case 2 (A6): the same numbers, along the horizontal axis,
    // so that the words can say tall, top and bottom.
    @Test func aLazyHGridsFlagsCarryItsAxis() throws {
        let flags = try layout([flexible(min: 50), flexible(min: 120)], 200, axis: .horizontal)
            .diagnostics()
        #expect(
            flags.first { $0.code == .overflow }?.detail
                == .overflow(needed: 224, offered: 200, gridSize: 224, axis: .horizontal))
        #expect(
            flags.first { $0.code == .secondPass }?.detail
                == .secondPass(
                    gridSize: 224, pass1: [96, 120], pass2: [108, 120], used: 236, before: 12,
                    after: 24, axis: .horizontal))
    }

    // Fixed 100 + flexible(min 100) at 150 overflows, but pass 2 gives the same widths.
    @Test func secondPassIsNotRaisedWhenPassesAgree() throws {
        #expect(try flags([fixed(100), flexible(min: 100)], 150, .secondPass).isEmpty)
        #expect(try flags([fixed(100), flexible(min: 100)], 150, .overflow).count == 1)
    }

    // Item 2 proposed 108 in pass 2 (< 120) takes 120.
    @Test func squeezedFlexibleTookItsMinimum() throws {
        let found = try flags([flexible(min: 50), flexible(min: 120)], 200, .squeezed)
        #expect(found.map(\.items) == [[1]])
        #expect(
            found.first?.detail
                == .squeezedFlexible(item: 1, minimum: 120, proposed: 108, inPass1: false))
    }

    // Fixed 100 + adaptive 80 at 150: the adaptive item gets 150 − 100 − 8 = 42 < 80.
    @Test func squeezedAdaptiveIsNarrowerThanItsMinimum() throws {
        let found = try flags([fixed(100), adaptive(80)], 150, .squeezed)
        #expect(found.map(\.items) == [[1]])
        #expect(
            found.first?.detail
                == .squeezedAdaptive(item: 1, minimum: 80, width: 42, inPass1: false))
    }

    // Two flexible at 200 get 96 each, above minimum 10; adaptive 40 gets 122.
    @Test func squeezedIsNotRaisedWithRoomToSpare() throws {
        #expect(try flags([flexible(), flexible()], 200, .squeezed).isEmpty)
        #expect(try flags([fixed(70), adaptive(40)], 200, .squeezed).isEmpty)
    }

    // flexible(min 120) + adaptive(100) at 200: minimums 220 > 192 left. Even share 96; the
    // adaptive item is proposed 72 < 96, so it pays.
    @Test func competitionNamesTheLaterItemAsPayer() throws {
        let found = try flags([flexible(min: 120), adaptive(100)], 200, .competition)
        #expect(found.first?.items == [0, 1])
        #expect(
            found.first?.detail
                == .competition(
                    competitors: [0, 1], minimums: [120, 100], total: 220, left: 192,
                    servedBefore: [], payers: [1]))
    }

    // Flex+Fix+Flex at 150: 150 − 100 − 10 − 10 = 30 left, minimums 50 + 50 = 100 > 30; item 3
    // is proposed −20 < 15 and pays.
    @Test func competitionBetweenTwoFlexibleItems() throws {
        let items = [
            GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10), fixed(100, spacing: 10),
            GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10),
        ]
        let found = try flags(items, 150, .competition)
        #expect(found.first?.items == [0, 2])
        #expect(
            found.first?.detail
                == .competition(
                    competitors: [0, 2], minimums: [50, 50], total: 100, left: 30,
                    servedBefore: [], payers: [2]))
    }

    // Minimums 50 + 120 = 170 ≤ 192: not competing (even though the order makes it overflow).
    // Two adaptive items never compete: they take any share.
    @Test func competitionIsNotRaisedWhenMinimumsFit() throws {
        #expect(try flags([flexible(min: 50), flexible(min: 120)], 200, .competition).isEmpty)
        #expect(try flags([adaptive(200), adaptive(200)], 100, .competition).isEmpty)
    }

    // Measured case 2 reversed (120 first): 96 → 120, then 72 → 72 ≥ 50; total 200 fits.
    @Test func orderDependentFindsTheFittingOrder() throws {
        let found = try flags([flexible(min: 50), flexible(min: 120)], 200, .orderDependent)
        #expect(found.first?.items == [0, 1])
        #expect(
            found.first?.detail
                == .orderDependent(
                    shared: [0, 1], fit: .reordered([1, 0]), method: .exhaustive(permutations: 2),
                    interrupted: false, axis: .vertical))
    }

    // flexible(max 50) first: 50 · 142; reversed: 96 · 50. Widths differ, and the current fits.
    @Test func orderDependentWhenTheCurrentOrderFits() throws {
        let found = try flags([flexible(min: 0, max: 50), flexible(min: 0)], 200, .orderDependent)
        guard case .orderDependent(_, let fit, _, _, _) = found.first?.detail else {
            Issue.record("no order-dependent flag")
            return
        }
        #expect(fit == .current)
    }

    // Identical items, or unclamped ones, cannot depend on order.
    @Test func orderDependentIsNotRaisedForInterchangeableItems() throws {
        #expect(try flags([flexible(), flexible(), flexible()], 300, .orderDependent).isEmpty)
        #expect(try flags([fixed(70), adaptive(40)], 200, .orderDependent).isEmpty)
    }

    // Eight non-fixed items: beyond the exhaustive limit of 7, the method says so.
    // Flexible minimums 0, 20, …, 140 at 300: Σ minimums 560 + 7 × 8 = 616 > 300, so no order can
    // fit. Pass 1 overflows to 657 (30.5, 30.5, 40, 60, 80, 100, 120, 140 + 56); pass 2 at 657:
    // 601 / 8 = 75.125 for items 1–4 (each leaves 75.125 per item still waiting), then item 5 is
    // proposed 300.5 / 4 = 75.125 < 80 → 80, item 6 73.5 → 100, item 7 60.25 → 120, item 8
    // 0.5 → 140.
    // Reversed (the first heuristic order), item 1 is served last and draws 0: order-dependent.
    @Test func orderSearchStatesItsHeuristicForManyItems() throws {
        let items = (0..<8).map { flexible(min: Double($0) * 20) }
        let search = OrderSearch(grid: LazyGrid(items: items, proposed: 300))
        #expect(search.method == .heuristic(orders: 5))
        #expect(search.fittingOrder == nil)
        #expect(search.isDependent)
        let result = try layout(items, 300)
        #expect(result.gridSize == 657)
        #expect(result.drawnWidths == [75.125, 75.125, 75.125, 75.125, 80, 100, 120, 140])
        let reversed = try layout(items.reversed(), 300)
        #expect(reversed.drawnWidths.last == 0)
    }

    // Three non-fixed items: 3! = 6 permutations tried.
    @Test func orderSearchIsExhaustiveForFewItems() {
        let search = OrderSearch(
            grid: LazyGrid(items: [flexible(), fixed(10), flexible(), adaptive(5)], proposed: 300))
        #expect(search.method == .exhaustive(permutations: 6))
    }

    // No order fits: fixed 100 and two flexible with min 100 at 150 can never fit 100+100+100+16.
    @Test func orderSearchReportsWhenNoOrderFits() {
        let search = OrderSearch(
            grid: LazyGrid(
                items: [flexible(min: 100), fixed(100), flexible(min: 100, max: 100)], proposed: 150
            ))
        #expect(search.fittingOrder == nil)
    }

    // Two flexible capped at 50 and 60 in 300: 118 used, 182 free, centred 91 before and after.
    @Test func slackSaysHowMuchAndHowAlignmentPlacesIt() throws {
        let found = try flags([flexible(max: 50), flexible(max: 60)], 300, .slack)
        #expect(found.first?.items == [0, 1])
        #expect(
            found.first?.detail
                == .slack(
                    used: 118, gridSize: 300, free: 182, capped: [], before: 91, after: 91,
                    alignment: .center, axis: .vertical))
    }

    // Adaptive(100…120) at 300: ⌊308/108⌋ = 2 tracks of 146, capped at 120: the item uses
    // 120 + 8 + 120 = 248 of its 300 and leaves 52 (A2); no item follows, so the 52 are the
    // group's slack, centred: 26 before, 26 after (A4). One slack flag, not one per item.
    @Test func slackNamesWhatACappedAdaptiveItemLeft() throws {
        let found = try flags([adaptive(100, max: 120)], 300, .slack)
        #expect(found.map(\.items) == [[0]])
        let capped = Diagnostic.CappedShare(
            item: 0, trackSize: 120, used: 248, share: 300, givenBack: 52, isLastShared: true)
        #expect(
            found.first?.detail
                == .slack(
                    used: 248, gridSize: 300, free: 52, capped: [capped], before: 26, after: 26,
                    alignment: .center, axis: .vertical))
    }

    @Test func slackIsNotRaisedWhenTracksFillTheGrid() throws {
        #expect(try flags([fixed(70), adaptive(40)], 200, .slack).isEmpty)
        #expect(try flags([flexible(min: 50), flexible(min: 120)], 200, .slack).isEmpty)
    }

    @Test func invalidWrapsTheValidationError() {
        let flag = Diagnostic.invalid(.minimumAboveMaximum(item: 1, minimum: 50, maximum: 10))
        #expect(flag.code == .invalid && flag.items.isEmpty)
        #expect(flag.detail == .invalid(.minimumAboveMaximum(item: 1, minimum: 50, maximum: 10)))
    }

    @Test func codesAreTheSpecsStableNames() {
        #expect(
            Diagnostic.Code.allCases.map(\.rawValue) == [
                "overflow", "second-pass", "squeezed", "competition", "order-dependent", "slack",
                "invalid",
                "wide-row", "span-columns", "hidden-alignment", "wide-cell",
            ])
    }
}

@Suite("Order search can be stopped")
struct OrderSearchStopTests {
    final class Calls: @unchecked Sendable { var count = 0 }

    // Three non-fixed items: 3! = 6 orders. Stopping when asked the 3rd time leaves 2 tried.
    @Test func shouldStopEndsTheSearchEarly() {
        let calls = Calls()
        let grid = LazyGrid(
            items: [flexible(min: 50), flexible(min: 120), flexible(min: 0, max: 30)], proposed: 200
        )
        let search = OrderSearch(grid: grid) {
            calls.count += 1
            return calls.count > 2
        }
        #expect(search.interrupted)
        #expect(search.method == .exhaustive(permutations: 2))
        #expect(!OrderSearch(grid: grid).interrupted)
        #expect(OrderSearch(grid: grid).method == .exhaustive(permutations: 6))
    }

    // Measured case 2 is order-dependent (see DiagnosticsTests); stopped before any order, the
    // flag is not raised, since no other order was laid out.
    @Test func aSearchStoppedAtOnceRaisesNothing() throws {
        let result = try layout([flexible(min: 50), flexible(min: 120)], 200)
        #expect(!result.diagnostics(shouldStop: { true }).contains { $0.code == .orderDependent })
        #expect(result.diagnostics().contains { $0.code == .orderDependent })
    }
}
