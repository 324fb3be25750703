import GridModel
import SystemInterface

/// The command language: every command's one declarative description, grouped by role.
/// `help`, completion, "did you mean" and the mode check all read this table, so adding a
/// command is one entry here plus its implementation.
package enum CommandRegistry {
    /// The groups in the order `help` lists them.
    static let groups: [(title: String, specs: [CommandSpec])] = [
        ("Items", ItemCommands.specs),
        ("The grid", GridCommands.specs + ChainCommands.specs),
        ("Looking at the layout", ViewCommands.specs),
        ("Teaching and experiments", TeachingCommands.specs + ExportCommands.specs),
        ("The eager Grid", EagerCommands.specs),
        ("Session", SessionCommands.specs),
    ]

    package static let all: [CommandSpec] = groups.flatMap(\.specs)

    /// Every name and its command, by the name's first byte: finding the command of a line
    /// compares a few short byte strings, and makes or hashes no String (a script looks one up
    /// for every line).
    private static let byFirstByte: [[(name: [UInt8], spec: CommandSpec)]] = {
        var table = Array(repeating: [(name: [UInt8], spec: CommandSpec)](), count: 256)
        for spec in all {
            for name in spec.names {
                let bytes = Array(name.utf8)
                precondition(
                    !table[Int(bytes[0])].contains { $0.name == bytes },
                    "two commands are named '\(name)'")
                table[Int(bytes[0])].append((bytes, spec))
            }
        }
        return table
    }()

    /// Every word that starts a command, aliases included.
    package static let names: [String] = all.flatMap(\.names)

    package static func spec(named name: Word) -> CommandSpec? {
        guard let first = name.first else { return nil }
        for entry in byFirstByte[Int(first)]
        where entry.name.count == name.bytes.count && ByteScan.equal(name.bytes, entry.name) {
            return entry.spec
        }
        return nil
    }

    package static func spec(named name: some StringProtocol) -> CommandSpec? {
        spec(named: Word(name))
    }
}
