import LayoutKernel
import Words

extension EagerText {
    /// Rows of the cell table `show` and `widths` print in grid mode, before "… more".
    static let cellTableRows = 40

    /// Each cell's slot: its name (row.column it starts in, as the diagram and `row R cell C`
    /// and `expect cell R C` name it), the columns it covers, and where its slot is. Spanning
    /// cells show the span's arithmetic: its columns plus the spacings between them.
    static func cellTable(_ layout: EagerGridLayout, columns: Int) -> [String] {
        let f = NumberText.format
        let cells = layout.cells
        guard !cells.isEmpty else { return [] }
        var rows: [[String]] = [["cell", "columns", "x", "width", "y", "height", ""]]
        for cell in cells.prefix(cellTableRows) {
            let first = cell.column + 1
            let range = cell.span > 1 ? "\(first)–\(first + cell.span - 1)" : "\(first)"
            var note = ""
            if cell.automatic {
                note = "(added to pad the row)"
            } else if cell.empty {
                note = "(empty)"
            } else if cell.span > 1 {
                note = "span \(cell.span): \(spanSum(layout, cell)) = \(f(cell.slot.width))"
            }
            rows.append([
                "\(cell.row + 1).\(first)", range, f(cell.slot.x), f(cell.slot.width),
                f(cell.slot.y), f(cell.slot.height), note,
            ])
        }
        let widths = (0..<7).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            var line = ""
            for (index, text) in row.enumerated() {
                line += index == row.count - 1 ? text : text.padding(widths[index] + 2)
            }
            return Wrap.fit(String(line.reversed().drop { $0 == " " }.reversed()), width: columns)
        }
        if cells.count > cellTableRows {
            lines.append(
                "… \(cells.count - cellTableRows) more cells ('expect cell R C slot X Y W H' "
                    + "checks any of them)"
            )
        }
        return lines
    }

    /// A spanning cell's slot as a sum: its columns' widths, then the spacings between them
    /// (`(n − 1) × s` when they are equal, else each).
    static func spanSum(_ layout: EagerGridLayout, _ cell: EagerGridLayout.Cell) -> String {
        let f = NumberText.format
        let end = min(cell.column + cell.span, layout.columns.count)
        let widths = layout.columns[cell.column..<end].map(f).joined(separator: " + ")
        let gaps = Array(layout.columnGaps[min(cell.column + 1, end)..<end])
        guard let first = gaps.first else { return widths }
        if gaps.allSatisfy({ $0 == first }) { return "\(widths) + \(gaps.count) × \(f(first))" }
        return "\(widths) + spacings \(gaps.map(f).joined(separator: " + "))"
    }

    /// `explain`'s walk through each spanning cell's slot: its columns, the spacings between
    /// them, the sum, and where it starts (the columns before it and their spacings).
    static func spanSteps(_ layout: EagerGridLayout, columns: Int) -> [String] {
        let f = NumberText.format
        let spanning = layout.cells.filter { $0.span > 1 && !$0.automatic }
        guard !spanning.isEmpty else { return [] }
        var lines = ["Spanning cells: a slot is its columns plus the spacings between them."]
        for cell in spanning.prefix(cellTableRows) {
            let leading =
                layout.columns[0..<cell.column].reduce(0, +)
                + layout.columnGaps[0...cell.column].reduce(0, +)
            let before =
                cell.column == 0 || !Tolerance.equal(leading, cell.slot.x)
                ? "at x = \(f(cell.slot.x))"
                : "at x = \(f(cell.slot.x)) (\(cell.column) column\(cell.column == 1 ? "" : "s") "
                    + "and \(cell.column) spacing\(cell.column == 1 ? "" : "s") before it)"
            let text =
                "\(cell.row + 1).\(cell.column + 1) spans columns "
                + "\(cell.column + 1)–\(cell.column + cell.span):"
                + " \(spanSum(layout, cell)) = \(f(cell.slot.width)) wide, \(before)."
            lines.append(Wrap.lines(text, width: columns, first: "  ", indent: 4))
        }
        return lines
    }
}
