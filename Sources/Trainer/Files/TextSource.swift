/// Lines given in memory: `-c` arguments and tests.
struct TextSource: LineSource {
    private var lines: [String]
    private var index = 0
    let name: String?
    let lineOffset: Int

    init(_ text: String, name: String? = nil, lineOffset: Int = 0) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.name = name
        self.lineOffset = lineOffset
    }

    /// How many lines the source holds (the next `-c` argument's `lineOffset` adds them).
    var count: Int { lines.count }

    mutating func nextLine() -> (text: String?, error: String?)? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return (lines[index], nil)
    }
}
