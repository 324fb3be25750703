import Words

/// Turns one command (already split at `;` and stripped of comments) into a `Command`, through
/// the registry. Item numbers are 1-based as typed and stay 1-based in the `Command`.
package enum CommandParser {
    /// The command and the description it was parsed by (for the mode check).
    package static func parseWithSpec(_ line: ArraySlice<UInt8>) throws(CommandError) -> (
        spec: CommandSpec, command: Command
    ) {
        var lexer = Lexer(line)
        guard let name = lexer.next() else { throw .language(.missing(.form(.command))) }
        guard let spec = CommandRegistry.spec(named: name) else {
            // `check` is a program of its own: typed here, say how to run it.
            if name == "check" { throw .language(.checkIsAProgram) }
            throw .language(
                .unknownCommand(
                    String(name),
                    suggestion: Suggestion.closest(to: String(name), among: CommandRegistry.names)))
        }
        let command = try spec.parse(&lexer)
        try lexer.expectEnd(after: .command(String(name)))
        return (spec, command)
    }

    package static func parse(_ line: some StringProtocol) throws(CommandError) -> Command {
        try parseWithSpec(ArraySlice(line.utf8)).command
    }

    /// A layout name: a file name in the state directory, so no '/' and no leading '.'.
    static func layoutName(_ lexer: inout Lexer) throws(CommandError) -> String {
        let word = try lexer.path(.form(.layoutName))
        guard word.count <= 64,
            word.allSatisfy({ $0.isLetter || $0.isNumber || "-_+.".contains($0) }),
            word.first != "."
        else {
            throw .language(.expected(.form(.layoutName), found: String(word)))
        }
        return String(word)
    }
}
