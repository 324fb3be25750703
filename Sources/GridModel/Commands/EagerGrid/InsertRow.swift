import LayoutKernel

/// `row insert N CELL…`: a GridRow at position N (one past the last adds it at the end).
struct InsertRow: EagerGridEdit {
    let number: Int
    let cells: [EagerCell]

    func change(_ grid: inout EagerGrid) throws(EditError) {
        guard number <= grid.rows.count + 1 else {
            throw .model(.noRow(number, count: grid.rows.count, insertion: true))
        }
        grid.rows.insert(EagerRow(cells), at: number - 1)
    }
}
