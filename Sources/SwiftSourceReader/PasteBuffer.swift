/// Collects pasted or typed lines until the code is complete: brackets and braces balance and
/// a blank line follows (a blank line inside an unfinished struct does not end it), or a line
/// `end`. Pure, so the shell can drive it line by line and tests can feed it lines.
package struct PasteBuffer: Sendable {
    private var scanner = SourceScanner()
    private var lines: [String] = []

    package init() {}

    /// The lines collected so far, joined with newlines (without the closing `end`).
    package var text: String { lines.joined(separator: "\n") }

    /// Whether any non-blank line has been added.
    var hasContent: Bool { lines.contains { !$0.allSatisfy(\.isWhitespace) } }

    /// Adds one line (without its newline); returns true when the paste is complete.
    package mutating func add(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace
        // `end` ends any paste; an unbalanced one then gets the parser's message on what is
        // missing.
        if trimmed == "end" { return true }
        if trimmed.isEmpty {
            if !hasContent { return false }  // blank lines before the code are not part of it
            if scanner.isBalanced { return true }
        }
        lines.append(line)
        scanner.scan(Substring(line))
        scanner.scan("\n")
        return false
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmingWhitespace: String {
        let characters = Substring(self).drop { $0.isWhitespace }
        return String(characters.reversed().drop { $0.isWhitespace }.reversed())
    }
}
