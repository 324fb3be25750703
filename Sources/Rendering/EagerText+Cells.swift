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
        let spacing = layout.grid.horizontalSpacing ?? EagerGrid.defaultSpacing
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
                let widths = layout.columns[
                    cell.column..<min(cell.column + cell.span, layout.columns.count)
                ].map(f)
                note =
                    "span \(cell.span): \(widths.joined(separator: " + ")) + \(cell.span - 1) × "
                    + "\(f(spacing)) = \(f(cell.slot.width))"
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

    /// `explain`'s walk through each spanning cell's slot: its columns, the spacings between
    /// them, the sum, and where it starts (the columns before it and their spacings).
    static func spanSteps(_ layout: EagerGridLayout, columns: Int) -> [String] {
        let f = NumberText.format
        let spacing = layout.grid.horizontalSpacing ?? EagerGrid.defaultSpacing
        let spanning = layout.cells.filter { $0.span > 1 && !$0.automatic }
        guard !spanning.isEmpty else { return [] }
        var lines = ["Spanning cells: a slot is its columns plus the spacings between them."]
        for cell in spanning.prefix(cellTableRows) {
            let covered = layout.columns[
                cell.column..<min(cell.column + cell.span, layout.columns.count)
            ].map(f)
            let leading =
                layout.columns[0..<cell.column].reduce(0, +) + Double(cell.column) * spacing
            let before =
                cell.column == 0 || !Tolerance.equal(leading, cell.slot.x)
                ? "at x = \(f(cell.slot.x))"
                : "at x = \(f(cell.slot.x)) (\(cell.column) column\(cell.column == 1 ? "" : "s") "
                    + "and \(cell.column) spacing\(cell.column == 1 ? "" : "s") before it)"
            let text =
                "\(cell.row + 1).\(cell.column + 1) spans columns "
                + "\(cell.column + 1)–\(cell.column + cell.span):"
                + " \(covered.joined(separator: " + ")) + \(cell.span - 1) × \(f(spacing)) = "
                + "\(f(cell.slot.width)) wide, \(before)."
            lines.append(Wrap.lines(text, width: columns, first: "  ", indent: 4))
        }
        return lines
    }
}
