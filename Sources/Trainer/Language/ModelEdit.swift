import LayoutKernel

/// A change to the model. Item, cell and row numbers are 1-based, as typed.
enum ModelEdit: Equatable {
    case add(GridItem)
    case insert(Int, GridItem)
    case remove(Int)
    case move(Int, to: Int)
    case clear
    case set(Int, ItemEdit)
    /// `columns [...]` / `rows [...]`: replace every item, choosing the axis.
    case replaceItems([GridItem], GridAxis)
    case axis(GridAxis)
    /// `width N`, `height N`, `width DEVICE [landscape]`: the screen, whatever the grid.
    case screen(ScreenEdit)
    /// `alignment WORD`: checked against the grid's axis when applied.
    case alignment(GridAlignmentWord)
    case lineSpacing(Double?)
    case cells(Int)
    case cell(Int, CellEdit)
    /// Back to an empty LazyVGrid.
    case reset
    /// `grid` / `lazy`: switch between the eager Grid and the lazy grids.
    case mode(Mode)
    case eager(EagerEdit)
    /// `padding …`, `frame …`, `chain …`: the chain between the screen and the grid shown.
    /// (Boxed: a chain step is large, and a script's `width` lines would pay for its size.)
    indirect case chain(ChainEdit)
    /// A whole model at once: `load`, a quiz's grid.
    /// (Boxed: a model is large, and every edit would otherwise be copied at its size.)
    indirect case replace(Model)
}
