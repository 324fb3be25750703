import Testing

@testable import LayoutKernel

/// Issue 29: no flag rests on a cell size the trainer guessed (a `Text` read from source is
/// drawn at the natural size, filling its column, which it would not do in SwiftUI).
@Suite("Flags: none rests on a guessed cell")
struct GuessedCellFlagTests {
    func hidden(_ grid: LazyGrid) throws -> [Diagnostic] {
        try grid.layout().diagnostics().filter { $0.code == .hiddenAlignment }
    }

    /// Two flexible items at 200 (96 + 8 + 96), the first `.leading`, four cells that fill
    /// their 96-wide slots: the item's alignment is hidden, and so is a `trailing` grid's
    /// (item 2's cells follow it). When the cells' sizes are guessed, neither is flagged; when
    /// only item 2's are, only the grid's goes.
    @Test func hiddenAlignmentNeedsCellsOfKnownSize() throws {
        var grid = LazyGrid(
            items: [GridItem(alignment: .leading), GridItem()], proposed: 200,
            alignment: .trailing, cellCount: 4)
        #expect(try hidden(grid).map(\.items) == [[0], [1]])
        grid.guessedCells = [0, 1, 2, 3]
        #expect(try hidden(grid).isEmpty)
        // Cells 2 and 4 (0-based 1, 3) are item 2's.
        grid.guessedCells = [1, 3]
        #expect(try hidden(grid).map(\.items) == [[0]])
        grid.guessedCells = [0]
        #expect(try hidden(grid).map(\.items) == [[1]])
    }
}
