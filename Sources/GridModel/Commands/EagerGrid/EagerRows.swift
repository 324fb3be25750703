import LayoutKernel

/// The checks the eager Grid's row commands share.
enum EagerRows {
    /// Row `number` (1-based) must be one of `grid`'s.
    static func check(_ number: Int, in grid: EagerGrid) throws(EditError) {
        guard number >= 1 && number <= grid.rows.count else {
            throw .model(.noRow(number, count: grid.rows.count, insertion: false))
        }
    }
}
