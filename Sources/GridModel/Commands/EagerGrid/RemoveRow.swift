import LayoutKernel

/// `row remove N`: row N goes, a GridRow or a full-width view.
struct RemoveRow: EagerGridEdit {
    let number: Int

    func change(_ grid: inout EagerGrid) throws(EditError) {
        try EagerRows.check(number, in: grid)
        grid.rows.remove(at: number - 1)
    }
}
