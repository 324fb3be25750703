extension EagerGroups {
    /// Serves every group in turn (rules 4 and 5).
    mutating func serve(
        _ sizing: inout EagerSizing, availableWidth: Double?, availableHeight: Double?
    ) {
        var start = 0
        if availableWidth != nil, let firstEnd = groupEnds.first {
            sizing.firstFullWidth = FirstFullWidth(
                sizing.structure, order: order, firstEnd: firstEnd)
        }
        for (g, end) in groupEnds.enumerated() {
            let level = keys[order[start]].priority
            let firstOfLevel = g == 0 || keys[order[start - 1]].priority != level
            if firstOfLevel { beginLevel(from: start, sizing) }
            spacerRows.beginGroup()
            let group = order[start..<end]
            let lent = lentWidth(group: g, start: start, availableWidth, &sizing)
            sealOutgrownSpans(from: start, &sizing)
            let step = share(group, sizing, lent, availableHeight)
            if firstOfLevel { levelShare = step.shareWidth }
            sizing.record(.group(step))
            let fullWidth = availableWidth.map { $0 + sizing.columnGaps.reduce(0, +) }
            let startWidths = sizing.widths
            for i in group {
                let lift = spacerRows.lift(i, height: availableHeight, openRows: openRowCount)
                if lift > 0 && sizing.tracing {
                    sizing.record(
                        .spacerRowLift(
                            cell: sizing.structure.cells[i].position,
                            availableHeight: availableHeight ?? 0,
                            rowsWithoutSpacer: spacerRows.rowsWithoutSpacer,
                            openRows: openRowCount, lift: lift))
                }
                let offer = self.offer(
                    i, sizing, (step.shareWidth, step.shareHeight.map { $0 + lift }), fullWidth,
                    startWidths)
                if offer.overflowChanged { sizing.fitted.insert(.overflow) }
                if lentWidthMoves(i, sizing, step, (offer.width, offer.height), startWidths) {
                    sizing.fitted.insert(.spacerColumns)
                }
                if lift > 0, let share = step.shareHeight, let lifted = offer.height,
                    liftMovesAnswer(
                        i, sizing, width: offer.width, lifted: lifted, plainHeight: share)
                {
                    sizing.fitted.insert(.spacerRowLift)
                }
                if keptOpenShares { sizing.fitted.insert(.keptOpen) }
                if sealedShares { sizing.fitted.insert(.sealed) }
                if heldAsOneShares || offer.committedSlotChanged {
                    sizing.fitted.insert(.heldAsOne)
                }
                for (column, spread) in offer.overflows {
                    sizing.record(
                        .overflow(
                            cell: sizing.structure.cells[i].position, column: column,
                            share: step.shareWidth ?? 0,
                            spread: spread, levelShare: levelShare ?? 0))
                }
                if !sealCandidates.isEmpty {
                    rooms[i] = room(i, sizing, available: availableWidth, share: step.shareWidth)
                }
                sizing.measure(i, width: offer.width, height: offer.height)
                finish(i, sizing.structure)
                spacerRows.measured(i)
            }
            if availableWidth != nil { rebuildKeepingCommitted(group, &sizing) }
            let levelOver = end == order.count || keys[order[end]].priority != level
            holdFittingSpans(order[levelStart..<end], levelOver: levelOver, &sizing)
            commit(levelOver: levelOver, &sizing)
            start = end
        }
    }

    /// A new priority begins: which columns and rows its cells keep open (a column also while
    /// it has no single-column cell and a spanning cell of this priority covers it), and each
    /// row's height now: an open row counts with it in every share of this priority.
    private mutating func beginLevel(from start: Int, _ sizing: EagerSizing) {
        levelStart = start
        for q in levelOpen.indices {
            (levelOpen[q], held[q], levelSpanMeasured[q]) = (0, false, false)
            (fitHeld[q], keptSaid[q], sealSaid[q]) = (false, false, false)
            (earlierCommitted[q], levelSpans[q]) = (committed[q], 0)
        }
        for r in rowPending.indices { rowPending[r] = 0 }
        baseHeights = sizing.heights
        for r in reopened.indices { reopened[r] = false }
        spacerRows.beginLevel()
        let level = keys[order[start]].priority
        // Implementation note: a priority's cells are consecutive in the serving order.
        for i in order[start...] {
            guard keys[i].priority == level else { break }
            let placed = sizing.structure.cells[i]
            rowPending[placed.row] += 1
            if earlierRows[placed.row] { reopened[placed.row] = true }
            if placed.span == 1 || !placed.full {
                for q in placed.columns { levelOpen[q] += 1 }
            }
            if placed.span > 1 {
                for q in placed.columns { levelSpans[q] += 1 }
                for q in placed.columns where !sizing.structure.hasSingle[q] && !committed[q] {
                    held[q] = true
                }
            }
        }
    }

    /// The group's open columns and rows and their shares (rule 4); remembers which columns
    /// are open for the group's spanning cells.
    private mutating func share(
        _ group: ArraySlice<Int>, _ sizing: EagerSizing, _ width: Double?, _ height: Double?
    ) -> EagerGroupStep {
        var (openColumns, openRows) = (0, 0)
        (keptOpenShares, sealedShares, heldAsOneShares) = (false, false, false)
        var committedWidth = 0.0
        for q in openMask.indices {
            openMask[q] = (levelOpen[q] > 0 || held[q] || fitHeld[q]) && !sealed[q]
            if openMask[q] { openColumns += 1 }
            if fitHeld[q] && levelOpen[q] == 0 && !held[q] && !sealed[q] && width != nil {
                keptOpenShares = true
            }
            if committed[q] || sealed[q] { committedWidth += sizing.widths[q] }
        }
        openColumns += sealedBlocks.count
        if !sealedBlocks.isEmpty && width != nil { sealedShares = true }
        let asOne = width == nil ? [] : heldAsOne(from: group.startIndex, sizing.structure)
        for block in asOne where block.count > 1 {
            openColumns -= block.count - 1
            heldAsOneShares = true
        }
        var committedHeight = 0.0
        for r in rowPending.indices {
            if rowPending[r] > 0 { openRows += 1 }
            committedHeight += rowPending[r] > 0 ? baseHeights[r] : sizing.heights[r]
            if rowPending[r] == 0 && reopened[r] { committedHeight += baseHeights[r] }
        }
        openRowCount = openRows
        openColumnCount = openColumns
        let key = keys[group[group.startIndex]]
        let tracing = sizing.tracing
        return EagerGroupStep(
            cells: tracing ? group.map { sizing.structure.cells[$0].position } : [],
            priority: key.priority, infiniteAxes: key.infiniteAxes, flexibility: key.flexibility,
            unsized: key.unsized,
            availableWidth: width, availableHeight: height,
            openColumns: tracing ? openMask.indices.filter { openMask[$0] } : [],
            sealedColumns: tracing ? sealedBlocks : [], heldAsOne: tracing ? asOne : [],
            committedWidth: committedWidth,
            shareWidth: width.map { ($0 - committedWidth) / Double(max(openColumns, 1)) },
            openRows: tracing ? rowPending.indices.filter { rowPending[$0] > 0 } : [],
            committedHeight: committedHeight,
            shareHeight: height.map { ($0 - committedHeight) / Double(max(openRows, 1)) })
    }

    /// Rule 16 and G7: whether the width rule 16 lent the group changes what cell `i`
    /// answers, against the offer of the share without it.
    private func lentWidthMoves(
        _ i: Int, _ sizing: EagerSizing, _ step: EagerGroupStep,
        _ offer: (width: Double?, height: Double?), _ startWidths: [Double]
    ) -> Bool {
        guard let lending = spacerColumns, let share = step.shareWidth,
            let fullWidth = sizing.offeredWidth
        else { return false }
        let plainShare = share - lending.lent / Double(max(openColumnCount, 1))
        let plain = self.offer(i, sizing, (plainShare, offer.height), fullWidth, startWidths)
        return lentWidthMovesAnswer(i, sizing, offer: offer, plain: plain.width)
    }

    /// What a cell of the group is offered: on an unsized axis its current slot; else the
    /// larger of its share and its column's (row's) size. A spanning cell is offered the shares
    /// of its open columns and the widths of the others; a full-width view the whole width.
    /// Where an open column `overflows`, the cell is offered its share plus the column's spread
    /// instead (rule 5); those columns are returned with their spreads.
    private func offer(
        _ i: Int, _ sizing: EagerSizing, _ shares: (width: Double?, height: Double?),
        _ fullWidth: Double?, _ startWidths: [Double]
    ) -> (
        width: Double?, height: Double?, overflows: [(Int, Double)], overflowChanged: Bool,
        committedSlotChanged: Bool
    ) {
        let (shareWidth, shareHeight) = shares
        let cells = sizing.structure.cells
        let (column, span, unsized) = (cells[i].column, cells[i].span, cells[i].unsized)
        var width: Double? = nil
        var overflows: [(Int, Double)] = []
        var (changed, committedSlot) = (false, false)
        if let share = shareWidth, let fullWidth {
            if span == 1 && !unsized.horizontal {
                width = max(share, sizing.widths[column])
                if let spread = overflow(column, sizing) {
                    let over = max(share, sizing.singleWidths[column]) + spread
                    changed = !Tolerance.equal(over, max(share, sizing.widths[column]))
                    width = over
                    overflows.append((column, spread))
                }
            } else {
                let slot = sizing.slotWidth(cells[i])
                if unsized.horizontal {
                    width = slot
                } else if cells[i].full {
                    width = max(fullWidth, sizing.slotWidth(cells[i], in: startWidths))
                } else {
                    var (own, plain) = (slot, slot)
                    for q in column..<(column + span) where openMask[q] {
                        plain += share - sizing.widths[q]
                        if let spread = overflow(q, sizing) {
                            own += share + spread - sizing.widths[q]
                            overflows.append((q, spread))
                        } else {
                            own += share - sizing.widths[q]
                        }
                    }
                    if offeredItsCommittedSlot(i, sizing.structure) {
                        width = slot
                        committedSlot = !Tolerance.equal(slot, max(own, slot))
                    } else {
                        width = max(own, slot)
                        changed = !Tolerance.equal(max(own, slot), max(plain, slot))
                    }
                }
            }
        }
        var height: Double? = nil
        if let share = shareHeight {
            let current = sizing.heights[cells[i].row]
            height = unsized.vertical ? current : max(share, current)
        }
        return (width, height, overflows, changed, committedSlot)
    }

    /// SwiftUI's overflow (rule 5, GX17, d43): an open column holding more of a measured
    /// spanning cell of this priority (its width less its widest single-column cell) than the
    /// priority's first share; the spread, or nil.
    private func overflow(_ q: Int, _ sizing: EagerSizing) -> Double? {
        guard openMask[q], levelSpanMeasured[q], let first = levelShare else { return nil }
        let spread = sizing.widths[q] - sizing.singleWidths[q]
        return Tolerance.greater(spread, first) ? spread : nil
    }

    /// A cell is sized: its columns and row have one cell less to wait for.
    private mutating func finish(_ i: Int, _ structure: EagerStructure) {
        let (row, column, span) = (
            structure.cells[i].row, structure.cells[i].column,
            structure.cells[i].span
        )
        rowPending[row] -= 1
        if span == 1 || !structure.cells[i].full {
            for q in column..<(column + span) { levelOpen[q] -= 1 }
        }
        if span == 1 { pendingSingles[column] -= 1 }
        if span > 1 { for q in column..<(column + span) { levelSpanMeasured[q] = true } }
        earlierRows[row] = true
    }

    /// After a group: a column is committed once no cell of this priority keeps it open, and,
    /// when it holds no single-column cell, once the priority is over (rule 5).
    private mutating func commit(levelOver: Bool, _ sizing: inout EagerSizing) {
        var newly: [Int] = []
        for q in committed.indices where !committed[q] && levelOpen[q] == 0 {
            if (held[q] || fitHeld[q]) && !levelOver { continue }
            committed[q] = true
            // Implementation note: the list is for the trace only (an array a group saved).
            if sizing.tracing { newly.append(q) }
        }
        if !newly.isEmpty { sizing.record(.commit(columns: newly)) }
    }
}
