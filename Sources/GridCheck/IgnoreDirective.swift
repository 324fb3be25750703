import SwiftSourceReader

/// `// gridtrainer:ignore overflow` (or `// gridtrainer:ignore` for every flag) on a grid's
/// line or the line above it silences that grid in `check`, as `// swiftlint:disable:next`
/// does: its warnings, its notes and its skip. The words are kept as written; `check` says
/// which of them are not flags.
struct IgnoreDirective: Equatable, Sendable {
    /// The flags silenced, as written; empty: all of them.
    package var flags: Set<String>
    /// The 1-based line of the comment.
    package var line = 1

    package static let marker = "gridtrainer:ignore"

    /// Whether the directive silences `flag`.
    func silences(_ flag: String) -> Bool { flags.isEmpty || flags.contains(flag) }

    /// The directive in a comment of `text`, if any. The flags are the words after the marker
    /// up to the first that does not start with a letter (`-- why`, a `:`), so a reason may
    /// follow them.
    package static func parse(_ text: Substring, line: Int = 1) -> IgnoreDirective? {
        guard let comment = text.firstRange(of: "//"),
            let range = text[comment.upperBound...].firstRange(of: marker)
        else { return nil }
        var flags: Set<String> = []
        for word in text[range.upperBound...].split(whereSeparator: {
            $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r"
        }) {
            guard word.first?.isLetter == true,
                word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
            else { break }
            flags.insert(String(word))
        }
        return IgnoreDirective(flags: flags, line: line)
    }

    /// The directive for `grid`: on the line its call starts on or the one above (both merged
    /// when both have one). The reader keeps both lines (`firstLine`, `lineAbove`) and reads
    /// no comment itself.
    static func forGrid(_ grid: FoundGrid) -> IgnoreDirective? {
        let lines = [(grid.firstLine, grid.line), (grid.lineAbove, grid.line - 1)]
        let found = lines.compactMap { text, line in parse(text[...], line: line) }
        guard let first = found.first else { return nil }
        if found.contains(where: { $0.flags.isEmpty }) {
            return IgnoreDirective(flags: [], line: first.line)
        }
        return IgnoreDirective(
            flags: found.reduce(into: Set<String>()) { $0.formUnion($1.flags) }, line: first.line)
    }
}
