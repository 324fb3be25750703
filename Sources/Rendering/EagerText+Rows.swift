import LayoutKernel
import Words

extension EagerText {
    /// The most lines the rows of a diagram take together, and the fewest points a line
    /// stands for (so a 30-point row is 3 lines, as the diagram drew every row before rows
    /// were drawn at their heights).
    static let rowLineBudget = 18
    static let leastPointsPerLine = 10.0

    /// Points a line of the diagram stands for: the rows' heights over the budget, at least
    /// `leastPointsPerLine`.
    static func pointsPerLine(_ layout: EagerGridLayout) -> Double {
        max(layout.rows.reduce(0, +) / Double(rowLineBudget), leastPointsPerLine)
    }

    /// Each row as a band of lines in proportion to its height (at least one), its cells'
    /// slots dotted and their content drawn where it lies: `x` maps points to columns of a
    /// canvas `columns` wide; `label` is the width of the labels on the left. The last line
    /// says the scale.
    static func rowBands(
        _ layout: EagerGridLayout, columns: Int, label: Int, x: (Double) -> Int
    ) -> [String] {
        let f = NumberText.format
        let perLine = pointsPerLine(layout)
        var lines: [String] = []
        for (r, height) in layout.rows.enumerated() {
            let count = max(1, Int((height / perLine).rounded()))
            var band = Canvas(width: columns, height: count)
            for cell in layout.cells where cell.row == r {
                draw(cell, row: r, height: height, lines: count, x: x, on: &band)
            }
            let kind = layout.grid.rows[r].kind == .fullWidth ? "full" : "row \(r + 1)"
            let size = "h \(f(height))"
            // One line: the short name (`r12 h 30`, `full h 1`) when it fits, else the height.
            let short = layout.grid.rows[r].kind == .fullWidth ? "full" : "r\(r + 1)"
            let labels =
                count == 1
                ? [short.count + 1 + size.count < label ? "\(short) \(size)" : size]
                : [kind, size] + Array(repeating: "", count: count - 2)
            lines += zip(labels, band.lines()).map { $0.0.padding(label) + $0.1 }
        }
        lines.append(
            "(rows to scale: a line is \(f(perLine)) points, at least one line a row)")
        return lines
    }

    /// One cell in its row's band: the slot dotted with bars at its middle line (blank with
    /// its name when empty), the content's lines filled and named.
    private static func draw(
        _ cell: EagerGridLayout.Cell, row r: Int, height: Double, lines count: Int,
        x: (Double) -> Int, on band: inout Canvas
    ) {
        let a = x(cell.slot.x)
        let b = max(a + 1, x(cell.slot.x + cell.slot.width))
        let middle = count / 2
        for y in 0..<count { band.fill(cell.empty ? " " : ".", x: a..<b, y: y) }
        band.put("|", a, middle)
        band.put("|", b - 1, middle)
        if cell.empty {
            // Inside the slot's bars; a slot narrower than 3 columns has no inside.
            if b - a >= 3,
                let text = LabelText.fitting(cell.automatic ? "(auto)" : "empty", in: b - a - 2)
            {
                band.label(text, centredIn: (a + 1)..<(b - 1), y: middle)
            }
            return
        }
        let ca = x(cell.content.x)
        let cb = max(ca + 1, x(cell.content.x + cell.content.width))
        let share = height / Double(count)
        // A line is covered when the content holds more than half of it.
        var covered = (0..<count).filter { line in
            let top = cell.slot.y + share * Double(line)
            let overlap =
                min(top + share, cell.content.y + cell.content.height) - max(top, cell.content.y)
            return overlap > share / 2 || height == 0
        }
        // Content shorter than half a line still shows, on the line holding its middle (a
        // 20 × 20 view in a 667-point row was drawn as an empty slot).
        if covered.isEmpty && cell.content.height > 0 {
            let middle = cell.content.y + cell.content.height / 2 - cell.slot.y
            covered = [min(max(Int(middle / share), 0), count - 1)]
        }
        for y in covered { band.fill("#", x: ca..<cb, y: y) }
        let name =
            cell.span > 1
            ? "\(r + 1).\(cell.column + 1)×\(cell.span)" : "\(r + 1).\(cell.column + 1)"
        // Whole or not at all; a spanning cell falls back to where it starts.
        let line = covered.isEmpty ? middle : covered[covered.count / 2]
        if !band.label(name, centredIn: ca..<cb, y: line)
            && !band.label("\(r + 1).\(cell.column + 1)", centredIn: ca..<cb, y: line)
        {
            // Too narrow for its name: cut with `…`, keeping the row (`1.…`), else `…` alone.
            let cut = "\(r + 1).…"
            band.label(cut.count <= cb - ca ? cut : "…", centredIn: ca..<cb, y: line)
        }
    }
}
