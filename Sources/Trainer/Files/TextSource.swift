/// Lines given in memory: `-c` arguments and tests.
struct TextSource: LineSource {
    private var lines: [String]
    private var index = 0
    let name: String?

    init(_ text: String, name: String? = nil) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.name = name
    }

    mutating func nextLine() -> (text: String?, error: String?)? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return (lines[index], nil)
    }
}
