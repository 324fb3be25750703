import LayoutKernel

/// A value of the source that decides the grid (its tracks or what it is offered) and could
/// not be evaluated: which one, as data. `ValueHintText` words it (`the LazyVGrid's spacing`).
package enum DecidingValue: Equatable, Sendable {
    /// A lazy grid's `columns:` or `rows:`.
    case lazyItems(GridAxis)
    /// A lazy grid's `spacing:`.
    case lazySpacing(GridAxis)
    /// A lazy grid's `alignment:`.
    case lazyAlignment(GridAxis)
    /// An eager `Grid`'s `alignment:`.
    case gridAlignment
    /// An eager `Grid`'s `horizontalSpacing:` (`horizontal`) or `verticalSpacing:`.
    case gridSpacing(horizontal: Bool)
    /// A `GridRow`'s `alignment:`.
    case rowAlignment
    /// `.gridCellColumns(…)`.
    case cellSpan
    /// `.layoutPriority(…)` of an eager cell.
    case cellPriority
    /// `.gridColumnAlignment(…)`.
    case columnAlignment
    /// `.gridCellAnchor(…)`.
    case cellAnchor
    /// A pasted `[GridItem]` array.
    case items
    /// A padding around the grid.
    case padding
    /// A frame's argument (its label) around the grid.
    case frame(label: String)
}

/// How to supply a value the reader could not evaluate, as data: what to change in the source,
/// and the trainer command that sets the same thing. `ValueHintText` words it.
package struct ValueHint: Equatable, Sendable {
    package var fix: Fix
    package var command: Command

    package init(_ fix: Fix, _ command: Command) {
        self.fix = fix
        self.command = command
    }

    /// What to change in the source.
    package enum Fix: Equatable, Sendable {
        /// Declare the missing name (`let NAME = VALUE`) in the pasted text.
        case declareInPaste(name: String)
        /// The source itself is wrong: fix it there.
        case fixInSource
        /// The value (as written) is declared in no file of the project read: a number, or a
        /// declaration in one of its files.
        case declareInProject(written: String)
        /// The value (as written) is declared in no file read, and the project was not read:
        /// a number, or the file opened in its project.
        case openInProject(written: String)
        /// The value (as written) is only the running app's: a number for a what-if.
        case whatIf(written: String)
        /// An expression the reader does not evaluate: a number or a constant.
        case constant
    }

    /// The trainer command that sets the same thing.
    package enum Command: Equatable, Sendable {
        /// One value: `commands` (as typed; more than one when either does).
        case setIt([String])
        /// Several values: `command` (as typed).
        case setThem(String)
        /// The items: typed as trainer commands, `example` (as typed).
        case typeThem(example: String)
        /// A frame around the grid: left out, and the size along `axis` set by `command`.
        case leaveFrameOut(axis: GridAxis, command: String)
    }
}
