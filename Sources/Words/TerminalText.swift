/// Keeps control characters (C0, DEL and C1) from reaching the terminal from any input: a
/// line holding one is refused, and text echoed back (errors, answers) shows them as `U+001B`.
package enum TerminalText {
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// The first control character of `text`, if any (a fast byte scan first: most lines
    /// are plain ASCII with none).
    package static func firstControl(in text: String) -> Unicode.Scalar? {
        func suspect(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 }
        guard text.utf8.contains(where: suspect) else { return nil }
        return text.unicodeScalars.first(where: isControl)
    }

    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` with every control character written as its code point, except the line feeds
    /// that part its lines: the one terminal-safe rendering for everything from outside
    /// (paths, names, source text) on its way to the terminal.
    package static func sanitized(_ text: String) -> String {
        guard firstControl(in: text) != nil else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) && scalar != "\n" {
                out += codePoint(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
