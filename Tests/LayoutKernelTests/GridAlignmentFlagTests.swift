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
            found.first?.message
                == "the grid's alignment trailing changes nothing: the tracks fill the grid, and "
                + "the cells of items 1, 2 (no alignment of their own) fill their columns, so "
                + "there is nothing for it to place; to see it, give a cell a width of its own: "
                + "cell 1 width 48")
    }

    /// The same on a LazyHGrid says rows and height, and names the alignment `bottom`.
    @Test func lazyHGridWordsAreItsOwn() throws {
        let grid = LazyGrid(
            axis: .horizontal, items: [GridItem(), GridItem()], proposed: 200, alignment: .trailing,
            cellCount: 4)
        let message = try #require(try flags(grid, .hiddenAlignment).first?.message)
        #expect(message.hasPrefix("the grid's alignment bottom changes nothing"))
        #expect(message.contains("fill their rows") && message.hasSuffix("cell 1 height 48"))
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
            found.last?.message.contains("every item with cells has an alignment of its own")
                == true)
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
    /// [adaptive(50…55), flexible(max 100)] at 400: 181 used, 211 proposed → 100; free
    /// 400 − (181 + 8 + 100) = 111, centred 55.5; the slack flag names the capped item and the
    /// flexible one, capped at its maximum.
    @Test func slackNamesCappedItemsAndLeavesOutWhatOthersTook() throws {
        #expect(
            try flags(LazyGrid(items: [adaptive(50, max: 55), flexible()], proposed: 400), .slack)
                .isEmpty)
        let found = try flags(
            LazyGrid(items: [adaptive(50, max: 55), flexible(max: 100)], proposed: 400), .slack)
        #expect(found.map(\.items) == [[0, 1]])
        #expect(
            found.first?.message
                == "the tracks use 289 of the grid's 400: 111 is free; item 1's tracks are capped "
                + "at its maximum 55, so it uses 181 of its 196 and gives 15 back to the items after it"
                + " (assumption A2); "
                + "alignment center puts 55.5 before the tracks and 55.5 after them "
                + "(assumption A4)")
    }

    /// Review finding: two capped items. Item 1 (50…55) at 400 gets 196: 3 × 55 + 2 × 8 = 181,
    /// gives 15 back; item 2 is proposed 392 − 181 = 211, uses 181 and, being the last, leaves
    /// 30 free. The message used to say "leaves 15" and "leaves 30" (45 against 30 free).
    @Test func twoCappedItemsGiveBackThenLeaveFree() throws {
        let found = try flags(
            LazyGrid(items: [adaptive(50, max: 55), adaptive(50, max: 55)], proposed: 400), .slack)
        #expect(
            found.first?.message
                == "the tracks use 370 of the grid's 400: 30 is free; item 1's tracks are capped at its maximum 55, so it uses"
                + " 181 of its 196 and gives 15 back to the items after it (assumption A2); item 2's tracks are capped at its"
                + " maximum 55, so it uses 181 of its 211 and leaves 30 free (assumption A2); alignment center puts 15 before"
                + " the tracks and 15 after them (assumption A4)")
    }
}
