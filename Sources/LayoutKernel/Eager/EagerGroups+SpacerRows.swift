extension EagerGroups {
    /// Rule 12 (measured, d55): a row that holds a Spacer beside a cell of the priority being
    /// served, once that cell is measured, lends every cell of the priority's later groups that
    /// shares no column with such a cell an extra height share: the available height divided by
    /// the rows that hold no Spacer, divided like the share by the open rows. SwiftUI then
    /// answers taller than it is offered. Only Spacers covering one column of a GridRow, of a
    /// priority below the one served (still to size), lend; a cell measured in the same group
    /// as the lending cell gains nothing (arm GS1's measured offers).
    struct SpacerRows {
        /// Per cell: not a Spacer, and its row holds a one-column Spacer of a lower priority
        /// (so, once measured, it makes its row lend).
        var besideLowerSpacer: [Bool]
        /// Per cell: the columns it covers, and whether it is sized vertically (can gain).
        var columns: [Range<Int>]
        var sizedVertically: [Bool]
        /// Rows that hold a cell and no Spacer of any kind.
        var rowsWithoutSpacer: Int
        /// Per column: a measured cell of the current priority beside a lending Spacer covers
        /// it (a cell there gains nothing).
        var besideSpacer: [Bool]
        /// Whether any such cell is measured in the current priority, before the group being
        /// served began.
        var lending = false
        /// The same two for the cells measured in the group being served: they lend from the
        /// next group on.
        var besideSpacerNext: [Bool]
        var lendingNext = false

        init(_ structure: EagerStructure) {
            var spacerPriority = [Double](repeating: .infinity, count: structure.rowCount)
            var holdsSpacer = [Bool](repeating: false, count: structure.rowCount)
            for i in structure.cells.indices where structure.spacers[i] {
                let placed = structure.cells[i]
                holdsSpacer[placed.row] = true
                if placed.span == 1 && !placed.full {
                    spacerPriority[placed.row] = min(spacerPriority[placed.row], placed.priority)
                }
            }
            // Implementation note: what `measured` and `lift` read is copied here, so they take
            // a cell's index alone (no structure passed per cell: the 20 × 20 bench), in one
            // pass over the cells by index (three maps, one through a key path: 2k fewer of the
            // 20 × 20 bench's 953k instructions a layout).
            let cellCount = structure.cells.count
            var (beside, columns, sized) = ([Bool](), [Range<Int>](), [Bool]())
            beside.reserveCapacity(cellCount)
            columns.reserveCapacity(cellCount)
            sized.reserveCapacity(cellCount)
            for i in structure.cells.indices {
                let (row, priority) = (structure.cells[i].row, structure.cells[i].priority)
                beside.append(!structure.spacers[i] && spacerPriority[row] < priority)
                columns.append(structure.cells[i].columns)
                sized.append(!structure.cells[i].unsized.vertical)
            }
            (besideLowerSpacer, self.columns, sizedVertically) = (beside, columns, sized)
            var count = 0
            for r in holdsSpacer.indices where !holdsSpacer[r] && !structure.rowIsEmpty[r] {
                count += 1
            }
            rowsWithoutSpacer = count
            besideSpacer = [Bool](repeating: false, count: structure.columnCount)
            besideSpacerNext = besideSpacer
        }

        /// A new priority begins: no cell of it is measured yet.
        mutating func beginLevel() {
            guard lending || lendingNext else { return }
            for q in besideSpacer.indices {
                (besideSpacer[q], besideSpacerNext[q]) = (false, false)
            }
            (lending, lendingNext) = (false, false)
        }

        /// A new group of the current priority begins: what the last group measured lends now.
        mutating func beginGroup() {
            guard lendingNext else { return }
            for q in besideSpacer.indices where besideSpacerNext[q] { besideSpacer[q] = true }
            (lending, lendingNext) = (true, false)
        }

        /// Cell `i` of the current priority is measured: beside a Spacer of a lower priority,
        /// it makes its row lend to the later groups and its columns gain nothing.
        mutating func measured(_ i: Int) {
            guard besideLowerSpacer[i] else { return }
            lendingNext = true
            for q in columns[i] { besideSpacerNext[q] = true }
        }

        /// What cell `i` gains on its height share (0: nothing), with `height` left after the
        /// row spacing and `openRows` rows open to its group.
        func lift(_ i: Int, height: Double?, openRows: Int) -> Double {
            guard lending, let height, rowsWithoutSpacer > 0, sizedVertically[i] else { return 0 }
            for q in columns[i] where besideSpacer[q] { return 0 }
            return height / Double(rowsWithoutSpacer) / Double(max(openRows, 1))
        }
    }
}

extension EagerGroups {
    /// Whether rule 12's lent height changes what cell `i` answers (offered `width` and the
    /// `lifted` height) against the plain offer from `plainHeight`, its group's height share:
    /// a view of fixed height answers the same either way, and then no length rests on the
    /// rule (c11, c47, …). Asked before the cell is measured.
    func liftMovesAnswer(
        _ i: Int, _ sizing: EagerSizing, width: Double?, lifted: Double, plainHeight: Double
    ) -> Bool {
        let placed = sizing.structure.cells[i]
        guard !placed.unsized.vertical else { return false }
        let plain = max(plainHeight, sizing.heights[placed.row])
        let view = sizing.structure.declared[i]
        let atLifted = view.answer(width: width, height: lifted)
        let atPlain = view.answer(width: width, height: plain)
        return !Tolerance.equal(atLifted.width, atPlain.width)
            || !Tolerance.equal(atLifted.height, atPlain.height)
    }
}
