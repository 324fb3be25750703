import CommandLanguage
import GridModel

/// Which commands run while which grid family is shown.
extension Runner {
    /// Throws unless a command of `spec`'s family runs while `mode` is shown, with the
    /// command's own hint when it has one.
    static func requireFamily(of spec: CommandSpec, shown mode: Mode) throws(CommandError) {
        guard spec.family.allows(mode) else {
            throw CommandError.model(.wrongMode(spec.family, hint: spec.otherModeHint))
        }
    }
}
