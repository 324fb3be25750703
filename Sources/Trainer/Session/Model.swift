import LayoutKernel

/// Everything undo restores: which grid family is shown, and both models.
struct Model: Hashable {
    /// The model a fresh session starts from: an empty LazyVGrid offered 375 points.
    static let defaultLazyGrid = LazyGrid(items: [], proposed: 375)

    var mode = Mode.lazy
    var lazy = Model.defaultLazyGrid
    var eager = EagerGrid()

    /// Roughly how many bytes a snapshot of this model holds, for undo's memory budget (an
    /// overestimate: snapshots often share their arrays).
    var estimatedBytes: Int { Self.estimatedBytes(lazy: lazy, eager: eager) }

    static func estimatedBytes(lazy: LazyGrid, eager: EagerGrid) -> Int {
        256 + lazy.items.count * 48 + lazy.cellContents.count * 64 + eager.rows.reduce(0) { $0 + 32 + $1.cells.count * 64 }
    }
}
