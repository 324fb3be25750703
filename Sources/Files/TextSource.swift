import CommandLanguage

/// Lines given in memory: `-c` arguments and tests.
package struct TextSource: LineSource {
    private var lines: [String]
    private var index = 0
    package let name: String?
    package let lineOffset: Int

    package init(_ text: String, name: String? = nil, lineOffset: Int = 0) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.name = name
        self.lineOffset = lineOffset
    }

    /// How many lines the source holds (the next `-c` argument's `lineOffset` adds them).
    package var count: Int { lines.count }

    package mutating func nextLine() -> SourceLine? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return .text(lines[index])
    }
}
