import SwiftSourceReader

/// `// gridtrainer:ignore overflow` (or `// gridtrainer:ignore` for every flag) on a grid's
/// line or the line above it silences that grid in `check`, as `// swiftlint:disable:next` does.
struct IgnoreDirective: Equatable, Sendable {
    /// The flags silenced; empty: all of them.
    package var flags: Set<String>

    package static let marker = "gridtrainer:ignore"

    /// Whether the directive silences `flag`.
    func silences(_ flag: String) -> Bool { flags.isEmpty || flags.contains(flag) }

    /// The directive in a comment of `line`, if any.
    package static func parse(_ line: Substring) -> IgnoreDirective? {
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

    /// The directive for `grid`: on the line its call starts on or the one above (both merged
    /// when both have one).
    static func forGrid(_ grid: FoundGrid) -> IgnoreDirective? {
        let found = [grid.firstLine, grid.lineAbove].compactMap { parse($0[...]) }
        guard !found.isEmpty else { return nil }
        if found.contains(where: { $0.flags.isEmpty }) { return IgnoreDirective(flags: []) }
        return IgnoreDirective(flags: found.reduce(into: Set<String>()) { $0.formUnion($1.flags) })
    }
}
