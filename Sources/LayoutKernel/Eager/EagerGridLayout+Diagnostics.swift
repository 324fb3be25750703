extension EagerGridLayout {
    /// Flags: a grid wider than it is offered (SwiftUI lets it overflow), a span that adds
    /// columns no other row has, and alignments that cannot show because the cell's view fills
    /// its slot (judged on the measured slot and answer, never on a guessed width).
    public func diagnostics() -> [Diagnostic] {
        var flags: [Diagnostic] = []
        if let offered = grid.offeredWidth, Tolerance.greater(width, offered) {
            let widest = grid.rows.indices.max { rowWidth($0) < rowWidth($1) } ?? 0
            let detail = Diagnostic.Detail.wideRow(width: width, offered: offered, row: widest)
            flags.append(Diagnostic(items: [widest], detail: detail))
        }
        for (r, row) in grid.rows.enumerated()
        where row.kind == .gridRow && row.columnCount == columnCount {
            // A grid of one row has no other row to pad: its span adds nothing worth a flag.
            if let spanning = row.cells.firstIndex(where: { $0.span > 1 }),
                let others = otherRowsMaximum(except: r),
                row.columnCount > others
            {
                let detail = Diagnostic.Detail.spanColumns(
                    row: r, column: row.startColumns[spanning] - 1, span: row.cells[spanning].span,
                    columns: row.columnCount, others: others, gridColumns: columnCount)
                flags.append(Diagnostic(items: [r], detail: detail))
            }
        }
        for cell in cells where !cell.empty && cell.alignmentSource != .grid && cell.fillsSlot {
            let detail = Diagnostic.Detail.hiddenCellAlignment(
                row: cell.row, column: cell.column, source: cell.alignmentSource,
                alignment: cell.alignment)
            flags.append(Diagnostic(items: [cell.row], detail: detail))
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
