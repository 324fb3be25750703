extension EagerSizing {
    /// Unspecified width (rule 2): after every cell is measured, each spanning cell in source
    /// order widens the columns it covers that hold no single-column cell, else all of them.
    mutating func spreadUnspecified() {
        for i in structure.cells.indices where structure.cells[i].span > 1 {
            spread(i, pendingSingles: nil)
        }
    }

    /// A spanning cell wider than its columns spreads the shortfall evenly (rule 5). At a
    /// specified width (`pendingSingles` given) it goes first to the columns that still hold a
    /// single-column cell to size; a full-width view's goes to every column; otherwise to the
    /// columns with no single-column cell, else to all of them.
    mutating func spread(_ i: Int, pendingSingles: [Int]?) {
        let placed = structure.cells[i]
        let shortfall = answers[i].width - slotWidth(placed)
        guard Tolerance.greater(shortfall, 0) else { return }
        var targets: [Int] = []
        var rule = EagerSpreadRule.allColumns
        if let pendingSingles {
            targets = placed.columns.filter { pendingSingles[$0] > 0 }
            rule = .openColumns
            if targets.isEmpty && placed.full {
                targets = Array(placed.columns)
                rule = .everyColumn
            }
        }
        if targets.isEmpty {
            targets = placed.columns.filter { !structure.hasSingle[$0] }
            rule = .columnsWithoutOwnCell
        }
        if targets.isEmpty {
            targets = Array(placed.columns)
            rule = .allColumns
        }
        let each = shortfall / Double(targets.count)
        for q in targets { widths[q] += each }
        record(
            .spread(
                cell: placed.position, shortfall: shortfall, columns: targets, each: each,
                rule: rule))
    }
}
