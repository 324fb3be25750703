extension EagerGroups {
    /// The cells rule 13 can concern: spanning cells from a GridRow, sized horizontally, whose
    /// columns hold no single-column cell.
    static func sealCandidates(_ structure: EagerStructure) -> [Int] {
        structure.cells.indices.filter { i in
            let placed = structure.cells[i]
            return placed.span > 1 && !placed.full && !placed.unsized.horizontal
                && !placed.columns.contains { structure.hasSingle[$0] }
        }
    }

    /// Rule 13 (d41): at a specified width, a measured spanning cell from a GridRow of the
    /// current priority whose columns hold no single-column cell, which answered wider than the
    /// room the grid had left it when it was measured (`rooms`), and which no cell of this
    /// priority still to size can reach (none covers its columns, none covers a column of a
    /// measured span of this priority that shares one with it) seals its still-open columns:
    /// their widths count as committed, and together they count as one open column in every
    /// later share of the priority. Worked out afresh when each group begins; the trace says
    /// each sealed block once per priority.
    mutating func sealOutgrownSpans(from start: Int, _ sizing: inout EagerSizing) {
        if !sealedBlocks.isEmpty {
            for q in sealed.indices { sealed[q] = false }
            sealedBlocks = []
        }
        guard sizing.offeredWidth != nil, start > levelStart else { return }
        let level = keys[order[start]].priority
        // Implementation note: only candidates of this priority measured (a room kept) that
        // outgrew it are looked at further, so a grid without one pays a pass over the few
        // candidates per group and builds nothing.
        let outgrown = sealCandidates.filter { i in
            guard keys[i].priority == level, let room = rooms[i] else { return false }
            return Tolerance.greater(sizing.answers[i].width, room)
        }
        guard !outgrown.isEmpty else { return }
        let cells = sizing.structure.cells
        var waiting = [Bool](repeating: false, count: sealed.count)
        // A priority's cells are consecutive in the serving order.
        for i in order[start...] {
            guard keys[i].priority == level else { break }
            for q in cells[i].columns { waiting[q] = true }
        }
        let measured = order[levelStart..<start]
        for i in outgrown {
            let placed = cells[i]
            let reached = measured.contains { o in
                let other = cells[o]
                return other.span > 1 && other.columns.overlaps(placed.columns)
                    && other.columns.contains { waiting[$0] }
            }
            let block = placed.columns.filter { held[$0] && !committed[$0] && !sealed[$0] }
            guard !reached, !block.isEmpty else { continue }
            for q in block { sealed[q] = true }
            sealedBlocks.append(block)
            guard !sealSaid[block[0]] else { continue }
            for q in block { sealSaid[q] = true }
            sizing.record(
                .sealed(
                    cell: placed.position, columns: block, width: sizing.answers[i].width,
                    room: rooms[i] ?? 0))
        }
    }

    /// Rule 13: the room the grid has left spanning cell `i` from a GridRow (not unsized
    /// horizontally) as it is measured: the available width less its other columns (an open
    /// one's share, or its width if that is more; another its width), plus the spacing inside
    /// it. Nil for cells rule 13 cannot concern.
    func room(_ i: Int, _ sizing: EagerSizing, available: Double?, share: Double?) -> Double? {
        let placed = sizing.structure.cells[i]
        guard let available, let share, placed.span > 1, !placed.full,
            !placed.unsized.horizontal,
            !placed.columns.contains(where: { sizing.structure.hasSingle[$0] })
        else { return nil }
        var outside = 0.0
        for q in sizing.widths.indices where !placed.columns.contains(q) {
            outside += openMask[q] ? max(share, sizing.widths[q]) : sizing.widths[q]
        }
        let own = placed.columns.reduce(0.0) { $0 + sizing.widths[$1] }
        return available - outside + sizing.slotWidth(placed) - own
    }
}
