/// Word-wraps prose to the output width with a hanging indent, so flags, assumptions and
/// explanations stay readable on a narrow terminal instead of breaking mid-word.
enum Wrap {
    /// `first` starts the first line; continuation lines are indented by `indent` spaces.
    static func lines(_ text: String, width: Int, first: String, indent: Int) -> String {
        let limit = max(width, indent + 20)
        var lines: [String] = []
        var current = first
        var currentVisible = visibleCount(first)
        var atLineStart = first.isEmpty
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let length = word.count
            if !atLineStart && currentVisible + 1 + length > limit {
                lines.append(current)
                current = String(repeating: " ", count: indent) + word
                currentVisible = indent + length
                continue
            }
            current += (atLineStart ? "" : " ") + word
            currentVisible += (atLineStart ? 0 : 1) + length
            atLineStart = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// Characters that take a column (ANSI colour codes do not).
    static func visibleCount(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for c in text {
            if c == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if c.isLetter { inEscape = false }
            } else {
                count += 1
            }
        }
        return count
    }
}

extension Wrap {
    /// Parts joined by `separator`, as many to a line as fit in `width`; a part is never split.
    /// Continuation lines are indented by `indent` spaces (for headers like `A · B · C`).
    static func parts(_ parts: [String], separator: String, width: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for part in parts {
            if current.isEmpty {
                current = (lines.isEmpty ? "" : String(repeating: " ", count: indent)) + part
            } else if visibleCount(current) + visibleCount(separator) + visibleCount(part) <= width {
                current += separator + part
            } else {
                lines.append(current)
                current = String(repeating: " ", count: indent) + part
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
