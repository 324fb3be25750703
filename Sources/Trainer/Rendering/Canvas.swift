/// A grid of characters to draw the diagram on; out-of-range writes are ignored, so scaled
/// coordinates never need clamping at the call site.
struct Canvas {
    private(set) var rows: [[Character]]
    /// The item whose colour each character takes, when coloured.
    private var owners: [[Int?]]
    let width: Int

    init(width: Int, height: Int) {
        self.width = max(width, 1)
        rows = Array(repeating: Array(repeating: " ", count: max(width, 1)), count: max(height, 0))
        owners = Array(repeating: Array(repeating: nil, count: max(width, 1)), count: max(height, 0))
    }

    /// Marks columns `x` of line `y` as drawn for item `owner` (coloured on terminals).
    mutating func paint(_ owner: Int, x: Range<Int>, y: Int) {
        guard y >= 0 && y < rows.count else { return }
        for i in x where i >= 0 && i < width { owners[y][i] = owner }
    }

    /// The lines with each item's characters in its colour, runs grouped, trailing blanks cut.
    func lines(style: Style) -> [String] {
        guard style.color else { return lines() }
        return rows.indices.map { y in
            var text = ""
            var run = ""
            var owner: Int? = nil
            func flush() {
                text += owner.map { style.item($0, run) } ?? run
                run = ""
            }
            var last = rows[y].count
            while last > 0 && rows[y][last - 1] == " " { last -= 1 }
            for x in 0..<last {
                if owners[y][x] != owner {
                    flush()
                    owner = owners[y][x]
                }
                run.append(rows[y][x])
            }
            flush()
            return text
        }
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
