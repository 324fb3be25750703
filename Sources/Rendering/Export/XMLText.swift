/// Text made safe for XML and HTML: markup characters become entities, and the control
/// characters XML 1.0 forbids (an ANSI escape, say) are dropped, because one of them makes the
/// whole document unreadable to a strict parser.
enum XMLText {
    /// `text` escaped for element content and for attribute values in double or single quotes.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// XML 1.0's `Char` production, less the C1 controls that no picture label needs.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return false }
        if (0x7F...0x9F).contains(value) { return false }
        if value == 0xFFFE || value == 0xFFFF { return false }
        return true
    }
}
