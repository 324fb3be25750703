import LayoutKernel
import Words

/// The spies' report for the terminal: a table of the seed's helpers next to the trainer's
/// numbers, then where they differ, every line within the given width.
extension Spies {
    /// At most this many rows of `columnWidth` and of `spacing` are shown.
    static let rowsShown = 12

    /// The report, lines of at most `columns` characters (at least 40).
    package func text(columns: Int = 80) -> String {
        let f = NumberText.format
        let width = max(columns, 40)
        let view = axis.viewName
        var lines = TextWrap.lines(
            "What the seed's GridInfo spies (\"An Army of Spies\") report from the frames of "
                + "\(cells.count) cells of this \(view):",
            width: width)
        guard !cells.isEmpty else {
            lines += TextWrap.lines(
                "  no cells, so nothing to read: columnCount 0, and every width and spacing 0.",
                width: width, indent: "  ")
            return lines.joined(separator: "\n")
        }
        let own = trainerWidths.count
        let trainerName = axis == .vertical ? "trainer (tracks)" : "trainer (columns)"
        lines.append(row("query", "spies", trainerName))
        lines.append(row("columnCount", String(columnCount), String(own)))
        let shown = max(columnCount, own)
        for col in 0..<min(shown, Self.rowsShown) {
            lines.append(
                row(
                    "columnWidth(\(col))", f(columnWidth(col)),
                    col < own ? f(trainerWidths[col]) : "—"))
        }
        if shown > Self.rowsShown { lines.append("  … \(shown - Self.rowsShown) more columns") }
        for col in 0..<min(shown, Self.rowsShown) {
            let trainer = col < own ? f(trainerSpacings[col]) : "—"
            lines.append(row("spacing(\(col))", f(spacing(col)), trainer))
        }
        if shown > Self.rowsShown { lines.append("  … \(shown - Self.rowsShown) more spacings") }
        let cellWidths = Set(cells.map { NumberText.format(cellWidth($0.id)) })
        let slots = Set(slotWidths.map(f))
        lines.append(
            row(
                "cellWidth(id)",
                cellWidths.count == 1 ? (cellWidths.first ?? "") : "by id % \(columnCount)",
                slots.count == 1 ? (slots.first ?? "") : "its slot's"))
        if differences.isEmpty {
            lines += TextWrap.lines(
                "They agree: every cell's content fills its slot, so the contents' frames "
                    + "are the columns'.",
                width: width, indent: "  ")
        } else {
            lines.append("Where they differ:")
            for difference in differences {
                let head =
                    "  \(difference.query): spies \(f(difference.spies)), trainer "
                    + "\(f(difference.trainer)) — "
                lines += TextWrap.lines(head + difference.reason, width: width, indent: "      ")
            }
            if unlistedCellWidths > 0 {
                lines += TextWrap.lines(
                    "  … and \(unlistedCellWidths) more cells whose cellWidth(id) is not "
                        + "their slot's width",
                    width: width, indent: "      ")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One table row: the query left, the two numbers right-aligned in their columns.
    private func row(_ query: String, _ spies: String, _ trainer: String) -> String {
        let name =
            query.count >= 16 ? query : query + String(repeating: " ", count: 16 - query.count)
        let number =
            spies.count >= 10 ? spies : String(repeating: " ", count: 10 - spies.count) + spies
        return "  " + name + number + "   " + trainer
    }
}
