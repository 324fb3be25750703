/// A lazy grid the kernel has checked: made only by `init`, which validates, and changed only
/// by the replacements that check what they change, so laying it out cannot fail. The
/// trainer holds its model as one of these after every edit.
public struct ValidLazyGrid: Hashable, Sendable {
    /// The grid, known to be valid.
    public private(set) var grid: LazyGrid

    /// Checks `grid` (see `LazyGrid.validate`).
    public init(_ grid: LazyGrid) throws(LayoutError) {
        try grid.validate()
        self.grid = grid
    }

    /// Gives the grid a container of another size, in place. Only what that changes is checked
    /// (the size, and what the chain then offers): a script that sets the width on every line
    /// checks one number per line, not every item again. On an error the grid is unchanged.
    public mutating func replaceContainer(_ container: Double) throws(LayoutError) {
        let old = grid.container
        grid.container = container
        do throws(LayoutError) {
            try grid.validateContainer()
        } catch {
            grid.container = old
            throw error
        }
    }

    /// Replaces item `index` (0-based), in place; only the new item is checked. Returns false
    /// (and changes nothing) when there is no such item; on an error the grid is unchanged.
    @discardableResult
    public mutating func replaceItem(at index: Int, with item: GridItem) throws(LayoutError) -> Bool
    {
        guard grid.items.indices.contains(index) else { return false }
        try item.validate(index: index)
        grid.items[index] = item
        return true
    }

    /// Both passes, tracks, cells and assumptions; `tracing` records the steps for `explain`.
    public func layout(tracing: Bool = false) -> LazyGridLayout {
        LazyGridLayout(grid: grid, tracing: tracing)
    }
}
