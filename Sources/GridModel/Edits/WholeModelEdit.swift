import LayoutKernel

/// A change to more than one part of the model at once: the grid shown, both grids, or all of
/// it. The screen stays unless the new model brings its own (`load`).
package enum WholeModelEdit: Equatable {
    /// `reset`: back to an empty LazyVGrid (and an empty Grid) on the same screen.
    case reset
    /// `grid`: show the eager Grid.
    case showEager
    /// `lazy`: show the lazy grid again, on the axis it had.
    case showLazy
    /// `columns [...]` / `rows [...]`: every item replaced, the axis chosen, the lazy grid shown.
    case replaceItems([GridItem], GridAxis)
    /// A whole model at once: `load`, a quiz's grid, a file opened.
    /// (Boxed: a model is large, and every edit would otherwise be copied at its size.)
    indirect case replace(Model)
}
