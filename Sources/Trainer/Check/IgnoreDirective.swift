/// `// gridtrainer:ignore overflow` (or `// gridtrainer:ignore` for every flag) on a grid's
/// line or the line above it silences that grid in `check`, as `// swiftlint:disable:next` does.
struct IgnoreDirective: Equatable, Sendable {
    /// The flags silenced; empty: all of them.
    var flags: Set<String>

    static let marker = "gridtrainer:ignore"

    /// Whether the directive silences `flag`.
    func silences(_ flag: String) -> Bool { flags.isEmpty || flags.contains(flag) }

    /// The directive in a comment of `line`, if any.
    static func parse(_ line: Substring) -> IgnoreDirective? {
        guard let comment = line.firstRange(of: "//"),
            let range = line[comment.upperBound...].firstRange(of: marker)
        else { return nil }
        var flags: Set<String> = []
        for word in line[range.upperBound...].split(whereSeparator: {
            $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r"
        }) {
            guard word.allSatisfy({ $0.isLetter || $0 == "-" }) else { break }
            flags.insert(String(word))
        }
        return IgnoreDirective(flags: flags)
    }

    /// The directive for a grid whose call starts on `line` (1-based) of `lines`: on that line or
    /// the one above (both merged when both have one).
    static func forGrid(line: Int, in lines: [Substring]) -> IgnoreDirective? {
        let found = [line - 1, line - 2].filter { lines.indices.contains($0) }.compactMap {
            parse(lines[$0])
        }
        guard !found.isEmpty else { return nil }
        if found.contains(where: { $0.flags.isEmpty }) { return IgnoreDirective(flags: []) }
        return IgnoreDirective(flags: found.reduce(into: Set<String>()) { $0.formUnion($1.flags) })
    }
}
