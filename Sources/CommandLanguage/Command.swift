import GridModel
import LayoutKernel

/// One parsed command: the whole command language as a closed set, in four roles. Model edits
/// and undo/redo go to the pure `Session`; queries read the model; shell commands (files,
/// reading more lines, help, quitting) are the runner's, as sqlite3 keeps its dot-commands
/// apart from SQL.
package enum Command: Equatable {
    /// Changes the model: validated, then undoable.
    case edit(ModelEdit)
    case undo, redo
    /// Reads the model and prints something; never changes it.
    case query(Query)
    /// Reads or writes files, reads more input, or steers the runner.
    case shell(ShellCommand)
}
