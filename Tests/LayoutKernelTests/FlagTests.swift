import Testing

@testable import LayoutKernel

@Suite("Flags: competition and hidden-alignment")
struct FlagTests {
    func flags(_ grid: LazyGrid, _ code: Diagnostic.Code) throws -> [Diagnostic] {
        try grid.layout().diagnostics().filter { $0.code == code }
    }

    func flags(_ items: [GridItem], _ proposed: Double, _ code: Diagnostic.Code) throws
        -> [Diagnostic]
    {
        try flags(LazyGrid(items: items, proposed: proposed), code)
    }

    // Issue 9.2's bug. adaptive(100), adaptive(100), flexible(min 0) at 150: 150 − 16 = 134 left,
    // minimums 100 + 100 + 0 = 200 > 134 — but the flexible item has minimum 0, so it pays
    // nothing and does not compete, and two adaptive items alone never compete. Each adaptive item
    // gets 134 / 3 = 44.67 < 100, which `squeezed` reports instead.
    @Test func twoAdaptiveItemsAndAFlexibleOfMinimumZeroDoNotCompete() throws {
        let items = [adaptive(100), adaptive(100), flexible(min: 0)]
        #expect(try flags(items, 150, .competition).isEmpty)
        #expect(try flags(items, 150, .squeezed).map(\.items) == [[0], [1]])
    }

    // flexible(min 0) + flexible(min 100) at 100: 92 left < 0 + 100, but only one item has a
    // minimum above 0: no competition. Item 2 is proposed 92 − 46 = 46 and takes 100: squeezed.
    @Test func oneItemWithAMinimumDoesNotCompeteAlone() throws {
        let items = [flexible(min: 0), flexible(min: 100)]
        #expect(try flags(items, 100, .competition).isEmpty)
        #expect(try flags(items, 100, .squeezed).map(\.items) == [[1]])
    }

    // Two adaptive items with large minimums, no flexible: never a competition.
    @Test func twoAdaptiveItemsNeverCompete() throws {
        #expect(try flags([adaptive(150), fixed(50), adaptive(150)], 200, .competition).isEmpty)
    }

    // flexible(min 0), flexible(min 100), flexible(min 100) at 200: 200 − 16 = 184; item 1 (not a
    // competitor) is proposed 184 / 3 = 61.33 and takes it; 184 − 61.33 = 122.67 is left when item
    // 2, the first competitor, is served. Minimums 200 > 122.67. Item 2 is proposed 61.33 and
    // takes 100 (served first, it does not pay); 22.67 is left, item 3 is proposed 22.67, takes its
    // minimum 100 and is pushed out: item 3 pays.
    @Test func whatIsLeftWhenTheFirstCompetitorIsServed() throws {
        let found = try flags(
            [flexible(min: 0), flexible(min: 100), flexible(min: 100)], 200, .competition)
        #expect(found.map(\.items) == [[1, 2]])
        guard
            case .competition(
                let competitors, let minimums, let total, let left, let before, let payers) =
                found.first?.detail
        else {
            Issue.record("no competition flag")
            return
        }
        #expect(competitors == [1, 2] && minimums == [100, 100] && total == 200)
        #expect(Tolerance.equal(left, 184 - 184.0 / 3))
        #expect(before == [0] && payers == [2])
    }

    // flexible(min 100), adaptive(100), flexible(min 100) at 200: 184 left < 300. Item 1 is
    // proposed 61.33 and takes 100; item 2 is proposed 84 / 2 = 42 and gets 42 < 100 (pays); item
    // 3 is proposed 42 and takes 100, pushed out (pays). Item 1, served first, pays nothing.
    @Test func everyLaterItemThatGetsTooLittlePays() throws {
        let found = try flags(
            [flexible(min: 100), adaptive(100), flexible(min: 100)], 200, .competition)
        #expect(found.first?.items == [0, 1, 2])
        #expect(
            found.first?.detail
                == .competition(
                    competitors: [0, 1, 2], minimums: [100, 100, 100], total: 300, left: 184,
                    servedBefore: [], payers: [1, 2]))
    }

    // flexible(min 92) + adaptive(100) at 200: 192 left = 92 + 100 exactly: no competition
    // (the sum must exceed what is left). Item 1 gets 96, item 2 gets 96 < 100: squeezed only.
    @Test func minimumsThatExactlyFitDoNotCompete() throws {
        #expect(try flags([flexible(min: 92), adaptive(100)], 200, .competition).isEmpty)
        #expect(
            try flags([flexible(min: 92), adaptive(100)], 200, .squeezed).map(\.items) == [[1]])
    }

    // Two flexible at 200 (192 left, 96 each) in 2 lines: each track 96 × 30. Item 1 is aligned
    // topLeading, but cells 1 and 3 (its track) have no size of their own: they fill their 96 × 30
    // slots, so the alignment changes nothing. The hint sizes cell 1 at half its slot: 48 × 15.
    @Test func hiddenAlignmentWhenEveryCellFills() throws {
        let grid = LazyGrid(
            items: [GridItem(alignment: .topLeading), GridItem()], proposed: 200, cellCount: 4)
        let found = try flags(grid, .hiddenAlignment)
        #expect(found.map(\.items) == [[0]])
        #expect(
            found.first?.detail
                == .hiddenItemAlignment(
                    item: 0, alignment: .topLeading, cells: 2, cell: 0, width: 48, height: 15))
    }

    // The same grid with cell 3 (index 2, track 1 → item 1) sized 50 × 20 in its 96 × 30 slot:
    // topLeading puts it at (0, 38) rather than centre's (23, 43): the alignment shows, no flag.
    @Test func hiddenAlignmentIsNotRaisedWhenACellHasRoom() throws {
        let grid = LazyGrid(
            items: [GridItem(alignment: .topLeading), GridItem()], proposed: 200, cellCount: 4,
            cellContents: [2: CellContent(width: 50, height: 20)])
        #expect(try flags(grid, .hiddenAlignment).isEmpty)
        #expect(try grid.layout().cells()[2].content == Rect(x: 0, y: 38, width: 50, height: 20))
    }

    // A cell 20 tall in a line made 30 tall by its neighbour (natural 30): 96 × 20 in 96 × 30,
    // so alignment top moves it up by 5 from the centre: not hidden.
    @Test func hiddenAlignmentIsNotRaisedForAShorterCell() throws {
        let grid = LazyGrid(
            items: [GridItem(alignment: .top), GridItem()], proposed: 200, cellCount: 2,
            cellContents: [0: CellContent(height: 20)])
        #expect(try flags(grid, .hiddenAlignment).isEmpty)
    }

    // A cell whose own size equals its slot (96 × 30 in 96 × 30) fills it too: flagged.
    @Test func aCellSizedLikeItsSlotFillsIt() throws {
        let grid = LazyGrid(
            items: [GridItem(alignment: .bottom), GridItem()], proposed: 200, cellCount: 1,
            cellContents: [0: CellContent(width: 96, height: 30)])
        #expect(try flags(grid, .hiddenAlignment).map(\.items) == [[0]])
    }

    // Center (explicit or nil) is never flagged; nor is an item with no cells in its tracks
    // (1 cell, 2 tracks: item 2 has none).
    @Test func hiddenAlignmentIsNotRaisedForCenterOrNoCells() throws {
        #expect(
            try flags(
                LazyGrid(
                    items: [GridItem(alignment: .center), GridItem()], proposed: 200, cellCount: 4),
                .hiddenAlignment
            ).isEmpty)
        #expect(
            try flags(
                LazyGrid(
                    items: [GridItem(), GridItem(alignment: .leading)], proposed: 200,
                    cellCount: 1),
                .hiddenAlignment
            ).isEmpty)
    }

    // The seed anatomy (cells 5 and 6 sized 50 tall and 100 × 30): item 1 (top) holds cells 1 and
    // 4, which fill their 100 × 30 and 100 × 50 slots: hidden. Item 3 (bottomTrailing) holds
    // cell 6, 100 × 30 in a 150 × 50 slot: it shows. Item 2 is center.
    @Test func anatomyHidesItemOnesAlignmentOnly() throws {
        let grid = LazyGrid(
            items: [
                fixed(100, spacing: 10, alignment: .top),
                fixed(250, spacing: 30, alignment: .center),
                fixed(150, spacing: 10, alignment: .bottomTrailing),
            ], proposed: 700, lineSpacing: 20, cellCount: 6,
            cellContents: [4: CellContent(height: 50), 5: CellContent(width: 100, height: 30)])
        let found = try flags(grid, .hiddenAlignment)
        #expect(found.map(\.items) == [[0]])
        #expect(
            found.first?.detail
                == .hiddenItemAlignment(
                    item: 0, alignment: .top, cells: 2, cell: 0, width: 50, height: 15))
    }
}
