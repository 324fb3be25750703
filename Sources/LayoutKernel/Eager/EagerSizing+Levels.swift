extension EagerSizing {
    /// Rule 5: a priority begins. Each column counts the priority's cells covering it (a cell
    /// covering every column counts nowhere), each row likewise (a cell in the only row
    /// counts nowhere); what the gaps, the columns' widths and the held shortfalls take of
    /// the offered width is shared by the most columns the priority's cells cover in one row,
    /// and every column has that share available (never below 0). Heights alike.
    mutating func beginLevel(_ cells: ArraySlice<Int>, priority: Double) {
        let columns = structure.columnCount
        for q in 0..<columns {
            availableWidths[q] = 0
            columnWaiting[q] = 0
        }
        for r in 0..<structure.rowCount {
            availableHeights[r] = 0
            rowWaiting[r] = 0
        }
        var columnsInRow = [Int](repeating: 0, count: structure.rowCount)
        var rowsInColumn = [Int](repeating: 0, count: columns)
        for i in cells {
            let placed = structure.cells[i]
            for q in placed.columns {
                rowsInColumn[q] += 1
                if placed.span != columns { columnWaiting[q] += 1 }
            }
            columnsInRow[placed.row] += placed.span
            if rowsInUse != 1 { rowWaiting[placed.row] += 1 }
        }
        var step = EagerLevelStep(
            priority: priority, offeredWidth: offeredWidth, offeredHeight: offeredHeight,
            takenWidth: 0, columnsInRow: columnsInRow.max() ?? 0, shareWidth: nil,
            takenHeight: 0, rowsInColumn: rowsInColumn.max() ?? 0, shareHeight: nil)
        if let offered = offeredWidth {
            var taken = 0.0
            for q in 0..<columns { taken = taken + columnGaps[q] + widths[q] }
            var marked = 0.0
            for mark in held { marked += mark.amount }
            let share = max((offered - taken - marked) / Double(max(step.columnsInRow, 1)), 0)
            for q in 0..<columns { availableWidths[q] = share }
            step.takenWidth = taken + marked
            step.shareWidth = share
        }
        if let offered = offeredHeight {
            var taken = 0.0
            for r in 0..<structure.rowCount { taken = taken + rowGaps[r] + heights[r] }
            let share = max((offered - taken) / Double(max(step.rowsInColumn, 1)), 0)
            for r in 0..<structure.rowCount { availableHeights[r] = share }
            step.takenHeight = taken
            step.shareHeight = share
        }
        record(.level(step))
    }

    /// Rule 7: cell `i`'s group is over. It stops keeping its first column waiting (only its
    /// first: a cell covering several columns keeps the others waiting until the priority
    /// ends) and its row; a column or row it was the last to keep waiting gives back.
    mutating func release(_ i: Int) {
        let placed = structure.cells[i]
        if placed.span != structure.columnCount {
            columnWaiting[placed.column] -= 1
            if columnWaiting[placed.column] == 0 { giveBackColumn(placed.column) }
        }
        if rowsInUse != 1 {
            rowWaiting[placed.row] -= 1
            if rowWaiting[placed.row] == 0 { giveBackRow(placed.row) }
        }
    }

    /// Rule 7: column `q`, while another column still waits, gives back what it has available
    /// beyond its width (or takes what it lacks) and keeps its width as its available. For
    /// each shortfall held over it, every other column of it still waiting gains the larger
    /// of the two, which is taken from what is given back (even when none of them waits); the
    /// rest is shared by the columns still waiting. When no other column waits, nothing
    /// changes (a full-width view served last is offered the whole width: Apple's Divider).
    // Implementation note: the waiting columns (rows) are counted, not gathered into an
    // array, and the step's lists are built only when tracing: a give-back follows nearly
    // every cell, and its arrays were most of the 20 × 20 bench's allocations (717k -> 570k
    // instructions a layout, callgrind).
    mutating func giveBackColumn(_ q: Int) {
        let waiting = Self.countWaiting(columnWaiting)
        guard waiting > 0, offeredWidth?.isFinite == true else { return }
        var unused = availableWidths[q] - widths[q]
        availableWidths[q] -= unused
        var step = EagerGiveBackStep(
            row: false, index: q, unused: unused, held: [], waiting: [], each: 0)
        for mark in held where mark.columns.contains(q) {
            let gain = max(unused, mark.amount)
            let others = mark.columns.filter { $0 != q && columnWaiting[$0] != 0 }
            for o in others { availableWidths[o] += gain }
            unused -= gain
            if tracing {
                step.held.append(EagerHeldGain(columns: others, gain: gain, shortfall: mark.amount))
            }
        }
        step.each = unused / Double(waiting)
        for k in columnWaiting.indices where columnWaiting[k] != 0 {
            availableWidths[k] += step.each
            if tracing { step.waiting.append(k) }
        }
        record(.giveBack(step))
    }

    /// Rule 7 for a row: no cell covers several rows, so nothing is held over it.
    mutating func giveBackRow(_ r: Int) {
        let waiting = Self.countWaiting(rowWaiting)
        guard waiting > 0, offeredHeight?.isFinite == true else { return }
        let unused = availableHeights[r] - heights[r]
        availableHeights[r] -= unused
        var step = EagerGiveBackStep(
            row: true, index: r, unused: unused, held: [], waiting: [], each: 0)
        step.each = unused / Double(waiting)
        for k in rowWaiting.indices where rowWaiting[k] != 0 {
            availableHeights[k] += step.each
            if tracing { step.waiting.append(k) }
        }
        record(.giveBack(step))
    }

    /// How many columns (rows) still wait: those with a count above 0.
    static func countWaiting(_ counts: [Int]) -> Int {
        var waiting = 0
        for count in counts where count != 0 { waiting += 1 }
        return waiting
    }

    /// What cell `i` is offered across (nil: unspecified, rule 9): the larger of its slot
    /// (with the shortfalls held within its columns) and what its columns have available with
    /// the gaps between them (rule 5); just that slot when it is unsized horizontally (rule 10).
    func offerWidth(_ i: Int) -> Double? {
        guard let offered = offeredWidth else { return nil }
        guard offered.isFinite else { return offered }
        let placed = structure.cells[i]
        var slot = slotWidth(placed)
        for mark in held
        where mark.columns.lowerBound >= placed.column
            && mark.columns.upperBound <= placed.column + placed.span
        {
            slot += mark.amount
        }
        if placed.unsized.horizontal { return slot }
        var available = 0.0
        for q in placed.columns {
            available = available + availableWidths[q]
            if q > placed.column { available = available + columnGaps[q] }
        }
        return max(slot, available)
    }

    /// What cell `i` is offered down: the larger of its row's height and what the row has
    /// available (rule 5); the height when it is unsized vertically (rule 10).
    func offerHeight(_ i: Int) -> Double? {
        guard let offered = offeredHeight else { return nil }
        guard offered.isFinite else { return offered }
        let row = structure.cells[i].row
        if structure.cells[i].unsized.vertical { return heights[row] }
        return max(heights[row], availableHeights[row])
    }
}
