import Testing

@testable import LayoutKernel

/// Issue 24: a cell larger than its slot spills over its neighbours; the flags say so.
@Suite("wide-cell")
struct WideCellTests {
    // Three fixed 70 columns at 300: tracks use 3 × 70 + 2 × 8 = 226, slack 74 centred (A4), so
    // they start at 37, 115 and 193. Cell 2 is 500 wide in its 70 slot at 115, centred (nil
    // item alignment, centred grid): x = 115 + (70 − 500) / 2 = −100. It spills
    // 115 − (−100) = 215 before and (−100 + 500) − (115 + 70) = 215 after.
    @Test func aCellWiderThanItsSlotIsFlaggedWithBothSpills() throws {
        var grid = LazyGrid(
            items: Array(repeating: GridItem(.fixed(70)), count: 3), proposed: 300, cellCount: 3)
        grid.cellContents[1] = CellContent(width: 500, height: 30)
        let flags = try grid.layout().diagnostics().filter { $0.code == .wideCell }
        #expect(flags.count == 1)
        #expect(flags.first?.items == [1])
        #expect(
            flags.first?.detail
                == .wideCell(
                    cell: 1, item: 1, length: 500, slot: 70, spillBefore: 215, spillAfter: 215,
                    axis: .vertical))
    }

    // The LazyHGrid twin: rows of fixed 70 at height 300; cell 2 is 500 tall in its 70 row.
    // Item alignment .top places it at the row's top (y = 115), so it spills only below:
    // 115 + 500 − 185 = 430.
    @Test func theLazyHGridTwinSaysTallAndBottom() throws {
        var grid = LazyGrid(
            axis: .horizontal,
            items: Array(repeating: GridItem(.fixed(70), alignment: .top), count: 3), proposed: 300,
            cellCount: 3)
        grid.cellContents[1] = CellContent(width: 30, height: 500)
        let flags = try grid.layout().diagnostics().filter { $0.code == .wideCell }
        #expect(
            flags.map(\.detail) == [
                .wideCell(
                    cell: 1, item: 1, length: 500, slot: 70, spillBefore: 0, spillAfter: 430,
                    axis: .horizontal)
            ])
    }

    // A cell exactly its slot's size, or smaller, is no flag; nor is a cell the grid does not draw.
    @Test func cellsThatFitAreNotFlagged() throws {
        var grid = LazyGrid(items: [GridItem(.fixed(70))], proposed: 300, cellCount: 2)
        grid.cellContents[0] = CellContent(width: 70, height: 30)
        grid.cellContents[1] = CellContent(width: 40, height: 300)
        grid.cellContents[5] = CellContent(width: 900, height: 30)
        #expect(try grid.layout().diagnostics().filter { $0.code == .wideCell }.isEmpty)
    }
}
