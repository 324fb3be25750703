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

    /// A grid checked already, by `init` or by the replacements below.
    private init(checked grid: LazyGrid) { self.grid = grid }

    /// The grid in a container of another size. Only what that changes is checked (the size,
    /// and what the chain then offers): a script that sets the width on every line checks one
    /// number per line, not every item again.
    public func replacingContainer(_ container: Double) throws(LayoutError) -> ValidLazyGrid {
        var grid = grid
        grid.container = container
        try grid.validateContainer()
        return ValidLazyGrid(checked: grid)
    }

    /// The grid with item `index` (0-based) replaced; only the new item is checked. Nil when
    /// there is no such item.
    public func replacingItem(at index: Int, with item: GridItem) throws(LayoutError) -> ValidLazyGrid? {
        guard grid.items.indices.contains(index) else { return nil }
        try item.validate(index: index)
        var grid = grid
        grid.items[index] = item
        return ValidLazyGrid(checked: grid)
    }

    /// Both passes, tracks, cells and assumptions; `tracing` records the steps for `explain`.
    public func layout(tracing: Bool = false) -> LazyGridLayout {
        LazyGridLayout(grid: grid, tracing: tracing)
    }
}
