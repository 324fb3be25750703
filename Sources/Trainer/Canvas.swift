/// A grid of characters to draw the diagram on; out-of-range writes are ignored, so scaled
/// coordinates never need clamping at the call site.
struct Canvas {
    private(set) var rows: [[Character]]
    let width: Int

    init(width: Int, height: Int) {
        self.width = max(width, 1)
        rows = Array(repeating: Array(repeating: " ", count: max(width, 1)), count: max(height, 0))
    }

    mutating func put(_ c: Character, _ x: Int, _ y: Int) {
        guard y >= 0 && y < rows.count && x >= 0 && x < width else { return }
        rows[y][x] = c
    }

    mutating func fill(_ c: Character, x: Range<Int>, y: Int) {
        for i in x { put(c, i, y) }
    }

    /// Writes `text` centred in `x`, truncated to fit.
    mutating func label(_ text: String, centredIn x: Range<Int>, y: Int) {
        guard !x.isEmpty else { return }
        let chars = Array(text.prefix(x.count))
        let start = x.lowerBound + (x.count - chars.count) / 2
        for (i, c) in chars.enumerated() { put(c, start + i, y) }
    }

    /// A span `|<--- label --->|` (or with other ends) from column `a` to column `b` inclusive.
    mutating func span(_ a: Int, _ b: Int, y: Int, label text: String, left: String = "|", right: String = "|", fill f: Character = "-") {
        guard b >= a else { return }
        fill(f, x: a..<(b + 1), y: y)
        if b - a + 1 >= left.count + right.count + 1 {
            for (i, c) in left.enumerated() { put(c, a + i, y) }
            for (i, c) in right.enumerated() { put(c, b - right.count + 1 + i, y) }
            let inner = (a + left.count)..<(b - right.count + 1)
            if inner.count >= text.count + 2 { label(" \(text) ", centredIn: inner, y: y) } else { label(text, centredIn: inner, y: y) }
        } else {
            put("|", a, y)
            put("|", b, y)
        }
    }

    func lines(trimming: Bool = true) -> [String] {
        rows.map { row in
            var text = String(row)
            if trimming { while text.last == " " { text.removeLast() } }
            return text
        }
    }
}
