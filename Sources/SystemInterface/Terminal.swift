/// Facts about the terminal the trainer runs in.
package enum Terminal {
    package static var isInteractive: Bool {
        System.isTerminal(System.standardInput) && System.isTerminal(System.standardOutput)
    }
    static var stdoutIsTerminal: Bool { System.isTerminal(System.standardOutput) }

    /// The diagram width: `--columns`, else the terminal's, else `$COLUMNS`, else 80.
    package static func columns(option: Int?) -> Int {
        if let option { return option }
        if let columns = System.terminalColumns(System.standardOutput), columns >= 20 {
            return columns
        }
        if let text = System.environment("COLUMNS"), let value = Int(text),
            (20...1000).contains(value)
        {
            return value
        }
        return 80
    }

    /// Colour only for a terminal that can show it: not with NO_COLOR set, not for TERM=dumb.
    package static func wantsColor(option: Bool) -> Bool {
        colorAllowed(
            option: option, terminal: stdoutIsTerminal, noColor: System.environment("NO_COLOR"),
            term: System.environment("TERM"))
    }

    /// The rule itself: `--no-color`, a pipe or a file, a set NO_COLOR, or TERM=dumb (or no
    /// TERM at all) each mean plain text.
    static func colorAllowed(option: Bool, terminal: Bool, noColor: String?, term: String?) -> Bool
    {
        guard option, terminal else { return false }
        if let noColor, !noColor.isEmpty { return false }
        guard let term, !term.isEmpty else { return false }
        return term != "dumb"
    }

    /// Writes to stderr as it is (no newline added): progress lines that overwrite themselves.
    package static func writeError(_ text: String, newline: Bool = true) {
        System.write(System.standardError, Array((newline ? text + "\n" : text).utf8))
    }
}
