import LayoutKernel

/// What a command produced, for the runner to print in text or JSON.
enum Response {
    /// The model changed; interactive mode reprints the layout when `auto` is on.
    case changed
    /// Print the layout: the diagram, the widths table, the flags, or all three.
    case layout(LazyGridLayout, LayoutPart)
    /// Print the eager Grid.
    case eager(EagerGridLayout, LayoutPart)
    case text(String)
    case explain(LazyGridLayout, item: Int?)
    case textbook(LazyGridLayout)
    case compare(before: LazyGridLayout, after: LazyGridLayout, label: String)
    case sweep(SweepResult)
    /// `source FILE`: the runner reads and runs it.
    case source(String)
    /// `paste`: the runner reads lines until a blank one.
    case paste
    /// Ask, read the answer from the same source, reveal, explain.
    case quiz(Quiz)
    case quit
    case none
}

/// Which part of the layout `show`, `widths` or `flags` asked for.
enum LayoutPart {
    case all, widths, flags
}
