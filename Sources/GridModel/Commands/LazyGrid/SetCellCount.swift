import LayoutKernel

/// `cells N`: how many cells the grid holds; the sizes of the cells that go are forgotten.
struct SetCellCount: LazyGridEdit {
    let count: Int

    func change(_ grid: inout LazyGrid) throws(EditError) {
        guard count <= Limits.cells else { throw .limit(.cells(count, maximum: Limits.cells)) }
        grid.cellCount = count
        grid.cellContents = grid.cellContents.filter { $0.key < count }
        grid.guessedCells = grid.guessedCells.filter { $0 < count }
    }
}
