/// Word-wraps prose to the output width with a hanging indent, so flags, assumptions and
/// explanations stay readable on a narrow terminal instead of breaking mid-word.
package enum Wrap {
    /// `first` starts the first line; continuation lines are indented by `indent` spaces. A
    /// word longer than a whole line (a path, say) is the one thing cut, so no line is longer
    /// than `width`.
    package static func lines(_ text: String, width: Int, first: String, indent: Int) -> String {
        let limit = max(width, indent + 8)
        var lines: [String] = []
        var current = first
        var currentVisible = visibleCount(first)
        // A lead that ends in a blank (a table's first column) takes the first word directly.
        var atLineStart = first.isEmpty || first.last == " "
        let margin = String(repeating: " ", count: indent)
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            var length = visibleCount(String(word))
            if !atLineStart && currentVisible + 1 + length > limit {
                while current.last == " " { current.removeLast() }
                lines.append(current)
                current = margin
                currentVisible = indent
                atLineStart = true
            }
            // Too long for any line: as much as fits here, the rest on lines of its own.
            while currentVisible + (atLineStart ? 0 : 1) + length > limit && length > 0 {
                let room = limit - currentVisible - (atLineStart ? 0 : 1)
                guard room > 0 else { break }
                current += (atLineStart ? "" : " ") + word.prefix(room)
                lines.append(current)
                word = word.dropFirst(room)
                length = visibleCount(String(word))
                current = margin
                currentVisible = indent
                atLineStart = true
            }
            current += (atLineStart ? "" : " ") + word
            currentVisible += (atLineStart ? 0 : 1) + length
            atLineStart = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// Every line of `text` that is wider than `width` wrapped at its words, continued under
    /// where its text starts: after a table's first column (`  add        Appends…`, `  Space,
    /// →, n  the next step`), after a list marker (`  (a) `, ` 12. `), else at the line's
    /// indent (two columns in for a flush line). A grammar of alternatives (`a | b | c`) breaks
    /// between them. Lines that fit are kept as they are. The one wrapping of all help, at the
    /// terminal's width (80 when the output is not a terminal).
    package static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            guard visibleCount(line) > width else { return line }
            let alternatives = line.split(separator: " | ", omittingEmptySubsequences: false)
            if alternatives.count > 1 {
                let lead = line.prefix { $0 == " " }.count
                // "a | b | c" → "a", "| b", "| c", as many to a line as fit.
                let parts = alternatives.enumerated().map {
                    $0.offset == 0 ? "\($0.element)" : "| \($0.element)"
                }
                if parts.allSatisfy({ visibleCount($0) + lead + 2 <= width }) {
                    return Self.parts(parts, separator: " ", width: width, indent: lead + 2)
                        .joined(separator: "\n")
                }
            }
            let (head, rest, indent) = split(line)
            return lines(rest, width: width, first: head, indent: min(indent, width / 2))
        }.joined(separator: "\n")
    }

    /// A line's lead (indentation, then a first column or a list marker), the prose after it,
    /// and where continuation lines start.
    private static func split(_ line: String) -> (head: String, rest: String, indent: Int) {
        let chars = Array(line)
        var i = 0
        while i < chars.count && chars[i] == " " { i += 1 }
        let leading = i
        // A list marker: "(a)", "12.", "-" followed by a blank.
        var j = i
        if j < chars.count && chars[j] == "(" {
            while j < chars.count && chars[j] != ")" && j - i < 5 { j += 1 }
            if j < chars.count && chars[j] == ")" && j + 1 < chars.count && chars[j + 1] == " " {
                return (String(chars[..<(j + 2)]), String(chars[(j + 2)...]), j + 2)
            }
        }
        j = i
        while j < chars.count && chars[j].isNumber { j += 1 }
        if j > i && j + 1 < chars.count && chars[j] == "." && chars[j + 1] == " " {
            return (String(chars[..<(j + 2)]), String(chars[(j + 2)...]), j + 2)
        }
        // A first column: words up to the first two blanks (help's command list, its keys,
        // a flag and its value: `--format FORMAT  xcode …`), ending within 32 columns.
        j = i
        while j < chars.count && j <= 32
            && !(chars[j] == " " && j + 1 < chars.count && chars[j + 1] == " ")
        {
            j += 1
        }
        var k = j
        while k < chars.count && chars[k] == " " { k += 1 }
        if j > i && k - j >= 2 && k < chars.count && k <= 32 {
            return (String(chars[..<k]), String(chars[k...]), k)
        }
        // Prose: an indented paragraph goes on at its indent, a flush one two columns in.
        return (String(chars[..<leading]), String(chars[leading...]), leading == 0 ? 2 : leading)
    }

    /// Characters that take a column (ANSI colour codes do not).
    package static func visibleCount(_ text: String) -> Int {
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
    package static func parts(_ parts: [String], separator: String, width: Int, indent: Int)
        -> [String]
    {
        var lines: [String] = []
        var current = ""
        for part in parts {
            if current.isEmpty {
                current = (lines.isEmpty ? "" : String(repeating: " ", count: indent)) + part
            } else if visibleCount(current) + visibleCount(separator) + visibleCount(part) <= width
            {
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
