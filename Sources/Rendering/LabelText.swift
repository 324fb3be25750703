/// Shortening a label to a box without lying: whole words are dropped from the end and `…`
/// marks the cut, so `1 fixed 30` becomes `1 fixed…` or `1 …`, never `1 fixed 3`; a lone
/// number that does not fit becomes `…`.
enum LabelText {
    /// `text` if it fits in `width` columns, else the longest word-boundary prefix followed by
    /// `…`, else `…` alone; nil when not even that fits.
    static func fitting(_ text: String, in width: Int) -> String? {
        if text.count <= width { return text }
        guard width >= 1 else { return nil }
        let words = text.split(separator: " ")
        for kept in stride(from: words.count - 1, through: 1, by: -1) {
            let prefix = words[..<kept].joined(separator: " ")
            // After a number the mark stands apart, so `1 …` cannot be read as a range `1…`.
            let candidate = prefix + (prefix.last?.isNumber == true ? " …" : "…")
            if candidate.count <= width { return candidate }
        }
        return "…"
    }
}
