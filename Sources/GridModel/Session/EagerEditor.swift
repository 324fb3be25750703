import LayoutKernel

/// Applies an `EagerEdit` to the model: only the eager Grid changes, and only while it is the
/// grid shown (its settings belong to the Grid on screen). Row and cell numbers are checked
/// against it. Returns the step that takes the edit back, or nil when the model is the same;
/// on an error the model is unchanged.
enum EagerEditor {
    package static func apply(_ edit: EagerEdit, to model: inout ValidModel) throws(EditError)
        -> UndoStep?
    {
        if case .offer(let axis, let length) = edit {
            // The offer is the screen's (any mode may set it) unless it is unspecified.
            var next = model.model
            switch axis {
            case .vertical: next.eager.unspecifiedWidth = length == nil
            case .horizontal: next.eagerHeightUnspecified = length == nil
            }
            if let length { next.screen = next.screen.with(length, along: axis) }
            return try model.commit(next)
        }
        guard model.showsEager else { throw .model(.otherFamily(shown: model.family, hint: nil)) }
        var next = model.model
        try apply(edit, to: &next.eager)
        return try model.commit(next)
    }

    private static func apply(_ change: EagerEdit, to grid: inout EagerGrid) throws(EditError) {
        func row(_ number: Int) throws(EditError) {
            guard number >= 1 && number <= grid.rows.count else {
                throw .model(.noRow(number, count: grid.rows.count, insertion: false))
            }
        }
        switch change {
        case .rowAdd(let cells):
            grid.rows.append(EagerRow(cells))
        case .rowInsert(let number, let cells):
            guard number <= grid.rows.count + 1 else {
                throw .model(.noRow(number, count: grid.rows.count, insertion: true))
            }
            grid.rows.insert(EagerRow(cells), at: number - 1)
        case .rowRemove(let number):
            try row(number)
            grid.rows.remove(at: number - 1)
        case .rowAlignment(let number, let alignment):
            try row(number)
            guard grid.rows[number - 1].kind == .gridRow else {
                throw .model(.fullWidthRowHasNoAlignment(number))
            }
            grid.rows[number - 1].alignment = alignment
        case .cell(let number, let column, let edit):
            try row(number)
            let starts = grid.rows[number - 1].startColumns
            guard let index = starts.firstIndex(of: column) else {
                throw .model(.noCellAtColumn(row: number, column: column, starts: starts))
            }
            let cellNumber = index + 1
            var cell = grid.rows[number - 1].cells[index]
            switch edit {
            case .content(let content):
                // A size typed for the cell ends the reader's guesses.
                cell.content = content
                (cell.guessedWidth, cell.guessedHeight) = (nil, nil)
            case .span(let span):
                // A full-width view's span is its .gridCellColumns: it widens the grid's
                // column count when larger than any row's (measured, docs/model.md).
                guard span <= Limits.items else {
                    throw .limit(.span(span, columns: Limits.items))
                }
                cell.span = span
            case .priority(let priority): cell.priority = priority
            case .unsized(let axes): cell.unsized = axes
            case .anchor(let anchor): cell.anchor = anchor
            case .columnAlignment(let alignment): cell.columnAlignment = alignment
            }
            grid.rows[number - 1].cells[cellNumber - 1] = cell
        case .fullRow(let cell):
            grid.rows.append(.fullWidth(cell))
        case .alignment(let alignment): grid.alignment = alignment
        case .horizontalSpacing(let spacing): grid.horizontalSpacing = spacing
        case .verticalSpacing(let spacing): grid.verticalSpacing = spacing
        case .offer: break  // applied to the model above
        }
    }
}
