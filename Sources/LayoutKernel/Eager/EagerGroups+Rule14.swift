extension EagerGroups {
    /// Rule 14 (d59), three parts. The columns cells of the current priority still to size
    /// cover (a full-width view's too).
    func waitingColumns(from start: Int, _ structure: EagerStructure) -> [Bool] {
        var waiting = [Bool](repeating: false, count: committed.count)
        let level = keys[order[start]].priority
        // Implementation note: a priority's cells are consecutive in the serving order.
        for i in order[start...] {
            guard keys[i].priority == level else { break }
            for q in structure.cells[i].columns { waiting[q] = true }
        }
        return waiting
    }

    /// Rule 14 (a): a measured spanning cell from a GridRow of the current priority that also
    /// covers a column with a single-column cell: its open columns with no cell of their own,
    /// which no other spanning cell of this priority covers and no cell still to size reaches,
    /// count together as one open column. The blocks, each of two columns or more.
    func heldAsOne(from start: Int, _ structure: EagerStructure) -> [[Int]] {
        guard start > levelStart else { return [] }
        var waiting: [Bool]? = nil
        var blocks: [[Int]] = []
        for i in order[levelStart..<start] {
            let placed = structure.cells[i]
            guard placed.span > 1, !placed.full,
                placed.columns.contains(where: { structure.hasSingle[$0] })
            else { continue }
            // Implementation note: the columns still waiting are only worked out (a pass over
            // the rest of the priority) for a span with two candidate columns or more, which a
            // block needs; the 20 × 20 bench has none: 972k -> 953k instructions a layout.
            let candidate = { (q: Int) in
                !structure.hasSingle[q] && self.openMask[q] && self.levelSpans[q] == 1
            }
            guard placed.columns.lazy.filter(candidate).count > 1 else { continue }
            if waiting == nil { waiting = waitingColumns(from: start, structure) }
            let block = placed.columns.filter { q in candidate(q) && !(waiting?[q] ?? false) }
            if block.count > 1 { blocks.append(block) }
        }
        return blocks
    }

    /// Rule 14 (b): a spanning cell from a GridRow, not a Spacer, whose columns were all
    /// committed before the current priority began is offered their widths with the spacing
    /// between them.
    func offeredItsCommittedSlot(_ i: Int, _ structure: EagerStructure) -> Bool {
        let placed = structure.cells[i]
        return !placed.full && !structure.spacers[i]
            && placed.columns.allSatisfy { earlierCommitted[$0] }
    }

    /// Rule 14 (c): the rebuild after a group (rule 8) leaves a column committed before the
    /// group that holds a single-column cell as wide as the running widths had it (the
    /// group's spans spread on the widths as they stood). Not after the last group: the grid is
    /// drawn with the widths the answers rebuild.
    mutating func rebuildKeepingCommitted(_ group: ArraySlice<Int>, _ sizing: inout EagerSizing) {
        let (cells, hasSingle) = (sizing.structure.cells, sizing.structure.hasSingle)
        let last = group.endIndex == order.count
        // Implementation note: which columns keep their width is asked of `keeps` where needed,
        // not gathered into an array; the running widths are the widths as they stand unless
        // the group has a span, which then spreads on the sizing itself, its G7 rules and
        // trace put back after (the rebuild starts the widths afresh): no copy of the sizing
        // (a retain and a release of each of its arrays). The 20 × 20 bench: 1,036k -> 1,005k
        // instructions a layout without the arrays, 914k -> 909k without the copy (callgrind;
        // the copy's retains and releases were about 2 % of its time under perf).
        func keeps(_ q: Int) -> Bool { !last && committed[q] && hasSingle[q] }
        var running = sizing.widths
        if committed.indices.contains(where: keeps), group.contains(where: { cells[$0].span > 1 }) {
            let (fitted, stepCount) = (sizing.fitted, sizing.steps.count)
            for i in group where cells[i].span > 1 {
                sizing.spread(i, pendingSingles: pendingSingles)
            }
            running = sizing.widths
            sizing.fitted = fitted
            sizing.steps.removeSubrange(stepCount...)
        }
        sizing.rebuildWidths(pendingSingles: pendingSingles)
        var kept: [Int] = []
        for q in committed.indices where keeps(q) {
            guard !Tolerance.equal(sizing.widths[q], running[q]) else { continue }
            sizing.widths[q] = running[q]
            kept.append(q)
        }
        if !kept.isEmpty {
            sizing.fitted.insert(.heldAsOne)
            sizing.record(.keptCommitted(columns: kept, widths: kept.map { sizing.widths[$0] }))
        }
    }
}
