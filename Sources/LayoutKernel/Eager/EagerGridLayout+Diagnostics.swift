extension EagerGridLayout {
    /// Flags: a grid wider than its container, a span that adds columns no other row has, and
    /// alignments that cannot show because the cell fills its slot.
    public func diagnostics() -> [Diagnostic] {
        let f = NumberText.format
        var flags: [Diagnostic] = []
        if Tolerance.greater(width, grid.proposed) {
            let widest = grid.rows.indices.max { rowWidth($0) < rowWidth($1) } ?? 0
            flags.append(
                Diagnostic(
                    code: .wideRow, items: [widest],
                    message:
                        "the grid is \(f(width)) wide, \(f(width - grid.proposed)) more than the \(f(grid.proposed)) offered; row \(widest + 1) is the widest"
                ))
        }
        for (r, row) in grid.rows.enumerated()
        where row.kind == .gridRow && row.columnCount == columnCount {
            // A grid of one row has no other row to pad: its span adds nothing worth a flag.
            if let spanning = row.cells.firstIndex(where: { $0.span > 1 }),
                let others = otherRowsMaximum(except: r),
                row.columnCount > others
            {
                flags.append(
                    Diagnostic(
                        code: .spanColumns, items: [r],
                        message:
                            "row \(r + 1) cell \(row.startColumns[spanning]) spans \(row.cells[spanning].span): it covers more columns (\(row.columnCount)) than any other row has (\(others)), so the grid grows to \(columnCount) columns and pads the others with empty cells"
                    ))
            }
        }
        for cell in cells where !cell.empty && cell.alignmentSource != .grid && cell.fillsSlot {
            flags.append(
                Diagnostic(
                    code: .hiddenAlignment, items: [cell.row],
                    message:
                        "row \(cell.row + 1) column \(cell.column + 1): its \(cell.alignmentSource.rawValue) alignment \(cell.alignment.rawValue) cannot show, because the cell fills its slot"
                ))
        }
        return flags
    }

    private func rowWidth(_ r: Int) -> Double {
        cells.filter { $0.row == r && !$0.automatic }.reduce(0) { $0 + $1.slot.width }
    }

    /// The most columns a `GridRow` other than row `r` occupies; nil when there is no other
    /// `GridRow` (full-width rows do not count: they span whatever the grid has).
    private func otherRowsMaximum(except r: Int) -> Int? {
        grid.rows.enumerated().filter { $0.offset != r && $0.element.kind == .gridRow }.map(
            \.element.columnCount
        ).max()
    }
}
