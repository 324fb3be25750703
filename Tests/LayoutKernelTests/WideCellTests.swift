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
            flags.first?.message
                == "cell 2 (item 2) is 500 wide in a 70-wide slot: it spills 215 past its leading edge and 215 past its trailing edge, over its neighbours (SwiftUI does not clip it)"
        )
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
            flags.map(\.message) == [
                "cell 2 (item 2) is 500 tall in a 70-tall slot: it spills 430 past its bottom edge, over its neighbours (SwiftUI does not clip it)"
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
