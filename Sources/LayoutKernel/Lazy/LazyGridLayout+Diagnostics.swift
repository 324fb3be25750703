extension LazyGridLayout {
    /// The spec's diagnostics for this layout, in a stable order: overflow, second-pass,
    /// squeezed, competition, order-dependent, slack, hidden-alignment, wide-cell.
    /// - Parameters:
    ///   - searchingOrders: also search item orders for `order-dependent` (exhaustive up to
    ///     `OrderSearch.exhaustiveLimit` non-fixed items, a bounded heuristic beyond).
    ///   - shouldStop: asked before each order the search lays out; true ends the search early,
    ///     and the flag (if any) says how many orders were tried.
    public func diagnostics(searchingOrders: Bool = true, shouldStop: () -> Bool = { false })
        -> [Diagnostic]
    {
        var flags: [Diagnostic] = []
        let proposed = grid.proposed
        let axis = grid.axis

        if overflows {
            var involved = items.filter { $0.pass1.clamp == .minimum }.map(\.index)
            if involved.isEmpty { involved = items.filter { $0.item.size.isFixed }.map(\.index) }
            let detail = Diagnostic.Detail.overflow(
                needed: pass1.total, offered: proposed, gridSize: gridSize, axis: axis)
            flags.append(Diagnostic(items: involved, detail: detail))
        }

        let changed = items.filter { !Tolerance.equal($0.pass1.width, $0.drawn.width) }.map(\.index)
        if !changed.isEmpty {
            let start = origin + groupOffset
            let detail = Diagnostic.Detail.secondPass(
                gridSize: gridSize, pass1: pass1.widths, pass2: pass2.widths, used: used,
                before: max(0, -start), after: max(0, start + used - proposed), axis: axis)
            flags.append(Diagnostic(items: changed, detail: detail))
        }

        for item in items {
            if let detail = squeeze(of: item) {
                flags.append(Diagnostic(items: [item.index], detail: detail))
            }
        }

        if let flag = competition() { flags.append(flag) }

        let shared = items.filter { !$0.item.size.isFixed }.map(\.index)
        if searchingOrders && shared.count >= 2 {
            let search = OrderSearch(grid: grid, shouldStop: shouldStop)
            if search.isDependent {
                let fit: Diagnostic.OrderFit
                if let order = search.fittingOrder {
                    fit = order == Array(items.indices) ? .current : .reordered(order)
                } else {
                    fit = .none
                }
                let detail = Diagnostic.Detail.orderDependent(
                    shared: shared, fit: fit, method: search.method,
                    interrupted: search.interrupted, axis: axis)
                flags.append(Diagnostic(items: shared, detail: detail))
            }
        }

        if let flag = slackFlag() { flags.append(flag) }
        flags += hiddenAlignments()
        flags += wideCells()
        return flags
    }

    /// `squeezed` for one item: the drawn pass first, else pass 1. A flexible item is squeezed
    /// when it took its minimum though proposed less; an adaptive one when its single track got
    /// less than its minimum. Fixed items are never squeezed.
    private func squeeze(of item: ItemLayout) -> Diagnostic.Detail? {
        let passes = [(item.drawn, false), (item.pass1, true)]
        switch item.item.size {
        case .fixed:
            return nil
        case .flexible(let minimum, _):
            guard let (pass, inPass1) = passes.first(where: { $0.0.clamp == .minimum }) else {
                return nil
            }
            return .squeezedFlexible(
                item: item.index, minimum: minimum, proposed: pass.proposal ?? 0,
                inPass1: inPass1)
        case .adaptive(let minimum, _):
            guard
                let (pass, inPass1) = passes.first(where: { Tolerance.less($0.0.width, minimum) })
            else { return nil }
            return .squeezedAdaptive(
                item: item.index, minimum: minimum, width: pass.width, inPass1: inPass1)
        }
    }

    /// `slack`: the tracks do not fill the grid. Gives how much is free, what capped adaptive
    /// items left of their shares (A2: what no later item took stays free) and how the grid's
    /// alignment places it (A4).
    func slackFlag() -> Diagnostic? {
        guard Tolerance.greater(gridSize, used) else { return nil }
        let free = gridSize - used
        var involved = items.filter { item in
            item.item.size.isFixed || item.drawn.clamp == .maximum || item.drawn.clamp == .capped
        }.map(\.index)
        if involved.isEmpty { involved = items.map(\.index) }
        // What a capped item gives back goes to the non-fixed items after it (their shares grow);
        // only the last of them leaves it free.
        let lastShared = items.last { !$0.item.size.isFixed }?.index
        let capped = items.filter(\.capped).map { item in
            Diagnostic.CappedShare(
                item: item.index, trackSize: item.trackSize, used: item.drawn.width,
                share: item.drawn.share, givenBack: item.drawn.givenBack,
                isLastShared: item.index == lastShared)
        }
        let detail = Diagnostic.Detail.slack(
            used: used, gridSize: gridSize, free: free, capped: capped, before: groupOffset,
            after: free - groupOffset, alignment: grid.alignment, axis: grid.axis)
        return Diagnostic(items: involved, detail: detail)
    }
}
