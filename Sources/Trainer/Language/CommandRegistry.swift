/// The command language: every command's one declarative description, grouped by role.
/// `help`, completion, "did you mean" and the mode check all read this table, so adding a
/// command is one entry here plus its implementation.
enum CommandRegistry {
    /// The groups in the order `help` lists them.
    static let groups: [(title: String, specs: [CommandSpec])] = [
        ("Items", ItemCommands.specs),
        ("The grid", GridCommands.specs + ContainerCommands.specs),
        ("Looking at the layout", ViewCommands.specs),
        ("Teaching and experiments", TeachingCommands.specs + ExportCommands.specs),
        ("The eager Grid", EagerCommands.specs),
        ("Session", SessionCommands.specs),
    ]

    static let all: [CommandSpec] = groups.flatMap(\.specs)

    private static let byName: [String: CommandSpec] = {
        var table: [String: CommandSpec] = [:]
        for spec in all {
            for name in spec.names {
                precondition(table[name] == nil, "two commands are named '\(name)'")
                table[name] = spec
            }
        }
        return table
    }()

    /// Every word that starts a command, aliases included.
    static let names: [String] = all.flatMap(\.names)

    static func spec(named name: Substring) -> CommandSpec? { byName[String(name)] }
}
