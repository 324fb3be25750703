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
}
