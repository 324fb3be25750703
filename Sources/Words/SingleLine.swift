/// Outside text (a path, an option's value, a file name's bytes, a quote from source) rendered
/// for one line of output: every control character — C0 including tab and line feed, DEL, C1 —
/// and the Unicode line and paragraph separators (U+2028, U+2029) are written as their code
/// points (`U+000A`), and a byte that is not UTF-8 as `\xFF`. Nothing the text holds can start a
/// line of its own (a forged `File.swift:1:1: error:` in Xcode's or GitHub's parser) or reach
/// the terminal as a command (ESC, OSC, CSI). The one rendering for single-line output: the
/// xcode and github formats, error lines that quote what was typed, the status line.
/// `TerminalText.sanitized` keeps the line feeds of a message whose lines are ours.
package enum SingleLine {
    /// Whether `scalar` must be escaped on a single line.
    package static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `text` with every character that could break or command the line escaped.
    ///
    /// Implementation note: a byte scan first (every byte below 0x20, DEL, 0xC2 for C1 and
    /// 0xE2 for U+2028/9): most paths and values are plain ASCII and come back as they are.
    package static func render(_ text: String) -> String {
        func suspect(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2
        }
        guard text.utf8.contains(where: suspect) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if mustEscape(scalar) {
                out += TerminalText.codePoint(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A name given as bytes (a file name on disk need not be UTF-8): its valid UTF-8 rendered
    /// as `render` does, each byte that is not part of valid UTF-8 as `\xFF`, so a name that is
    /// not UTF-8 is shown as it is on disk, never decoded to another name.
    package static func render(bytes: [UInt8]) -> String {
        var out = ""
        var input = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var position = 0
        while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded):
                position += encoded.count
                let scalar = Unicode.UTF8.decode(encoded)
                if mustEscape(scalar) {
                    out += TerminalText.codePoint(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            case .error(let length):
                for byte in bytes[position..<position + length] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "\\x" + (hex.count == 1 ? "0" : "") + hex
                }
                position += length
            case .emptyInput:
                return out
            }
        }
    }
}
