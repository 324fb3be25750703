extension EagerGridLayout {
    /// Flags: a grid wider than it is offered (SwiftUI lets it overflow), a span that adds
    /// columns no other row has, and alignments that cannot show because the cell's view fills
    /// its slot. None rests on a length the Swift reader guessed (S1–S3): the width flag
    /// needs every cell's width read or typed, the alignment flag needs the cell to fill its
    /// slot whatever the guesses are (`restsOnGuess`).
    public func diagnostics() -> [Diagnostic] {
        var flags: [Diagnostic] = []
        let guessedWidths = grid.rows.contains { $0.cells.contains { $0.guessedWidth != nil } }
        if !guessedWidths, let offered = grid.offeredWidth, Tolerance.greater(width, offered) {
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
        for cell in cells
        where !cell.empty && cell.alignmentSource != .grid && cell.fillsSlot
            && !restsOnGuess(cell)
        {
            let detail = Diagnostic.Detail.hiddenCellAlignment(
                row: cell.row, column: cell.column, source: cell.alignmentSource,
                alignment: cell.alignment)
            flags.append(Diagnostic(items: [cell.row], detail: detail))
        }
        return flags
    }

    /// Whether a cell's filling its slot may rest on a guessed length: its own length on an
    /// axis is a guess, or it does not simply take its offer on an axis (so its filling
    /// depends on how wide its columns or how tall its row came out) while some cell's length
    /// on that axis is a guess.
    func restsOnGuess(_ cell: Cell) -> Bool {
        let row = grid.rows[cell.row]
        // `startColumns` are 1-based, the layout's columns 0-based.
        guard let index = row.startColumns.firstIndex(of: cell.column + 1) else { return false }
        let model = row.cells[index]
        guard case .sized(let width, let height) = model.content else {
            return model.guessedWidth != nil || model.guessedHeight != nil
        }
        let anyGuessedWidth = grid.rows.contains { $0.cells.contains { $0.guessedWidth != nil } }
        let anyGuessedHeight = grid.rows.contains {
            $0.cells.contains { $0.guessedHeight != nil }
        }
        return model.guessedWidth != nil || model.guessedHeight != nil
            || (width != .fill && anyGuessedWidth) || (height != .fill && anyGuessedHeight)
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
