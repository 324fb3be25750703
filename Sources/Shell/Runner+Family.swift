import CommandLanguage
import GridModel

/// Which commands run while which grid family is shown.
extension Runner {
    /// Throws unless `spec` applies to the family `session` shows, with the command's own hint
    /// when it has one. Asked once per command, before it runs, whatever its route. `session`
    /// is only read; it is `inout` so the check reads it in place (see `runCommand`).
    static func requireFamily(of spec: CommandSpec, shownIn session: inout Session)
        throws(CommandError)
    {
        let shown = session.family
        guard spec.families.contains(shown) else {
            throw CommandError.model(.otherFamily(shown: shown, hint: spec.otherFamilyHint))
        }
    }

    /// Checks `edit` against the family `session` shows (its command's `spec`), then makes it,
    /// kept for undo and redo to say as `typed`. Throws, the model unchanged, when the family
    /// or the edit is wrong.
    ///
    /// Implementation note: the check and the change are one access to `Runner.session`; as
    /// two, a script line paid for a second run-time exclusivity check, about 137
    /// instructions (callgrind, `scripts/bench`).
    static func perform(
        _ edit: consuming ModelEdit, of spec: CommandSpec, typed text: ArraySlice<UInt8>,
        on session: inout Session
    ) throws(CommandError) {
        try requireFamily(of: spec, shownIn: &session)
        do {
            try session.apply(edit, described: String(decoding: text, as: UTF8.self))
        } catch {
            throw CommandError(error)
        }
    }
}
