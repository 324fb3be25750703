/// A command's part that touches the model, done in one access to the session.
extension Runner {
    /// What a command did to the session, for the runner to show or to run on.
    enum Effect {
        /// An edit changed the model (or left it as it was).
        case edited
        /// Undo or redo took back or did again the edit of this text.
        case undid(String), redid(String)
        /// A query: answered by the runner, which reads what it needs from the library first.
        case query(Query)
        /// A shell command: run by the runner (files, more input, the terminal).
        case shell(ShellCommand)
    }

    /// Checks `command` against the grid family shown (its `spec`), then makes its change:
    /// an edit (undoable, named by its `typed` text), undo or redo. Queries and shell commands
    /// come back to be run. Throws, the model unchanged, when the family or the edit is wrong.
    ///
    /// Implementation note: static, with the session `inout`: the check and the change are
    /// one access to `Runner.session`, so a script line pays for one run-time exclusivity
    /// check (about 10 ns) instead of one per read and change.
    static func perform(
        _ command: consuming Command, of spec: CommandSpec, typed text: ArraySlice<UInt8>,
        on session: inout Session
    ) throws(CommandError) -> Effect {
        guard spec.family.allows(session.mode) else {
            throw CommandError.wrongMode(spec.family, hint: spec.otherModeHint)
        }
        switch consume command {
        case .edit(let edit):
            // Kept as typed; tidied only if undo or redo ever says it (most never are).
            try session.apply(edit, described: EditText(bytes: text))
            return .edited
        case .undo: return .undid(try session.undo())
        case .redo: return .redid(try session.redo())
        case .query(let query): return .query(query)
        case .shell(let command): return .shell(command)
        }
    }
}
