import LayoutKernel

extension DiagnosticText {
    /// `wide-row`: how much wider than offered the eager Grid is, and its widest row.
    package static func wideRow(width: Double, offered: Double, row: Int) -> String {
        let f = NumberText.format
        return "the grid is \(f(width)) wide, \(f(width - offered)) more than the "
            + "\(f(offered)) offered; row \(row + 1) is the widest"
    }

    /// `span-columns`: the span that adds columns, and what the grid does about it.
    package static func spanColumns(
        row: Int, column: Int, span: Int, columns: Int, others: Int, gridColumns: Int
    ) -> String {
        "row \(row + 1) cell \(column + 1) spans \(span): it covers more columns (\(columns)) "
            + "than any other row has (\(others)), so the grid grows to \(gridColumns) columns "
            + "and pads the others with empty cells"
    }

    /// `hidden-alignment` for an eager cell, naming the rule that set its alignment.
    static func hiddenCellAlignment(
        row: Int, column: Int, source: AlignmentSource, alignment: UnitPoint
    ) -> String {
        "row \(row + 1) column \(column + 1): its \(sourceName(source)) alignment "
            + "\(alignment.word) cannot show, because the cell fills its slot"
    }

    /// Which rule set an eager cell's alignment, as the flag names it.
    static func sourceName(_ source: AlignmentSource) -> String {
        switch source {
        case .cellAnchor: "cell anchor"
        case .columnAndRow: "column+row"
        case .column: "column"
        case .row: "row"
        case .grid: "grid"
        }
    }
}
