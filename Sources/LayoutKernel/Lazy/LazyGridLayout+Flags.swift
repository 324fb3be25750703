extension LazyGridLayout {
    /// `competition`: a flexible and an adaptive item, or two flexible items, share too little
    /// space — the sum of their minimums exceeds what was left for them (in pass 1) when the
    /// first of them was served. Only non-fixed items with a minimum above 0 compete: an item
    /// with minimum 0 pays nothing, and two adaptive items alone never compete (they take
    /// shares, not minimums). The payers are the later competitors that got less than their
    /// minimum (adaptive) or that were proposed less and took their minimum anyway, pushed out
    /// past the container (flexible): earlier items are served first.
    func competition() -> Diagnostic? {
        let competitors = items.filter {
            !$0.item.size.isFixed && Tolerance.greater($0.item.size.minimum, 0)
        }
        guard let first = competitors.first, competitors.count >= 2,
            competitors.contains(where: { if case .flexible = $0.item.size { true } else { false } }
            )
        else { return nil }
        // What was left when the first competitor was served: the pass's own subtractions, in
        // its order, of the non-fixed items served before it (all of minimum 0).
        let before = items[..<first.index].filter { !$0.item.size.isFixed }
        var left = pass1.remainingForShared
        for item in before { left -= item.pass1.width }
        let minimums = competitors.reduce(0) { $0 + $1.item.size.minimum }
        guard Tolerance.greater(minimums, left) else { return nil }

        var payers = competitors.dropFirst().filter { item in
            switch item.item.size {
            case .fixed: false
            case .flexible: item.pass1.clamp == .minimum
            case .adaptive(let minimum, _): Tolerance.less(item.pass1.width, minimum)
            }
        }.map(\.index)
        if payers.isEmpty, let last = competitors.last { payers = [last.index] }

        let names = competitors.map(\.index)
        let detail = Diagnostic.Detail.competition(
            competitors: names, minimums: competitors.map(\.item.size.minimum), total: minimums,
            left: left, servedBefore: before.map(\.index), payers: payers)
        return Diagnostic(items: names, detail: detail)
    }
}
