import Testing

@testable import LayoutKernel

/// "Rows and cells" of the revised spec: a cell whose item has no alignment (nil, SwiftUI's
/// default — not `.center`) is placed within its track by the grid's alignment and centred the
/// other way (assumption A8); an item's own alignment, `.center` included, still wins.
@Suite("Cells of items with no alignment follow the grid's (A8)")
struct CellAlignmentTests {
    /// One fixed(100) track in a grid offered 300, one cell of its own size.
    func single(
        _ alignment: GroupAlignment, item: ItemAlignment? = nil, axis: GridAxis = .vertical,
        content: CellContent = CellContent(width: 40)
    ) throws -> LazyGridLayout {
        let grid = LazyGrid(
            axis: axis, items: [GridItem(.fixed(100), alignment: item)], proposed: 300,
            alignment: alignment,
            cellCount: 1, cellContents: [0: content])
        return try grid.layout()
    }

    /// Issue example 3: `LazyVGrid(columns: [GridItem(.fixed(100))], alignment: .leading)`, one
    /// 40-wide cell at 300. total₁ 100 < 300 → G = 300 (A1), grid at (300 − 300)/2 = 0; leading
    /// puts the group at 0 (A4), so the slot is x 0…100; the item has no alignment, so the
    /// grid's leading places the cell at 0 + (100 − 40) × 0 = 0 (A8). Centring it (the old
    /// model) gave 30. Vertically it fills the 30-point line: y 0.
    @Test func issueExampleLeadingGridPutsTheCellAtZero() throws {
        let result = try single(.leading)
        let cell = try #require(result.cells().first)
        #expect(result.origin == 0)
        #expect(cell.slot == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(cell.content == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(cell.content.x != 30)
        #expect(result.assumptions == [.a1, .a4, .a8])
    }

    /// Trailing: the group sits at 300 − 100 = 200 (A4) and the cell at 200 + 60 × 1 = 260.
    @Test func trailingGridPutsTheCellAtTheTrailingEdgeOfItsSlot() throws {
        let cell = try #require(try single(.trailing).cells().first)
        #expect(cell.slot.x == 200 && cell.content.x == 260)
    }

    /// Centred grid: group at 100, cell at 100 + 60 × ½ = 130 — what both readings give, so the
    /// result does not rest on A8 and does not name it.
    @Test func centredGridCentresTheCellWithoutA8() throws {
        let result = try single(.center)
        #expect(result.cells().first?.content.x == 130)
        #expect(result.assumptions == [.a1, .a4])
    }

    /// An item alignment of its own wins over the grid's, `.center` included: leading grid,
    /// item `.center`: 0 + 60 × ½ = 30; trailing grid, item `.leading`: 200 + 0 = 200. No A8.
    @Test func anItemsOwnAlignmentWins() throws {
        let centred = try single(.leading, item: .center)
        #expect(centred.cells().first?.content.x == 30)
        #expect(!centred.assumptions.contains(.a8))
        let leading = try single(.trailing, item: .leading)
        #expect(leading.cells().first?.content.x == 200)
        #expect(!leading.assumptions.contains(.a8))
    }

    /// Two fixed tracks, 100 and 50, offered 300: they use 158, and the second cell (filling)
    /// makes the line as tall (wide, for a LazyHGrid) as the natural 30.
    func pair(_ alignment: GroupAlignment, axis: GridAxis = .vertical, content: CellContent) throws
        -> LazyGridLayout
    {
        let grid = LazyGrid(
            axis: axis, items: [GridItem(.fixed(100)), GridItem(.fixed(50))], proposed: 300,
            alignment: alignment,
            cellCount: 2, cellContents: [0: content])
        return try grid.layout()
    }

    /// Centred the other way: leading LazyVGrid, a 40 × 10 cell in its 100 × 30 slot (the group
    /// at 0): x 0 by the grid's leading, y (30 − 10) / 2 = 10.
    @Test func centredAcrossTheLine() throws {
        let cell = try #require(
            try pair(.leading, content: CellContent(width: 40, height: 10)).cells().first)
        #expect(cell.slot == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(cell.content == Rect(x: 0, y: 10, width: 40, height: 10))
    }

    /// LazyHGrid, bottom (stored as trailing): rows 100 and 50 use 158 of a height of 300, so the
    /// group starts at 142 (A4). A 20 × 40 cell in the first row: y 142 + (100 − 40) × 1 = 202,
    /// and centred in its 30-wide column: x (30 − 20) / 2 = 5. Depends on A6 and A8.
    @Test func lazyHGridUsesTheGridsVerticalAlignmentAndCentresHorizontally() throws {
        let result = try pair(
            .trailing, axis: .horizontal, content: CellContent(width: 20, height: 40))
        let cell = try #require(result.cells().first)
        #expect(cell.slot == Rect(x: 0, y: 142, width: 30, height: 100))
        #expect(cell.content == Rect(x: 5, y: 202, width: 20, height: 40))
        #expect(result.assumptions == [.a1, .a4, .a6, .a8])
        #expect(result.grid.cellAlignment(of: result.grid.items[0]) == .bottom)
    }

    /// A cell that fills its track along the main axis (only its height is its own) is not
    /// placed by anyone along it: no A8, whatever the grid's alignment. It is centred in its line:
    /// y (30 − 10) / 2 = 10.
    @Test func aCellFillingItsTrackDoesNotNameA8() throws {
        let result = try pair(.leading, content: CellContent(height: 10))
        #expect(!result.assumptions.contains(.a8))
        #expect(result.cells().first?.content == Rect(x: 0, y: 10, width: 100, height: 10))
    }

    /// A8 is named for a cell in any line: 3 cells over one track, the third (index 2) 40 wide.
    /// It is beyond the cell count when the grid holds only 2: then nothing rests on it.
    @Test func a8FollowsTheCellsTrackAndCount() throws {
        let items = [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .center)]
        // Index 2 is in track 0 (2 % 2), the item with no alignment.
        var grid = LazyGrid(
            items: items, proposed: 300, alignment: .trailing, cellCount: 3,
            cellContents: [2: CellContent(width: 40)])
        #expect(try grid.layout().assumptions.contains(.a8))
        grid.cellCount = 2
        #expect(try !grid.layout().assumptions.contains(.a8))
        // Index 3 is in track 1, whose item has an alignment of its own.
        grid.cellCount = 4
        grid.cellContents = [3: CellContent(width: 40)]
        #expect(try !grid.layout().assumptions.contains(.a8))
    }

    @Test func theAssumptionsAreA1ToA8() {
        #expect(
            Assumption.allCases.map(\.rawValue) == ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"])
    }
}
