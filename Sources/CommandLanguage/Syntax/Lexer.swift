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

    /// The next word as a file name: in quotes (`"My App/View.swift"`) or with a backslash
    /// before each space, as `Quoting` reads them; `what` names the slot for the error when
    /// the line ends first.
    package mutating func path(_ what: @autoclosure () -> Expected) throws(CommandError) -> String {
        switch Quoting.argument(line, from: cursor) {
        case .success(let found?):
            cursor = found.end
            return found.text
        case .success(nil): throw .language(.missing(what()))
        case .failure(let unclosed): throw .language(.unclosedQuote(column: unclosed.start + 1))
        }
    }

    /// The rest of the line as one file name (`source`, `play`): quoted or escaped as `path`
    /// reads it, and then nothing may follow; else the rest as it is, spaces included (so
    /// `source my lesson.grid` still reads `my lesson.grid`).
    mutating func pathToEnd(_ what: @autoclosure () -> Expected) throws(CommandError) -> String {
        let start = nextWord(from: cursor).lowerBound
        guard start < line.endIndex else { throw .language(.missing(what())) }
        let rest = line[start...]
        guard rest.contains(UInt8(ascii: "\\")) || rest.contains(UInt8(ascii: "\"")) else {
            cursor = line.endIndex
            var text = Substring(String(decoding: rest, as: UTF8.self))
            while let last = text.last, last == " " || last == "\t" || last == "\r" {
                text.removeLast()
            }
            return String(text)
        }
        let name = try path(what())
        try expectEnd(after: .fileName)
        return name
    }

    /// The next word; `what` (built only when it is missing) names the slot for the error.
    mutating func require(_ what: @autoclosure () -> Expected) throws(CommandError) -> Word {
        guard let word = next() else { throw .language(.missing(what())) }
        return word
    }

    func expectEnd(after: @autoclosure () -> CommandEnd) throws(CommandError) {
        if let word = peek { throw .language(.unexpected(String(word), after: after())) }
    }
}
