import LayoutKernel
import Words

/// A limit of the trainer (`Limits`) that a command would cross: a model larger than the
/// trainer draws, a sweep too long, a command that reads too much. Each case is named after the
/// limit and where it was met, and carries the numbers: the value where it is known and the
/// limit's maximum. Nothing changes when one is thrown.
package enum LimitError: Error, Equatable, CustomStringConvertible {
    // The model the session would hold (every model is checked: commands, files, Swift source).

    /// A lazy grid with this many items.
    case items(Int, maximum: Int)
    /// A lazy grid with this many cells.
    case cells(Int, maximum: Int)
    /// Adaptive items that make this many tracks at the width shown.
    case tracks(Int, maximum: Int)
    /// An eager Grid with this many rows.
    case rows(Int, maximum: Int)
    /// An eager Grid with this many cells in all its rows.
    case gridCells(Int, maximum: Int)
    /// A cell spanning more columns than the trainer draws (`columns`, its maximum).
    case span(Int, columns: Int)
    /// A container chain with this many steps.
    case chainSteps(Int, maximum: Int)
    /// A chain edit that would leave the chain this many steps long.
    case chainEdit(Int, maximum: Int)

    // A command line.

    /// `row add …` with more cells than the trainer draws columns.
    case rowCells(maximum: Int)
    /// A sweep of this many steps (counted in Double: a tiny step must not trap).
    case sweepSteps(Double, maximum: Int)

    // A saved layout file, read line by line (it stops at the first line over the maximum).

    /// More `lazy.item` lines than a grid holds items.
    case savedItems(maximum: Int)
    /// More `eager.row` lines than a Grid holds rows.
    case savedRows(maximum: Int)
    /// More `eager.cell` lines than a Grid holds cells.
    case savedCells(maximum: Int)
    /// More chain steps than a chain holds.
    case savedChainSteps(maximum: Int)
    /// A saved cell's span outside 1…`columns`.
    case savedSpan(Int, columns: Int)

    // The budgets of one top-level command.

    /// A lesson read past the bytes one command may read.
    case lessonBytes(path: String, maximum: Int)
    /// A lesson file longer than a lesson.
    case lessonLines(path: String, maximum: Int)
    /// A paste that did not end.
    case pasteLines(maximum: Int)
    /// More `source`d files than one command runs.
    case sourcedFiles(maximum: Int)
    /// More files than one `export html` reads.
    case exportedFiles(maximum: Int)
    /// Scripts that ran more lines or bytes for one command than one command runs.
    case scriptOverrun(CommandBudget.Overrun)

    package var description: String {
        switch self {
        case .items(_, let maximum):
            "a grid of more than \(maximum) items is more than the trainer draws;"
                + " expected at most \(maximum)"
        case .cells(let count, let maximum):
            "\(count) cells is too many; expected at most \(maximum)"
        case .tracks(let count, let maximum):
            "this makes \(count) tracks; the trainer draws at most \(maximum)"
                + " (raise the adaptive minimum or lower the width)"
        case .rows(_, let maximum):
            "a Grid of more than \(maximum) rows is more than the trainer draws;"
                + " expected at most \(maximum)"
        case .gridCells(let count, let maximum):
            "a Grid of \(count) cells is too many; expected at most \(maximum)"
        case .span(let span, let columns):
            "a span of \(span) is more than the \(columns) columns the trainer draws"
        case .chainSteps(let count, let maximum):
            "a chain of \(count) steps; expected at most \(maximum)"
        case .chainEdit(_, let maximum):
            "a chain of more than \(maximum) steps; expected at most \(maximum)"
        case .rowCells(let maximum):
            "more than \(maximum) cells in a row; expected at most \(maximum)"
        case .sweepSteps(let count, let maximum):
            "the sweep has \(NumberText.format(count)) steps; expected at most \(maximum)"
                + " (use a larger step)"
        case .savedItems(let maximum): "more than \(maximum) items; expected at most \(maximum)"
        case .savedRows(let maximum): "more than \(maximum) rows; expected at most \(maximum)"
        case .savedCells(let maximum):
            "more than \(maximum) cells in the Grid; expected at most \(maximum)"
        case .savedChainSteps(let maximum):
            "more than \(maximum) steps in a chain; expected at most \(maximum)"
        case .savedSpan(let span, let columns):
            "a span of \(span); expected 1 to \(columns), the columns the trainer draws"
        case .lessonBytes(let path, let maximum):
            "\(path): more than \(maximum) bytes read for one command; expected smaller lessons"
        case .lessonLines(let path, let maximum):
            "\(path): more than \(maximum) lines; expected a lesson, not a data file"
        case .pasteLines(let maximum):
            "paste: more than \(maximum) lines; end a paste with a blank line or 'end'"
        case .sourcedFiles(let maximum):
            "source: more than \(maximum) files for one command (files that source each other?);"
                + " expected fewer"
        case .exportedFiles(let maximum):
            "export html: more than \(maximum) files for one command; expected no cycle"
        case .scriptOverrun(let overrun):
            "more than \(overrun.words) ran for one command (files that source each other?);"
                + " expected a smaller script"
        }
    }
}
