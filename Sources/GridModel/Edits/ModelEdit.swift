/// A change to the model, by what it touches. Each command's edit is applied by its own
/// handler type (`Commands/`, by subject), found by `ModelEdit.apply(to:)`, the one table,
/// whose switch names every case: adding an edit is one case of its kind here, one
/// `CommandSpec` that builds it, one handler file, and its line in the table.
package enum ModelEdit: Equatable {
    /// Items, cells and settings of the lazy grid (`add`, `set`, `axis`, `cells`, …).
    case lazy(LazyEdit)
    /// Rows, cells and settings of the eager Grid (`row`, `grid alignment`, …).
    case eager(EagerEdit)
    /// `padding …`, `frame …`, `chain …`: the chain between the screen and the grid shown.
    /// (Boxed: a chain step is large, and a script's `width` lines would pay for its size.)
    indirect case chain(ChainEdit)
    /// `width N`, `height N`, `width DEVICE [landscape]`: the screen, whatever the grid.
    case screen(ScreenEdit)
    /// The mode, both grids, or everything at once (`reset`, `grid`, `columns [...]`, `load`).
    case model(WholeModelEdit)
}
