import LayoutKernel

/// One parsed command line: the whole command language as a closed set.
enum Command: Equatable {
    case add(GridItem)
    case insert(Int, GridItem)
    case remove(Int)
    case move(Int, to: Int)
    case clear
    case set(Int, ItemEdit)
    /// `columns [...]` / `rows [...]`: replace every item, choosing the axis.
    case replaceItems([GridItem], GridAxis)
    case axis(GridAxis)
    /// `width N` / `height N`: the proposed main size, named for the axis it belongs to.
    case proposed(Double, GridAxis)
    case alignment(GroupAlignment)
    case lineSpacing(Double?)
    case cells(Int)
    case cell(Int, CellEdit)
    case show, widths, flags
    case undo, redo, reset
    case auto(Bool)
    case help(String?)
    case quit
    case explain(Int?)
    case textbook
    case code
    case expect(Expectation)
    case save(String)
    case load(String)
    case presets
    case compare(String?)
    case source(String)
    case sweep(Sweep)
    case paste
    /// `grid` / `lazy`: switch between the eager Grid and the lazy grids.
    case mode(Mode)
    case eager(EagerEdit)
    /// `quiz [N]`: predict, then reveal.
    case quiz(Int?)

    /// Whether the command edits the model (and so is undoable and reprints in auto mode).
    var changesModel: Bool {
        switch self {
        case .add, .insert, .remove, .move, .clear, .set, .replaceItems, .axis, .proposed, .alignment, .lineSpacing,
            .cells, .cell, .reset, .load, .undo, .redo, .mode, .eager:
            true
        case .show, .widths, .flags, .auto, .help, .quit, .explain, .textbook, .code, .expect, .save, .presets, .compare,
            .source, .sweep, .paste, .quiz:
            false
        }
    }
}
