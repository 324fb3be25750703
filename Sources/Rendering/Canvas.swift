/// A grid of characters to draw the diagram on; out-of-range writes are ignored, so scaled
/// coordinates never need clamping at the call site.
///
/// Labels are honest: a label is written whole or not at all (`LabelText.fitting` shortens
/// text at word boundaries with `…`, never inside a number), it never touches another label
/// (so two numbers cannot run together into a third), a dot or dash never touches it (so
/// `38.46` or `-4` cannot appear), and nothing drawn later overwrites it.
struct Canvas {
    private(set) var rows: [[Character]]
    /// The item whose colour each character takes, when coloured.
    private var owners: [[Int?]]
    /// Characters that belong to a label: later fills leave them alone.
    private var labelled: [[Bool]]
    package let width: Int

    init(width: Int, height: Int) {
        self.width = max(width, 1)
        rows = Array(repeating: Array(repeating: " ", count: max(width, 1)), count: max(height, 0))
        owners = Array(
            repeating: Array(repeating: nil, count: max(width, 1)), count: max(height, 0))
        labelled = Array(
            repeating: Array(repeating: false, count: max(width, 1)), count: max(height, 0))
    }

    /// Marks columns `x` of line `y` as drawn for item `owner` (coloured on terminals).
    mutating func paint(_ owner: Int, x: Range<Int>, y: Int) {
        guard y >= 0 && y < rows.count else { return }
        for i in x where i >= 0 && i < width { owners[y][i] = owner }
    }

    /// The lines with each item's characters in its colour, runs grouped, trailing blanks cut.
    package func lines(style: Style) -> [String] {
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

    /// Writes one character, unless it would overwrite a label.
    mutating func put(_ c: Character, _ x: Int, _ y: Int) {
        guard y >= 0 && y < rows.count && x >= 0 && x < width, !labelled[y][x] else { return }
        rows[y][x] = c
    }

    package mutating func fill(_ c: Character, x: Range<Int>, y: Int) {
        for i in x { put(c, i, y) }
    }

    /// Writes `text` centred in `x` if all of it fits with `margin` free columns either side and
    /// it keeps a column's distance from every other label; otherwise writes nothing. Returns
    /// whether it was written.
    @discardableResult
    package mutating func label(_ text: String, centredIn x: Range<Int>, y: Int, margin: Int = 0)
        -> Bool
    {
        let chars = Array(text)
        guard !chars.isEmpty, y >= 0 && y < rows.count, chars.count + 2 * margin <= x.count else {
            return false
        }
        let start = x.lowerBound + (x.count - chars.count) / 2
        guard start >= 0 && start + chars.count <= width else { return false }
        let neighbourhood = max(start - 1, 0)..<min(start + chars.count + 1, width)
        guard !neighbourhood.contains(where: { labelled[y][$0] }) else { return false }
        for (i, c) in chars.enumerated() {
            rows[y][start + i] = c
            labelled[y][start + i] = true
        }
        // A dot or dash touching a number would read as its decimal point or its sign
        // ("38.46", "-4"): the columns either side become blank.
        for x in [start - 1, start + chars.count]
        where x >= 0 && x < width && (rows[y][x] == "." || rows[y][x] == "-") {
            rows[y][x] = " "
            labelled[y][x] = true
        }
        return true
    }

    /// A span `|<--- label --->|` (or with other ends) from column `a` to column `b` inclusive.
    /// The label is shortened to the inside of the span (`LabelText.fitting`) or left out.
    package mutating func span(
        _ a: Int, _ b: Int, y: Int, label text: String, left: String = "|", right: String = "|",
        fill f: Character = "-"
    ) {
        guard b >= a else { return }
        fill(f, x: a..<(b + 1), y: y)
        if b - a + 1 >= left.count + right.count + 1 {
            for (i, c) in left.enumerated() { put(c, a + i, y) }
            for (i, c) in right.enumerated() { put(c, b - right.count + 1 + i, y) }
            let inner = (a + left.count)..<(b - right.count + 1)
            if let short = LabelText.fitting(text, in: inner.count) {
                label(short, centredIn: inner, y: y)
            }
        } else {
            put("|", a, y)
            put("|", b, y)
        }
    }

    package func lines(trimming: Bool = true) -> [String] {
        rows.map { row in
            var text = String(row)
            if trimming { while text.last == " " { text.removeLast() } }
            return text
        }
    }
}
