import Testing

@testable import Shell

/// Bytes as a terminal in raw mode sends them, decoded into keys without a terminal.
@Suite("Key decoding")
struct KeyReaderTests {
    /// Decodes `bytes`; the bytes after the first come from `next` until they run out (as
    /// when no more arrive within the escape delay).
    func keys(_ bytes: [UInt8]) -> [Key] {
        var rest = bytes[...]
        var keys: [Key] = []
        while let first = rest.popFirst() {
            keys.append(KeyReader.decode(first: first) { rest.popFirst() })
        }
        return keys
    }

    @Test func arrowsInBothModes() {
        // CSI (ESC [) in normal mode, SS3 (ESC O) in application mode; xterm's modified arrow
        // ESC [ 1 ; 5 C is still right.
        #expect(
            keys([0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42]) == [
                .right, .left, .up, .down,
            ])
        #expect(keys([0x1B, 0x4F, 0x43, 0x1B, 0x4F, 0x44]) == [.right, .left])
        #expect(keys(Array("\u{1B}[1;5C".utf8)) == [.right])
        #expect(
            keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[3~".utf8)) == [
                .pageUp, .pageDown, .home, .end, .delete,
            ])
    }

    // xterm's Shift-← and Shift-→ (ESC [ 1 ; 2 D / C) are the slider's steps of 10; `[`, `]`
    // and `n` are plain characters.
    @Test func shiftedArrowsForTheSlider() {
        #expect(
            keys(Array("\u{1B}[1;2D\u{1B}[1;2C\u{1B}OD".utf8)) == [.shiftLeft, .shiftRight, .left])
        #expect(keys(Array("n[]".utf8)) == [.character("n"), .character("["), .character("]")])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        #expect(keys([0x1B]) == [.escape])
        #expect(keys([0x1B, 0x61]) == [.other([0x1B, 0x61])], "Alt-a is not Esc then a")
        #expect(keys(Array("\u{1B}[2".utf8)) == [.other([0x1B, 0x5B, 0x32])], "a cut-off sequence")
    }

    @Test func controlKeysAndCharacters() {
        #expect(
            keys([0x0D, 0x0A, 0x20, 0x7F, 0x08, 0x03, 0x04, 0x09]) == [
                .enter, .enter, .space, .backspace, .backspace, .ctrlC, .ctrlD, .tab,
            ])
        #expect(
            keys(Array("b12q".utf8)) == [
                .character("b"), .character("1"), .character("2"), .character("q"),
            ])
        #expect(keys(Array("→é∞".utf8)) == [.character("→"), .character("é"), .character("∞")])
        #expect(keys([0xE2, 0x86]) == [.other([0xE2, 0x86])], "a character cut short")
        #expect(keys([0xFF, 0x01]) == [.other([0xFF]), .other([0x01])])
    }
}
