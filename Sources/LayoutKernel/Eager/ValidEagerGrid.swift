/// An eager Grid the kernel has checked: made only by `init`, which validates, so laying it
/// out cannot fail.
public struct ValidEagerGrid: Hashable, Sendable {
    /// The Grid, known to be valid.
    public let grid: EagerGrid

    /// Checks `grid` (see `EagerGrid.validate`).
    public init(_ grid: EagerGrid) throws(LayoutError) {
        try grid.validate()
        self.grid = grid
    }

    /// Columns, rows, cells and assumptions.
    public func layout() -> EagerGridLayout {
        EagerGridLayout(grid: grid)
    }
}
