extension EagerSizing {
    /// Rule 6: a one-column cell's answer widens its column; the growth first uses up the
    /// shortfalls held over the column, in the order they were held.
    mutating func widen(_ q: Int, to width: Double) {
        // Exact, not `Tolerance` (rule 8's exception, `EagerSizing`): a column grows by any
        // amount, a rounding residue too (d23's half, 3.6e-15), and a held shortfall is used
        // up by exactly what it grew, so rule 8 sees the width SwiftUI has.
        guard widths[q] < width else { return }
        var growth = width - widths[q]
        widths[q] = width
        var k = 0
        while k < held.count {
            guard held[k].columns.contains(q) else {
                k += 1
                continue
            }
            if growth < held[k].amount {
                held[k].amount -= growth
                record(
                    .absorb(
                        column: q, growth: growth, columns: Array(held[k].columns),
                        used: growth, left: held[k].amount))
                return
            }
            let used = held[k].amount
            growth -= used
            record(
                .absorb(
                    column: q, growth: growth + used, columns: Array(held[k].columns),
                    used: used, left: 0))
            held.remove(at: k)
            if growth <= 0 { return }
        }
    }

    /// Rule 6: a cell covering several columns that answers wider than they are, with the
    /// shortfalls already held over any of them, holds the rest on its columns (added to what
    /// is held on exactly those columns, if anything is).
    mutating func hold(_ i: Int, width: Double) {
        let placed = structure.cells[i]
        var covered = slotWidth(placed)
        for mark in held where mark.columns.overlaps(placed.columns) {
            covered += mark.amount
        }
        let shortfall = width - covered
        // Exact, not `Tolerance` (rule 8's exception, `EagerSizing`): a shortfall of a rounding
        // residue is held, as SwiftUI holds it, since rule 8 spreads it onto a column exactly
        // 0 wide, which a later shortfall then passes over.
        guard shortfall > 0 else { return }
        let total: Double
        if let k = held.firstIndex(where: { $0.columns == placed.columns }) {
            held[k].amount += shortfall
            total = held[k].amount
        } else {
            held.append(Held(columns: placed.columns, amount: shortfall))
            total = shortfall
        }
        // Held but not said: a rounding residue is no step a reader can follow.
        guard Tolerance.greater(shortfall, 0) else { return }
        record(
            .hold(
                cell: placed.position, columns: Array(placed.columns), width: width,
                covered: covered, held: total))
    }

    /// Rule 8: each shortfall still held, in the order they were held, is spread evenly over
    /// its columns still exactly 0 wide, else over all of them.
    mutating func spreadHeld() {
        for mark in held {
            // The one exception to `Tolerance` (docs/model.md, "Equal lengths"): "exactly 0",
            // as SwiftUI compares it. d23: a column 3.6e-15 wide is not 0 wide, and the 24
            // held on columns 1–3 goes to column 3 alone, as SwiftUI draws it.
            var targets = mark.columns.filter { widths[$0] == 0 }
            if targets.isEmpty { targets = Array(mark.columns) }
            let each = mark.amount / Double(targets.count)
            for q in targets { widths[q] += each }
            guard Tolerance.greater(mark.amount, 0) else { continue }
            record(
                .spread(
                    columns: Array(mark.columns), shortfall: mark.amount, targets: targets,
                    each: each))
        }
        held.removeAll()
    }
}
