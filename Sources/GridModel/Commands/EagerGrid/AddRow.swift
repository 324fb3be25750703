import LayoutKernel

/// `row add CELL…`: a GridRow after the last row.
struct AddRow: EagerGridEdit {
    let cells: [EagerCell]

    func change(_ grid: inout EagerGrid) throws(EditError) { grid.rows.append(EagerRow(cells)) }
}
