/// Splits a command line into words, keeping Swift syntax (`GridItem(...)`, `[...]`) as the
/// raw rest of the line so its own parser can read it.
struct Lexer {
    private(set) var words: [Substring]
    private let line: Substring
    private var starts: [Substring.Index]
    private(set) var position = 0

    init(_ line: Substring) {
        self.line = line
        var words: [Substring] = []
        var starts: [Substring.Index] = []
        var index = line.startIndex
        while index < line.endIndex {
            if line[index].isWhitespace {
                index = line.index(after: index)
                continue
            }
            let start = index
            while index < line.endIndex && !line[index].isWhitespace { index = line.index(after: index) }
            words.append(line[start..<index])
            starts.append(start)
        }
        self.words = words
        self.starts = starts
    }

    var atEnd: Bool { position >= words.count }
    var peek: Substring? { atEnd ? nil : words[position] }

    mutating func next() -> Substring? {
        guard !atEnd else { return nil }
        defer { position += 1 }
        return words[position]
    }

    /// The unread part of the line, verbatim, and consumes it.
    mutating func rest() -> Substring {
        guard !atEnd else { return "" }
        defer { position = words.count }
        return line[starts[position]...]
    }

    mutating func require(_ what: String) throws(CommandError) -> Substring {
        guard let word = next() else { throw .missing(what) }
        return word
    }

    func expectEnd(after: String) throws(CommandError) {
        if let word = peek { throw .unexpected(String(word), after: after) }
    }
}
