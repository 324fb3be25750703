extension EagerGroups {
    /// Rule 6 (d45): after a group at a specified width, a span from a GridRow of the current
    /// priority, measured, that fits in its columns' widest single-column cells (with the
    /// spacing between them: it needs no spread) keeps its columns not yet committed open
    /// until the priority ends: they are not committed and still share. The trace names each
    /// column this keeps open once, when it would otherwise be committed.
    mutating func holdFittingSpans(
        _ measured: ArraySlice<Int>, levelOver: Bool, _ sizing: inout EagerSizing
    ) {
        for q in fitHeld.indices { fitHeld[q] = false }
        guard !levelOver, sizing.offeredWidth != nil else { return }
        for i in measured {
            let placed = sizing.structure.cells[i]
            guard placed.span > 1, !placed.full else { continue }
            let singles = sizing.slotWidth(placed, in: sizing.singleWidths)
            guard !Tolerance.greater(sizing.answers[i].width, singles) else { continue }
            var kept: [Int] = []
            for q in placed.columns where !committed[q] && !fitHeld[q] {
                fitHeld[q] = true
                if !keptSaid[q] && levelOpen[q] == 0 && !held[q] {
                    keptSaid[q] = true
                    kept.append(q)
                }
            }
            guard !kept.isEmpty else { continue }
            sizing.record(
                .keptOpen(
                    cell: placed.position, columns: kept, width: sizing.answers[i].width,
                    singles: singles))
        }
    }
}
