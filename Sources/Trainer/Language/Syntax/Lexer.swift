/// Splits a command line into words, keeping Swift syntax (`GridItem(...)`, `[...]`) as the
/// raw rest of the line so its own parser can read it.
struct Lexer {
    private(set) var words: [Substring]
    private let line: Substring
    private var starts: [Substring.Index]
    private(set) var position = 0

    /// Words are separated by spaces and tabs. Scanned as UTF-8 bytes: splitting on ASCII
    /// never cuts a character, and it is many times faster than `Character.isWhitespace`.
    init(_ line: Substring) {
        self.line = line
        var words: [Substring] = []
        var starts: [Substring.Index] = []
        let bytes = line.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if Self.isSpace(bytes[index]) {
                bytes.formIndex(after: &index)
                continue
            }
            let start = index
            while index < bytes.endIndex && !Self.isSpace(bytes[index]) { bytes.formIndex(after: &index) }
            words.append(line[start..<index])
            starts.append(start)
        }
        self.words = words
        self.starts = starts
    }

    /// Space, tab, and the line ends a pasted line may still carry.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 || byte == 10 }

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

    /// The next word; `what` (built only when it is missing) says what was expected.
    mutating func require(_ what: @autoclosure () -> String) throws(CommandError) -> Substring {
        guard let word = next() else { throw .missing(what()) }
        return word
    }

    func expectEnd(after: String) throws(CommandError) {
        if let word = peek { throw .unexpected(String(word), after: after) }
    }
}
