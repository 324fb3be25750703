import LayoutKernel

/// Everything undo restores: which grid family is shown, and both models.
struct Model: Hashable {
    /// The model a fresh session starts from: an empty LazyVGrid offered 375 points.
    static let defaultLazyGrid = LazyGrid(items: [], proposed: 375)

    var mode = Mode.lazy
    var lazy = Model.defaultLazyGrid
    var eager = EagerGrid()
}
