/// Long lines broken at spaces for places that cannot wrap by themselves: SVG text, and the
/// 80-column terminal. A word longer than the width is cut, so no line is ever wider.
package enum TextWrap {
    /// `text` in lines of at most `width` characters; lines after the first start with `indent`.
    package static func lines(_ text: String, width: Int, indent: String = "") -> [String] {
        let width = max(width, indent.count + 8)
        // The text's own leading spaces (a list item's) are kept on its first line.
        let lead = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            let prefix = lines.isEmpty ? lead : indent
            if current.isEmpty {
                current = prefix
            } else if current.count + 1 + word.count <= width {
                current += " " + word
                continue
            } else {
                lines.append(current)
                current = indent
            }
            while current.count + word.count > width {
                let room = width - current.count
                lines.append(current + word.prefix(room))
                word = String(word.dropFirst(room))
                current = indent
            }
            current += word
        }
        if !current.isEmpty && current != indent { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }
}
