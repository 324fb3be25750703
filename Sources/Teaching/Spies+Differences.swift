import LayoutKernel
import Words

/// Where `GridInfo`'s answers part from the trainer's, each with its reason.
extension Spies {
    /// At most this many `cellWidth(id)` differences are listed one by one; the rest counted.
    static let cellWidthsListed = 3

    /// The differences, the first `cellWidthsListed` cellWidth ones among them, and how many
    /// more cells `cellWidth(id)` gets wrong.
    func findDifferences() -> (listed: [SpyDifference], unlistedCellWidths: Int) {
        let f = NumberText.format
        var result: [SpyDifference] = []
        let own = trainerWidths.count
        if columnCount != own {
            result.append(
                SpyDifference(
                    query: "columnCount", spies: Double(columnCount), trainer: Double(own),
                    reason: countReason()))
        }
        for col in 0..<min(columnCount, own)
        where !Tolerance.equal(columnWidth(col), trainerWidths[col]) {
            let slot = slotWidths[col]
            let reason =
                Tolerance.equal(slot, trainerWidths[col])
                ? "cells[\(col)] has content \(f(columnWidth(col))) wide of its own in its "
                    + "\(f(slot)) slot: the spies measure the content, not the column"
                : "cells[\(col)] is not in column \(col) (its slot is \(f(slot)) wide): "
                    + "the count is off"
            result.append(
                SpyDifference(
                    query: "columnWidth(\(col))", spies: columnWidth(col),
                    trainer: trainerWidths[col], reason: reason))
        }
        for col in 0..<columnCount {
            let trainer = col < own ? trainerSpacings[col] : 0
            guard !Tolerance.equal(spacing(col), trainer) else { continue }
            result.append(
                SpyDifference(
                    query: "spacing(\(col))", spies: spacing(col), trainer: trainer,
                    reason: spacingReason(col)))
        }
        var listed = 0
        var unlisted = 0
        for cell in cells where !Tolerance.equal(cellWidth(cell.id), slotWidths[cell.id]) {
            guard listed < Self.cellWidthsListed else {
                unlisted += 1
                continue
            }
            listed += 1
            let column = columnCount > 0 ? cell.id % columnCount : 0
            let reason =
                "cell id \(cell.id) sits in a \(f(slotWidths[cell.id])) slot; GridInfo answers "
                + "columnWidth(\(cell.id) % \(columnCount) = \(column))"
            result.append(
                SpyDifference(
                    query: "cellWidth(\(cell.id))", spies: cellWidth(cell.id),
                    trainer: slotWidths[cell.id], reason: reason))
        }
        return (result, unlisted)
    }

    /// Why the seed's loop stopped where it did.
    private func countReason() -> String {
        let f = NumberText.format
        let own = trainerWidths.count
        let noun = axis == .vertical ? "tracks" : "columns of cells"
        if axis == .horizontal && columnCount < own {
            return
                "GridInfo was written for a LazyVGrid: a LazyHGrid fills column by column, so "
                + "cells[1] is below cells[0], not right of it, and the count stops at "
                + "\(columnCount)"
        }
        if columnCount < own {
            if columnCount == cells.count {
                return
                    "only \(cells.count) cells are enrolled but the grid has \(own) \(noun): the "
                    + "spies cannot see an empty column"
            }
            let next = cells[columnCount]
            let previous = cells[columnCount - 1]
            return
                "cells[\(columnCount)]'s content starts at x \(f(next.minX)), not right of "
                + "cells[\(columnCount - 1)]'s at \(f(previous.minX)) (content of its "
                + "own, placed by alignment), so the count stops at \(columnCount) of "
                + "\(own) \(noun)"
        }
        let next = cells[own]
        let previous = cells[own - 1]
        return
            "cells[\(own)] opens the next line but its content starts at x \(f(next.minX)), right "
            + "of cells[\(own - 1)]'s at \(f(previous.minX)), so it is counted "
            + "as one more column"
    }

    /// Why `spacing(col)` is not the trainer's gap after that column.
    private func spacingReason(_ col: Int) -> String {
        let f = NumberText.format
        let own = trainerWidths.count
        if col == columnCount - 1 {
            return
                "column \(col) is the last one GridInfo counted, so its code answers "
                + "0 (right = left)"
        }
        if col + 1 >= own {
            return
                "the trainer has no column after column \(col): the spies measure up to a cell "
                + "of the next line"
        }
        var parts: [String] = []
        if !Tolerance.equal(cells[col].bounds.width, slotWidths[col]) {
            parts.append(
                "cells[\(col)]'s content is \(f(cells[col].bounds.width)) wide in a "
                    + "\(f(slotWidths[col])) slot"
            )
        }
        if col + 1 < slotWidths.count
            && !Tolerance.equal(cells[col + 1].bounds.width, slotWidths[col + 1])
        {
            parts.append(
                "cells[\(col + 1)]'s content is \(f(cells[col + 1].bounds.width)) wide in a "
                    + "\(f(slotWidths[col + 1])) slot"
            )
        }
        if parts.isEmpty { parts.append("the cells' contents do not sit at their slots' edges") }
        return parts.joined(separator: "; ")
    }
}
