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

/// A change to one item (`set N ...`).
enum ItemEdit: Equatable {
    /// A new size, and the spacing and alignment when the line gave them (outer nil: keep).
    case size(GridItemSize, spacing: Double?? = nil, alignment: ItemAlignment?? = nil)
    case minimum(Double)
    case maximum(Double)
    case spacing(Double?)
    case alignment(ItemAlignment?)
}

/// A change to one cell's content (`cell N ...`).
enum CellEdit: Equatable {
    case size(width: Double, height: Double)
    case width(Double)
    case height(Double)
    case fill
}

/// A check in a lesson or script (`expect ...`).
enum Expectation: Equatable {
    case widths([Double])
    case pass1([Double])
    case tracks(Int)
    case itemTracks(Int, Int)
    case itemWidth(Int, Double)
    case grid(Double)
    case origin(Double)
    case flag(Diagnostic.Code)
    case noFlag(Diagnostic.Code)
    case noFlags
    /// A1…A6 for lazy grids, G1…G5 for the eager Grid.
    case assumption(String)
    case columns([Double])
    case rows([Double])
    case size(width: Double, height: Double)
    case columnCount(Int)
    case cellFrame(row: Int, column: Int, slot: Bool, Rect)
}

/// Which model the commands edit and show.
enum Mode: String, Equatable {
    case lazy, eager
}

/// An edit of the eager Grid model. Row and cell numbers are 1-based, as typed.
enum EagerEdit: Equatable {
    case rowAdd([EagerCell])
    case rowInsert(Int, [EagerCell])
    case rowRemove(Int)
    case rowAlignment(Int, ItemAlignment?)
    case cell(row: Int, cell: Int, EagerCellEdit)
    case fullRow(EagerCell)
    case width(Double)
    case alignment(ItemAlignment)
    case horizontalSpacing(Double?)
    case verticalSpacing(Double?)
}

enum EagerCellEdit: Equatable {
    case content(EagerCell.Content)
    case span(Int)
    case anchor(ItemAlignment?)
    case columnAlignment(GroupAlignment?)
}

/// `sweep width 100...800 step 10` or `sweep 2 min 0...200`.
struct Sweep: Equatable {
    enum Parameter: Equatable {
        case proposed
        case minimum(item: Int)
        case maximum(item: Int)
        case size(item: Int)
        case spacing(item: Int)
    }
    var parameter: Parameter
    var from: Double
    var to: Double
    var step: Double
    var plot: Bool
}
