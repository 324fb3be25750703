import CommandLanguage
import GridModel

/// Which commands run while which grid family is shown.
extension Runner {
    /// Throws unless `spec` applies to the `shown` family, with the command's own hint when
    /// it has one. Asked once per command, before it runs, whatever its route.
    static func requireFamily(of spec: CommandSpec, shown: GridFamily) throws(CommandError) {
        guard spec.families.contains(shown) else {
            throw CommandError.model(.otherFamily(shown: shown, hint: spec.otherFamilyHint))
        }
    }
}
