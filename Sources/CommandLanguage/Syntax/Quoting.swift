/// File names in the command language, written as a shell takes them: plain
/// (`open Gallery.swift`), in double quotes (`open "My App/ContentView.swift"`), or with a
/// backslash before a space, a quote, a `;`, a `#` or a backslash (`open My\ App/View.swift`).
/// A quote or a backslash also keeps `;` and `#` from ending the command, so the line is split
/// into commands by `commandEnds`, never by a plain search for `;`.
package enum Quoting {
    /// One argument read from `bytes` at `start` (spaces before it skipped): its text with the
    /// quotes and backslashes taken away, and where it ends. Nil at the end of the line; an
    /// error when a quote is not closed.
    package static func argument(_ bytes: ArraySlice<UInt8>, from start: Int) -> Result<
        (text: String, end: Int)?, Unclosed
    > {
        var index = start
        while index < bytes.endIndex && Lexer.isSpace(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return .success(nil) }
        var text: [UInt8] = []
        var quoted = false
        let opening = index
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == backslash && index + 1 < bytes.endIndex {
                text.append(bytes[index + 1])
                index += 2
                continue
            }
            if byte == quote {
                quoted.toggle()
            } else if !quoted && Lexer.isSpace(byte) {
                break
            } else {
                text.append(byte)
            }
            index += 1
        }
        guard !quoted else { return .failure(Unclosed(start: opening - bytes.startIndex)) }
        return .success((String(decoding: text, as: UTF8.self), index))
    }

    /// A quote opened at `start` (0-based in the line) and never closed.
    package struct Unclosed: Error, Equatable {
        package var start: Int
    }

    /// `name` written so that `argument` reads it back as it is: a backslash before each space,
    /// tab, quote, backslash, `;` and `#`.
    package static func escaped(_ name: some StringProtocol) -> String {
        var out = ""
        for character in name {
            if " \t\"\\;#".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// The positions (indices of `bytes`) of the `;`s that end commands and of the `#` that
    /// starts a comment, outside quotes and not after a backslash; the `#`, if any, is last.
    package static func commandEnds(_ bytes: ArraySlice<UInt8>) -> [Int] {
        var ends: [Int] = []
        var quoted = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == backslash {
                index += 2
                continue
            }
            if byte == quote {
                quoted.toggle()
            } else if !quoted && byte == semicolon {
                ends.append(index)
            } else if !quoted && byte == hash {
                ends.append(index)
                break
            }
            index += 1
        }
        return ends
    }

    /// The commands of `line`, split at its `;`s, its `#` comment left out (blank ones kept).
    package static func commands(_ line: String) -> [Substring] {
        let bytes = ArraySlice(line.utf8)
        let utf8 = line.utf8
        var result: [Substring] = []
        var start = utf8.startIndex
        for end in commandEnds(bytes) + [bytes.endIndex] {
            let stop = utf8.index(utf8.startIndex, offsetBy: end)
            result.append(line[start..<stop])
            if end < bytes.endIndex && bytes[end] == hash { break }
            if end < bytes.endIndex { start = utf8.index(after: stop) }
        }
        return result
    }

    /// The command being typed at the end of `line` (after its last `;`), for completion.
    package static func lastCommand(_ line: String) -> Substring {
        let bytes = ArraySlice(line.utf8)
        guard let last = commandEnds(bytes).last, bytes[last] == semicolon else {
            return Substring(line)
        }
        let utf8 = line.utf8
        return line[utf8.index(utf8.startIndex, offsetBy: last + 1)...]
    }

    /// The words of a command being typed, for completion: each word's text (quotes and
    /// backslashes taken away), and of the last one whether it is still in an open quote.
    /// A line that ends in a space has an empty last word.
    package static func typedWords(_ command: Substring) -> (words: [String], lastQuoted: Bool) {
        var words: [String] = []
        var current: [UInt8] = []
        var started = false
        var quoted = false
        var bytes = Array(command.utf8).makeIterator()
        while let byte = bytes.next() {
            if byte == backslash, let next = bytes.next() {
                current.append(next)
                started = true
            } else if byte == quote {
                quoted.toggle()
                started = true
            } else if !quoted && Lexer.isSpace(byte) {
                if started { words.append(String(decoding: current, as: UTF8.self)) }
                (current, started) = ([], false)
            } else {
                current.append(byte)
                started = true
            }
        }
        words.append(String(decoding: current, as: UTF8.self))
        return (words, quoted)
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let quote = UInt8(ascii: "\"")
    private static let semicolon = UInt8(ascii: ";")
    private static let hash = UInt8(ascii: "#")
}
