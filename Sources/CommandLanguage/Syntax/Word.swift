import SystemInterface

/// One word of a command line: a view of the line's UTF-8 bytes, made without building a
/// String. A script runs every line through the lexer, and comparing, matching and reading a
/// number from bytes is what keeps a line cheap; `text` makes the String when one is needed
/// (a name to keep, a message).
package struct Word: Hashable, CustomStringConvertible {
    package let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    package init(_ text: some StringProtocol) { bytes = ArraySlice(text.utf8) }

    /// The word as text (the line was checked to be UTF-8 before it was split).
    package var text: String { String(decoding: bytes, as: UTF8.self) }
    package var description: String { text }

    package var isEmpty: Bool { bytes.isEmpty }
    package var first: UInt8? { bytes.first }

    /// Whether the word is exactly `literal`.
    ///
    /// Implementation note: the lengths are compared here, where the literal's is a constant,
    /// so most words are told apart without reading a byte (a line meets dozens of literals).
    static func == (word: Word, literal: StaticString) -> Bool {
        word.bytes.count == literal.utf8CodeUnitCount && ByteScan.equal(word.bytes, literal)
    }

    static func != (word: Word, literal: StaticString) -> Bool { !(word == literal) }

    /// Lets a `switch` over a word match string literals: `case "fixed":`.
    static func ~= (literal: StaticString, word: Word) -> Bool { word == literal }

    package func hasPrefix(_ literal: StaticString) -> Bool { ByteScan.hasPrefix(bytes, literal) }

    /// The parts between the ASCII `separator`s (`50x100` → `50`, `100`).
    package func split(separator: Unicode.Scalar, omittingEmptySubsequences: Bool = true) -> [Word]
    {
        bytes.split(
            separator: UInt8(ascii: separator), omittingEmptySubsequences: omittingEmptySubsequences
        ).map(Word.init)
    }

    /// At most `length` characters of the word, for messages.
    package func prefix(_ length: Int) -> Substring { text.prefix(length) }
}

extension String {
    init(_ word: Word) { self = word.text }
}
