import LayoutKernel

/// `grid alignment A`: the Grid's alignment, for every cell without one of its own.
struct SetGridAlignment: EagerGridEdit {
    let alignment: ItemAlignment

    func change(_ grid: inout EagerGrid) throws(EditError) { grid.alignment = alignment }
}
