/// The part of a command that touches the model, kept to one access to the session.
extension Runner {
    /// Checks an edit against the grid family shown (its command's `spec`), then applies it
    /// (validated, undoable, named by its `typed` text). Throws, the model unchanged, when the
    /// family or the edit is wrong.
    ///
    /// Implementation note: static, with the session `inout`: the check and the change are
    /// one access to `Runner.session`, so a script line of edits pays for one run-time
    /// exclusivity check instead of one per read and change (see `Runner.session`).
    static func apply(
        _ edit: consuming ModelEdit, of spec: CommandSpec, typed text: ArraySlice<UInt8>,
        to session: inout Session
    ) throws(CommandError) {
        try requireFamily(of: spec, shown: session.mode)
        // Kept as typed, for undo and redo to say.
        try session.apply(edit, described: String(decoding: text, as: UTF8.self))
    }

    /// Throws unless a command of `spec`'s family runs while `mode` is shown, with the
    /// command's own hint when it has one.
    static func requireFamily(of spec: CommandSpec, shown mode: Mode) throws(CommandError) {
        guard spec.family.allows(mode) else {
            throw CommandError.wrongMode(spec.family, hint: spec.otherModeHint)
        }
    }
}
