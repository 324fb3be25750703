import LayoutKernel

/// `fullrow CELL`: a view outside any GridRow after the last row, as wide as the grid.
struct AddFullRow: EagerGridEdit {
    let cell: EagerCell

    func change(_ grid: inout EagerGrid) throws(EditError) { grid.rows.append(.fullWidth(cell)) }
}
