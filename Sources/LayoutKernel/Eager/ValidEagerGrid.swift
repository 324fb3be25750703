/// An eager Grid the kernel has checked: made only by `init`, which validates, so laying it
/// out cannot fail.
public struct ValidEagerGrid: Hashable, Sendable {
    /// The Grid, known to be valid.
    public private(set) var grid: EagerGrid

    /// Checks `grid` (see `EagerGrid.validate`).
    public init(_ grid: EagerGrid) throws(LayoutError) {
        try grid.validate()
        self.grid = grid
    }

    /// Gives the Grid a container of another width, in place; only the width and what the
    /// chain then offers are checked. On an error the Grid is unchanged.
    public mutating func replaceContainer(_ container: Double) throws(LayoutError) {
        // Checked before the Grid changes, without copying it (a script sets the width a line).
        try LayoutError.check(container, .container(.vertical))
        let proposed = grid.chain.offered(container: container, along: .vertical)
        try LayoutError.check(proposed, .offeredToGrid)
        grid.container = container
    }

    /// Gives the Grid a container of another height (nil: an unspecified height), in place;
    /// only the height and what the chain then offers are checked. On an error the Grid is
    /// unchanged.
    public mutating func replaceContainerHeight(_ height: Double?) throws(LayoutError) {
        if let height {
            try LayoutError.check(height, .gridContainerHeight)
            let offered = grid.chain.offered(container: height, along: .horizontal)
            try LayoutError.check(offered, .gridContainerHeight)
        }
        grid.containerHeight = height
    }

    /// Columns, rows, cells and assumptions.
    public func layout() -> EagerGridLayout {
        EagerGridLayout(grid: grid)
    }
}
