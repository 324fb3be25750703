import LayoutKernel

/// The item-number checks the lazy grid's commands share (the edits in `Commands/`, and the
/// queries and teaching tools that name an item): thrown before anything changes.
package enum LazyEditor {
    /// Item `number` (1-based) must be one of `grid`'s.
    package static func check(_ number: Int, in grid: LazyGrid) throws(EditError) {
        try check(number, count: grid.items.count)
    }

    /// Item `number` (1-based) must be one of `count`.
    package static func check(_ number: Int, count: Int) throws(EditError) {
        guard number >= 1 && number <= count else {
            throw .model(.itemOutOfRange(number, count: count))
        }
    }
}
