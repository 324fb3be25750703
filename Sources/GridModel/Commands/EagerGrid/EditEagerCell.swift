import LayoutKernel

/// `cell R.C …`: one cell of the eager Grid, named by its row and the column it starts in (as
/// the diagram labels it): its content, span, priority, unsized axes, anchor or column
/// alignment.
struct EditEagerCell: EagerGridEdit {
    let row: Int
    let column: Int
    let edit: EagerCellEdit

    func change(_ grid: inout EagerGrid) throws(EditError) {
        try EagerRows.check(row, in: grid)
        let starts = grid.rows[row - 1].startColumns
        guard let index = starts.firstIndex(of: column) else {
            throw .model(.noCellAtColumn(row: row, column: column, starts: starts))
        }
        var cell = grid.rows[row - 1].cells[index]
        switch edit {
        case .content(let content):
            // A size typed for the cell ends the Swift reader's guesses (S1–S3).
            cell.content = content
            (cell.guessedWidth, cell.guessedHeight) = (nil, nil)
        case .span(let span):
            // A full-width view's span is its .gridCellColumns: it widens the grid's column
            // count when larger than any row's (measured, docs/model.md).
            guard span <= Limits.items else { throw .limit(.span(span, columns: Limits.items)) }
            cell.span = span
        case .priority(let priority): cell.priority = priority
        case .unsized(let axes): cell.unsized = axes
        case .anchor(let anchor): cell.anchor = anchor
        case .columnAlignment(let alignment): cell.columnAlignment = alignment
        }
        grid.rows[row - 1].cells[index] = cell
    }
}
