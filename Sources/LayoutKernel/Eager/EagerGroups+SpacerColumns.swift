extension EagerGroups {
    /// Rule 16 (measured, d57 and arm GS4): at a specified width, the first priority served
    /// (no cell of a higher one) shares more than the available width when a Spacer of a lower
    /// priority, not a view outside any GridRow, has in one of its columns a one-column cell of
    /// this priority whose width follows its offer (it answers wider offered ∞ than offered 0)
    /// and in its row a cell of this priority: every group of the priority shares the available
    /// width plus the available width divided by the columns no Spacer covers. SwiftUI then
    /// answers wider than it is offered. Each condition is forced by a measured grid (the
    /// first priority: d17, d59; the width that follows its offer: arm GS1's printed offers;
    /// one column: d63; the row: the publisher's left-out cases 44 and 48).
    struct SpacerColumns {
        /// The first such Spacer, in source order.
        var spacer: EagerCellPosition
        /// Columns that no Spacer covers (a Spacer outside any GridRow does not count).
        var columnsWithoutSpacer: Int
        /// What every share of the priority gains on top of the available width.
        var lent: Double

        /// The lending for the priority `priority`, served first, with `width` left after the
        /// column spacing; nil when no Spacer lends.
        init?(_ structure: EagerStructure, priority: Double, width: Double) {
            var covered = [Bool](repeating: false, count: structure.columnCount)
            for i in structure.cells.indices where structure.spacers[i] {
                let placed = structure.cells[i]
                guard !placed.full else { continue }
                for q in placed.columns { covered[q] = true }
            }
            let without = covered.reduce(0) { $1 ? $0 : $0 + 1 }
            guard without > 0 else { return nil }
            let cells = structure.cells
            // Implementation note: run once a layout, at its first priority, and only a grid
            // with a Spacer of a lower priority goes past the first guard: spacers × cells.
            for s in cells.indices where structure.spacers[s] {
                let spacer = cells[s]
                guard !spacer.full, spacer.priority < priority else { continue }
                var (inColumn, inRow) = (false, false)
                for i in cells.indices where !structure.spacers[i] {
                    guard cells[i].priority == priority else { continue }
                    if cells[i].row == spacer.row { inRow = true }
                    if cells[i].span == 1 && spacer.columns.contains(cells[i].column)
                        && Self.followsWidth(structure.declared[i])
                    {
                        inColumn = true
                    }
                }
                guard inColumn && inRow else { continue }
                self.spacer = spacer.position
                columnsWithoutSpacer = without
                lent = width / Double(without)
                return
            }
            return nil
        }

        /// Whether a view answers wider offered ∞ than offered 0 across.
        static func followsWidth(_ cell: EagerCell) -> Bool {
            let small = cell.answer(width: 0, height: 0).width
            let large = cell.answer(width: .infinity, height: .infinity).width
            return Tolerance.greater(large, small)
        }
    }

    /// The width every group of the current priority shares (rules 15 and 16): the available
    /// width, plus what the first full-width view left of its offer, plus what rule 16's
    /// Spacer lends; the trace says each once.
    mutating func lentWidth(
        group g: Int, start: Int, _ availableWidth: Double?, _ sizing: inout EagerSizing
    ) -> Double? {
        guard let availableWidth else { return nil }
        if g == 0 {
            spacerColumns = SpacerColumns(
                sizing.structure, priority: keys[order[start]].priority, width: availableWidth)
        } else if start > 0 && keys[order[start - 1]].priority != keys[order[start]].priority {
            spacerColumns = nil
        }
        let unused = sizing.firstFullWidthUnused
        if Tolerance.greater(unused, 0) { sizing.fitted.insert(.firstFullWidth) }
        if g == 1, let first = sizing.firstFullWidth {
            sizing.record(
                .firstFullWidthLends(
                    cell: sizing.structure.cells[first.cell].position,
                    offered: sizing.offers[first.cell].width ?? 0,
                    answered: sizing.answers[first.cell].width,
                    availableWidth: availableWidth + unused))
        }
        if g == 0, let lending = spacerColumns {
            sizing.record(
                .spacerColumnsLend(
                    spacer: lending.spacer, availableWidth: availableWidth,
                    columnsWithoutSpacer: lending.columnsWithoutSpacer, lent: lending.lent))
        }
        return availableWidth + unused + (spacerColumns?.lent ?? 0)
    }

    /// Rule 16 and G7: whether the lent width changes what cell `i` answers, offered `offer`
    /// where the plain share (without the lending) would offer `plain`. Asked before the cell
    /// is measured.
    func lentWidthMovesAnswer(
        _ i: Int, _ sizing: EagerSizing, offer: (width: Double?, height: Double?),
        plain: Double?
    ) -> Bool {
        guard spacerColumns != nil, let width = offer.width, let plain,
            !Tolerance.equal(width, plain)
        else { return false }
        let view = sizing.structure.declared[i]
        let lent = view.answer(width: width, height: offer.height)
        let unlent = view.answer(width: plain, height: offer.height)
        return !Tolerance.equal(lent.width, unlent.width)
            || !Tolerance.equal(lent.height, unlent.height)
    }
}
