extension EagerSizing {
    /// Unspecified width (rule 3): after every cell is measured, each spanning cell in source
    /// order widens its columns (rule 8's targets, nothing waiting to be sized).
    mutating func spreadUnspecified() {
        for i in structure.cells.indices where structure.cells[i].span > 1 {
            spread(i, pendingSingles: nil)
        }
    }

    /// Rule 8: after each group at a specified width, the column widths are worked out again
    /// from the answers so far: each column its widest measured single-column cell, then the
    /// measured spanning cells spread their shortfalls, narrower spans first and spans unsized
    /// horizontally last (source order among equals).
    mutating func rebuildWidths(measured: ArraySlice<Int>, pendingSingles: [Int]) {
        for q in widths.indices { widths[q] = 0 }
        var spans: [Int] = []
        for i in measured {
            let placed = structure.cells[i]
            if placed.span == 1 {
                widths[placed.column] = max(widths[placed.column], answers[i].width)
            } else {
                spans.append(i)
            }
        }
        spans.sort { a, b in
            let (x, y) = (structure.cells[a], structure.cells[b])
            if x.unsized.horizontal != y.unsized.horizontal { return !x.unsized.horizontal }
            if x.span != y.span { return x.span < y.span }
            return a < b
        }
        for i in spans { spread(i, pendingSingles: pendingSingles) }
    }

    /// A spanning cell wider than its columns spreads the shortfall evenly over the columns
    /// `spreadTargets` chooses (rule 8). At a specified width (`pendingSingles` given) a span
    /// from a GridRow measured after a full-width view, and not unsized horizontally, spreads
    /// nothing: it is drawn in its slot (rule 8, d13).
    mutating func spread(_ i: Int, pendingSingles: [Int]?) {
        let placed = structure.cells[i]
        let shortfall = answers[i].width - slotWidth(placed)
        guard Tolerance.greater(shortfall, 0) else { return }
        if pendingSingles != nil && !placed.full && !placed.unsized.horizontal,
            let fullAt = firstFullMeasured, let at = measuredAt[i], fullAt < at
        {
            record(
                .spread(
                    cell: placed.position, shortfall: shortfall, columns: [], each: 0,
                    rule: .afterFullWidth))
            return
        }
        let (targets, rule) = spreadTargets(placed, pendingSingles)
        let each = shortfall / Double(targets.count)
        for q in targets { widths[q] += each }
        record(
            .spread(
                cell: placed.position, shortfall: shortfall, columns: targets, each: each,
                rule: rule))
    }

    /// Where a shortfall goes, first choice that is not empty. A full-width view's: its columns
    /// still 0 wide and waiting for no single-column cell, else those waiting for none (d7,
    /// d37, d61). A span from a GridRow's: its columns with no single-column cell (d23, d63).
    /// Then (specified width) the columns waiting for a single-column cell, or for a
    /// full-width view every column; else the columns with no single-column cell, else all.
    private func spreadTargets(
        _ placed: EagerStructure.Placed, _ pendingSingles: [Int]?
    ) -> ([Int], EagerSpreadRule) {
        let columns = Array(placed.columns)
        let withoutOwn = columns.filter { !structure.hasSingle[$0] }
        if placed.full {
            let settled = columns.filter { (pendingSingles?[$0] ?? 0) == 0 }
            let empty = settled.filter { Tolerance.equal(widths[$0], 0) }
            if !empty.isEmpty { return (empty, .emptyColumns) }
            if !settled.isEmpty { return (settled, .settledColumns) }
        } else if !withoutOwn.isEmpty {
            return (withoutOwn, .columnsWithoutOwnCell)
        }
        if let pendingSingles {
            let open = columns.filter { pendingSingles[$0] > 0 }
            if !open.isEmpty { return (open, .openColumns) }
            if placed.full { return (columns, .everyColumn) }
        }
        if !withoutOwn.isEmpty { return (withoutOwn, .columnsWithoutOwnCell) }
        return (columns, .allColumns)
    }
}
