/// Splits a command line into words, keeping Swift syntax (`GridItem(...)`, `[...]`) as the
/// raw rest of the line so its own parser can read it.
///
/// The line is UTF-8 bytes and the words are views of them (`Word`), found as they are asked
/// for: a lexer is a slice and an index, so splitting a script line builds no String and no
/// array. Splitting on ASCII spaces never cuts a character.
package struct Lexer {
    private let line: ArraySlice<UInt8>
    /// Where the next word, or the spaces before it, start.
    private var cursor: Int

    init(_ bytes: ArraySlice<UInt8>) {
        line = bytes
        cursor = bytes.startIndex
    }

    init(_ text: some StringProtocol) { self.init(ArraySlice(text.utf8)) }

    /// Space, tab, and the line ends a pasted line may still carry.
    package static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 13 || byte == 10
    }

    /// The bounds of the next word from `index` (empty at the end of the line).
    private func nextWord(from index: Int) -> Range<Int> {
        var start = index
        while start < line.endIndex && Self.isSpace(line[start]) { start += 1 }
        var end = start
        while end < line.endIndex && !Self.isSpace(line[end]) { end += 1 }
        return start..<end
    }

    package var atEnd: Bool { nextWord(from: cursor).isEmpty }

    var peek: Word? {
        let range = nextWord(from: cursor)
        return range.isEmpty ? nil : Word(line[range])
    }

    package mutating func next() -> Word? {
        let range = nextWord(from: cursor)
        cursor = range.upperBound
        return range.isEmpty ? nil : Word(line[range])
    }

    /// The unread part of the line from its next word on, verbatim, and consumes it.
    package mutating func rest() -> Substring {
        let start = nextWord(from: cursor).lowerBound
        cursor = line.endIndex
        return Substring(String(decoding: line[start...], as: UTF8.self))
    }

    /// The next word; `what` (built only when it is missing) says what was expected.
    mutating func require(_ what: @autoclosure () -> String) throws(CommandError) -> Word {
        guard let word = next() else { throw .language(.missing(what())) }
        return word
    }

    func expectEnd(after: @autoclosure () -> String) throws(CommandError) {
        if let word = peek { throw .language(.unexpected(String(word), after: after())) }
    }
}
