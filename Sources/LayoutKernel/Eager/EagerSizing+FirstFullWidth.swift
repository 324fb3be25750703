/// Rule 15 (measured, d53): a full-width view measured before every other cell, in a group
/// that also holds a span from a GridRow sized horizontally, is measured at the whole width
/// and answers narrower. SwiftUI then (a) adds what it left of its offer (offer less answer)
/// to the width every later group shares, and (b) keeps the spread it made first, when every
/// column was still 0 wide: its shortfall over its gaps goes to every column alike, before the
/// single-column cells, and the spans of its group spread nothing (they are drawn in their
/// slots).
struct FirstFullWidth {
    /// The full-width view (its index in the structure's cells).
    let cell: Int
    /// Per cell: a span from a GridRow of the view's group, sized horizontally.
    let groupSpans: [Bool]

    /// The rule's view in `structure` served in `order` (first group `order[..<firstEnd]`),
    /// or nil when the first cell served is not such a view.
    init?(_ structure: EagerStructure, order: [Int], firstEnd: Int) {
        guard let first = order.first, structure.cells[first].full else { return nil }
        var spans = [Bool](repeating: false, count: structure.cells.count)
        var any = false
        for i in order[..<firstEnd] {
            let placed = structure.cells[i]
            guard !placed.full, placed.span > 1, !placed.unsized.horizontal else { continue }
            spans[i] = true
            any = true
        }
        guard any else { return nil }
        cell = first
        groupSpans = spans
    }
}

extension EagerSizing {
    /// Rule 15 (a): what the first full-width view left of its offer, once measured (0 before,
    /// or when there is no such view).
    var firstFullWidthUnused: Double {
        guard let first = firstFullWidth, measuredAt[first.cell] != nil,
            let offered = offers[first.cell].width
        else { return 0 }
        return offered - answers[first.cell].width
    }

    /// Rule 15 (b), in a rebuild: the first full-width view, once measured, spreads its
    /// shortfall over its gaps to every column alike, as when every column was 0 wide; a
    /// column whose own cells are wider keeps their width.
    mutating func spreadFirstFullWidth() {
        guard let first = firstFullWidth, measuredAt[first.cell] != nil else { return }
        let placed = structure.cells[first.cell]
        let gaps = columnGaps.dropFirst().reduce(0, +)
        let shortfall = answers[first.cell].width - gaps
        guard Tolerance.greater(shortfall, 0) else { return }
        let each = shortfall / Double(widths.count)
        for q in widths.indices {
            if Tolerance.greater(each, widths[q]) { fitted.insert(.firstFullWidth) }
            widths[q] = max(widths[q], each)
        }
        record(
            .spread(
                cell: placed.position, shortfall: shortfall, columns: Array(widths.indices),
                each: each, rule: .firstFullWidth))
    }

    /// Rule 15 (b): whether cell `i` is the first full-width view or a span of its group, which
    /// `spreadFirstFullWidth` stands for; a span of the group wider than its slot says so.
    mutating func standsForFirstFullWidth(_ i: Int) -> Bool {
        guard let first = firstFullWidth else { return false }
        if i == first.cell { return true }
        guard first.groupSpans[i] else { return false }
        let placed = structure.cells[i]
        let shortfall = answers[i].width - slotWidth(placed)
        if Tolerance.greater(shortfall, 0) {
            record(
                .spread(
                    cell: placed.position, shortfall: shortfall, columns: [], each: 0,
                    rule: .afterFirstFullWidth))
        }
        return true
    }
}
