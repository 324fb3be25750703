/// A lazy grid the kernel has checked: made only by `init`, which validates, so laying it out
/// cannot fail. The trainer holds its model as one of these after every edit.
public struct ValidLazyGrid: Hashable, Sendable {
    /// The grid, known to be valid.
    public let grid: LazyGrid

    /// Checks `grid` (see `LazyGrid.validate`).
    public init(_ grid: LazyGrid) throws(LayoutError) {
        try grid.validate()
        self.grid = grid
    }

    /// Both passes, tracks, cells and assumptions; `tracing` records the steps for `explain`.
    public func layout(tracing: Bool = false) -> LazyGridLayout {
        LazyGridLayout(grid: grid, tracing: tracing)
    }
}
