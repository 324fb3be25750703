import Testing

@testable import LayoutKernel

/// `hidden-alignment` for the grid's own alignment, and `slack` naming what capped items left.
/// The grid's alignment places the group of tracks when they leave slack (A4) and, within their
/// tracks, the cells of items with no alignment of their own (A8): it is hidden only when
/// neither can show.
@Suite("Flags: the grid's alignment and what capped items leave")
struct GridAlignmentFlagTests {
    func flags(_ grid: LazyGrid, _ code: Diagnostic.Code) throws -> [Diagnostic] {
        try grid.layout().diagnostics().filter { $0.code == code }
    }

    /// Two flexible items fill 200 (96 + 8 + 96), four cells fill their 96-wide slots, no item
    /// has an alignment: `alignment trailing` changes nothing. Half of 96 is 48.
    @Test func trailingGridWithFillingCellsIsHidden() throws {
        let grid = LazyGrid(
            items: [GridItem(), GridItem()], proposed: 200, alignment: .trailing, cellCount: 4)
        let found = try flags(grid, .hiddenAlignment)
        #expect(found.map(\.items) == [[0, 1]])
        #expect(
            found.first?.detail
                == .hiddenGridAlignment(
                    alignment: .trailing, owners: [0, 1], remedy: .cellLength(cell: 0, length: 48),
                    axis: .vertical))
    }

    /// The same on a LazyHGrid: the rows are 96 tall, half of it 48, along the horizontal axis.
    @Test func lazyHGridWordsAreItsOwn() throws {
        let grid = LazyGrid(
            axis: .horizontal, items: [GridItem(), GridItem()], proposed: 200, alignment: .trailing,
            cellCount: 4)
        #expect(
            try flags(grid, .hiddenAlignment).first?.detail
                == .hiddenGridAlignment(
                    alignment: .trailing, owners: [0, 1], remedy: .cellLength(cell: 0, length: 48),
                    axis: .horizontal))
    }

    /// Not hidden: a centred grid (nothing chosen), slack to place (two flexible capped at 50 in
    /// 200 use 108), a cell 40 wide in its 96 slot (placed by the grid: A8), or no cells.
    @Test func notHiddenWhenItCanShow() throws {
        #expect(
            try flags(
                LazyGrid(items: [GridItem(), GridItem()], proposed: 200, cellCount: 4),
                .hiddenAlignment
            ).isEmpty)
        let slack = LazyGrid(
            items: [flexible(max: 50), flexible(max: 50)], proposed: 200, alignment: .leading,
            cellCount: 4)
        #expect(try flags(slack, .hiddenAlignment).isEmpty)
        let narrow = LazyGrid(
            items: [GridItem(), GridItem()], proposed: 200, alignment: .leading, cellCount: 4,
            cellContents: [1: CellContent(width: 40)])
        #expect(try flags(narrow, .hiddenAlignment).isEmpty)
        #expect(try narrow.layout().cells()[1].content.x == 104)
        #expect(
            try flags(
                LazyGrid(
                    items: [GridItem(), GridItem()], proposed: 200, alignment: .leading,
                    cellCount: 0), .hiddenAlignment
            ).isEmpty)
    }

    /// Every item has an alignment of its own and the tracks fill the grid: the grid's alignment
    /// has nothing to place; the item alignments (not center, cells filling) are flagged too.
    @Test func everyItemAlignedByItself() throws {
        let grid = LazyGrid(
            items: [GridItem(alignment: .leading), GridItem(alignment: .center)], proposed: 200,
            alignment: .trailing,
            cellCount: 2)
        let found = try flags(grid, .hiddenAlignment)
        #expect(found.map(\.items) == [[0], []])
        #expect(
            found.last?.detail
                == .hiddenGridAlignment(
                    alignment: .trailing, owners: [], remedy: .clearItemAlignment, axis: .vertical
                ))
    }

    /// A cell taller than the others but as wide as its track does not show a LazyVGrid's
    /// horizontal alignment: still hidden.
    @Test func aTallerCellDoesNotShowTheGridsAlignment() throws {
        let grid = LazyGrid(
            items: [GridItem(), GridItem()], proposed: 200, alignment: .leading, cellCount: 2,
            cellContents: [0: CellContent(height: 50)])
        #expect(try flags(grid, .hiddenAlignment).map(\.items) == [[0, 1]])
    }

    /// Issue example 2 has no slack: the 15 the capped item left went to the flexible item.
    /// [adaptive(50…55), flexible(max 100)] at 400: item 1's share 392 / 2 = 196 makes
    /// ⌊(196 + 8) / (50 + 8)⌋ = 3 tracks capped at 55, 3 × 55 + 2 × 8 = 181, so 15 go back;
    /// 211 proposed → 100; free 400 − (181 + 8 + 100) = 111, centred 55.5; the slack flag names
    /// the capped item and the flexible one, capped at its maximum.
    @Test func slackNamesCappedItemsAndLeavesOutWhatOthersTook() throws {
        #expect(
            try flags(LazyGrid(items: [adaptive(50, max: 55), flexible()], proposed: 400), .slack)
                .isEmpty)
        let found = try flags(
            LazyGrid(items: [adaptive(50, max: 55), flexible(max: 100)], proposed: 400), .slack)
        #expect(found.map(\.items) == [[0, 1]])
        let capped = Diagnostic.CappedShare(
            item: 0, trackSize: 55, used: 181, share: 196, givenBack: 15, isLastShared: false)
        #expect(
            found.first?.detail
                == .slack(
                    used: 289, gridSize: 400, free: 111, capped: [capped], before: 55.5,
                    after: 55.5, alignment: .center, axis: .vertical))
    }

    /// Review finding: two capped items. Item 1 (50…55) at 400 gets 196: 3 × 55 + 2 × 8 = 181,
    /// gives 15 back; item 2 is proposed 392 − 181 = 211, uses 181 and, being the last, leaves
    /// 30 free (the message once said "leaves 15" and "leaves 30": 45 against 30 free). Used
    /// 181 + 8 + 181 = 370, centred: 15 before, 15 after.
    @Test func twoCappedItemsGiveBackThenLeaveFree() throws {
        let found = try flags(
            LazyGrid(items: [adaptive(50, max: 55), adaptive(50, max: 55)], proposed: 400), .slack)
        let capped = [
            Diagnostic.CappedShare(
                item: 0, trackSize: 55, used: 181, share: 196, givenBack: 15, isLastShared: false),
            Diagnostic.CappedShare(
                item: 1, trackSize: 55, used: 181, share: 211, givenBack: 30, isLastShared: true),
        ]
        #expect(
            found.first?.detail
                == .slack(
                    used: 370, gridSize: 400, free: 30, capped: capped, before: 15, after: 15,
                    alignment: .center, axis: .vertical))
    }
}
