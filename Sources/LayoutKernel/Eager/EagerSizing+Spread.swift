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
    /// measured spanning cells spread their shortfalls in the order they were measured, spans
    /// unsized horizontally last.
    // Implementation note: `measure` keeps each column's widest single-column answer
    // (`singleWidths`) and the spanning cells in the order they were measured
    // (`measuredSpans`), so a rebuild costs the columns and the spans, not every cell measured
    // so far (it was a fifth of the 20 × 20 bench's instructions).
    mutating func rebuildWidths(pendingSingles: [Int]) {
        widths = singleWidths
        spreadFirstFullWidth()
        for i in measuredSpans where !structure.cells[i].unsized.horizontal {
            if !standsForFirstFullWidth(i) { spread(i, pendingSingles: pendingSingles) }
        }
        for i in measuredSpans where structure.cells[i].unsized.horizontal {
            spread(i, pendingSingles: pendingSingles)
        }
    }

    /// Whether spanning cell `i` spreads nothing at a specified width: a span from a GridRow,
    /// not unsized horizontally, measured after a full-width view unsized horizontally (rule 8,
    /// d13).
    func spreadsNothing(_ i: Int) -> Bool {
        let placed = structure.cells[i]
        guard !placed.full && !placed.unsized.horizontal, let fullAt = firstUnsizedFullMeasured,
            let at = measuredAt[i]
        else { return false }
        return fullAt < at
    }

    /// A spanning cell wider than its columns spreads the shortfall evenly over the columns
    /// `spreadTargets` chooses (rule 8). At a specified width (`pendingSingles` given) a span
    /// that `spreadsNothing` is drawn in its slot.
    mutating func spread(_ i: Int, pendingSingles: [Int]?) {
        let placed = structure.cells[i]
        let shortfall = answers[i].width - slotWidth(placed)
        guard Tolerance.greater(shortfall, 0) else { return }
        if pendingSingles != nil && spreadsNothing(i) {
            fitted.insert(.spreadsNothing)
            record(
                .spread(
                    cell: placed.position, shortfall: shortfall, columns: [], each: 0,
                    rule: .afterFullWidth))
            return
        }
        let (targets, rule) = spreadTargets(i, pendingSingles)
        // Implementation note: the targets without the later-span rule only decide whether G7
        // names it, so they are not worked out again once it is named (a full-width view's
        // spread in every rebuild: 27k of the 20 × 20 bench's 1.09M instructions a layout).
        if rule == .laterSpanColumns && !fitted.contains(.laterSpanTargets)
            && spreadTargets(i, pendingSingles, laterSpans: false).0 != targets
        {
            fitted.insert(.laterSpanTargets)
        }
        let each = shortfall / Double(targets.count)
        for q in targets { widths[q] += each }
        record(
            .spread(
                cell: placed.position, shortfall: shortfall, columns: targets, each: each,
                rule: rule))
    }

    /// Where a shortfall goes, first choice that is not empty. A full-width view's (specified
    /// width): the columns of the spans from a GridRow measured after it that spread (d43,
    /// d7); its columns still 0 wide and waiting for no single-column cell, else those waiting
    /// for none (d7, d37, d61). A span from a GridRow's: its columns with no single-column
    /// cell (d23, d63). Then (specified width) the columns waiting for a single-column cell,
    /// or for a full-width view every column; else the columns with no single-column cell,
    /// else all. Without `laterSpans`, the targets were there no later-span rule (G7).
    // Implementation note: each choice is built once at its size by `pick`, and only when
    // it is reached (it was every choice, each grown element by element: the spreads of every
    // rebuild in the 20 × 20 bench, 994k -> 972k instructions a layout).
    private func spreadTargets(
        _ i: Int, _ pendingSingles: [Int]?, laterSpans: Bool = true
    ) -> ([Int], EagerSpreadRule) {
        let placed = structure.cells[i]
        let columns = placed.columns
        let hasSingle = structure.hasSingle
        if placed.full, pendingSingles != nil, laterSpans {
            let later = laterSpanColumns(after: i)
            if !later.isEmpty { return (later, .laterSpanColumns) }
        }
        if placed.full {
            let settled = { (q: Int) in (pendingSingles?[q] ?? 0) == 0 }
            let empty = Self.pick(columns) { settled($0) && Tolerance.equal(widths[$0], 0) }
            if !empty.isEmpty { return (empty, .emptyColumns) }
            let settledColumns = Self.pick(columns, where: settled)
            if !settledColumns.isEmpty { return (settledColumns, .settledColumns) }
        }
        let withoutOwn = Self.pick(columns) { !hasSingle[$0] }
        if !placed.full && !withoutOwn.isEmpty { return (withoutOwn, .columnsWithoutOwnCell) }
        if let pendingSingles {
            let open = Self.pick(columns) { pendingSingles[$0] > 0 }
            if !open.isEmpty { return (open, .openColumns) }
            if placed.full { return (Array(columns), .everyColumn) }
        }
        if !withoutOwn.isEmpty { return (withoutOwn, .columnsWithoutOwnCell) }
        return (Array(columns), .allColumns)
    }

    /// The columns of `columns` for which `include` holds, in order: counted first, so the
    /// array is made at its size, and none is made when there are none.
    static func pick(_ columns: Range<Int>, where include: (Int) -> Bool) -> [Int] {
        var count = 0
        for q in columns where include(q) { count += 1 }
        guard count > 0 else { return [] }
        var chosen: [Int] = []
        chosen.reserveCapacity(count)
        for q in columns where include(q) { chosen.append(q) }
        return chosen
    }

    /// The columns covered by the spans from a GridRow measured so far, after full-width view
    /// `i`, that spread (rule 8, d43).
    private func laterSpanColumns(after i: Int) -> [Int] {
        guard let at = measuredAt[i] else { return [] }
        var covered = [Bool](repeating: false, count: widths.count)
        // Implementation note: only the spanning cells measured so far (`measuredSpans`), not
        // every cell: this ran over the 20 × 20 bench's 391 cells in every rebuild (44k of its
        // 1.09M instructions a layout).
        for j in measuredSpans {
            let placed = structure.cells[j]
            guard !placed.full, let later = measuredAt[j], later > at, !spreadsNothing(j)
            else { continue }
            for q in placed.columns { covered[q] = true }
        }
        return Self.pick(covered.indices) { covered[$0] }
    }
}
