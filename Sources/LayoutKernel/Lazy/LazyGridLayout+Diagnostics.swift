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
        let f = NumberText.format
        let proposed = grid.proposed
        let list = { (indices: [Int]) in indices.map { String($0 + 1) }.joined(separator: ", ") }
        let plural = { (indices: [Int]) in indices.count == 1 ? "item" : "items" }

        if overflows {
            var involved = items.filter { $0.pass1.clamp == .minimum }.map(\.index)
            if involved.isEmpty { involved = items.filter { $0.item.size.isFixed }.map(\.index) }
            flags.append(
                Diagnostic(
                    code: .overflow, items: involved,
                    message:
                        "pass 1 needs \(f(pass1.total)) but \(f(proposed)) is offered: the grid is "
                        + "\(f(gridSize)) \(grid.axis.mainSizeAdjective), \(f(gridSize - proposed)) more "
                        + "than it is offered"
                ))
        }

        let changed = items.filter { !Tolerance.equal($0.pass1.width, $0.drawn.width) }.map(\.index)
        if !changed.isEmpty {
            let start = origin + groupOffset
            let before = max(0, -start)
            let after = max(0, start + used - proposed)
            let widths = { (pass: PassResult) in pass.widths.map(f).joined(separator: " · ") }
            flags.append(
                Diagnostic(
                    code: .secondPass, items: changed,
                    message:
                        "pass 2 at \(f(gridSize)) draws \(widths(pass2)) instead of pass 1's "
                        + "\(widths(pass1)); the drawn tracks (\(f(used))) stick out \(f(before)) past the "
                        + "\(grid.axis.leadingEdgeName) edge of what is offered and \(f(after)) past its "
                        + "\(grid.axis.trailingEdgeName) edge"
                ))
        }

        for item in items {
            switch item.item.size {
            case .fixed:
                continue
            case .flexible(let minimum, _):
                for (name, pass) in [("", item.drawn), (" in pass 1", item.pass1)]
                where pass.clamp == .minimum {
                    flags.append(
                        Diagnostic(
                            code: .squeezed, items: [item.index],
                            message:
                                "item \(item.index + 1) (flexible, minimum \(f(minimum))) was proposed \(f(pass.proposal ?? 0))\(name) and took its minimum \(f(minimum)) anyway"
                        ))
                    break
                }
            case .adaptive(let minimum, _):
                for (name, pass) in [("", item.drawn), (" in pass 1", item.pass1)]
                where Tolerance.less(pass.width, minimum) {
                    flags.append(
                        Diagnostic(
                            code: .squeezed, items: [item.index],
                            message:
                                "item \(item.index + 1) (adaptive, minimum \(f(minimum))) got \(f(pass.width))\(name): a single track narrower than its minimum"
                        ))
                    break
                }
            }
        }

        if let flag = competition() { flags.append(flag) }

        let shared = items.filter { !$0.item.size.isFixed }
        if searchingOrders && shared.count >= 2 {
            let search = OrderSearch(grid: grid, shouldStop: shouldStop)
            if search.isDependent {
                let fit: String
                if let order = search.fittingOrder {
                    let isCurrent = order == Array(items.indices)
                    fit =
                        isCurrent
                        ? "the current order fits"
                        : "the order \(list(order)) fits without overflow"
                } else {
                    fit = "no order tried fits without overflow"
                }
                flags.append(
                    Diagnostic(
                        code: .orderDependent, items: shared.map(\.index),
                        message:
                            "reordering \(plural(shared.map(\.index))) \(list(shared.map(\.index))) "
                            + "changes the drawn \(grid.axis.mainSizeName)s; \(fit) (\(search.interrupted ? "the search was interrupted after \(search.method.orders) orders" : search.method.description))"
                    ))
            }
        }

        if let flag = slackFlag() { flags.append(flag) }
        flags += hiddenAlignments()
        flags += wideCells()
        return flags
    }

    /// `slack`: the tracks do not fill the grid. Says how much is free, what capped adaptive
    /// items left of their shares (A2: what no later item took stays free) and how the grid's
    /// alignment places it (A4).
    func slackFlag() -> Diagnostic? {
        guard Tolerance.greater(gridSize, used) else { return nil }
        let f = NumberText.format
        let free = gridSize - used
        var involved = items.filter { item in
            item.item.size.isFixed || item.drawn.clamp == .maximum || item.drawn.clamp == .capped
        }.map(\.index)
        if involved.isEmpty { involved = items.map(\.index) }
        // What a capped item gives back goes to the non-fixed items after it (their shares grow);
        // only the last of them leaves it free.
        let lastShared = items.last { !$0.item.size.isFixed }?.index
        let capped = items.filter(\.capped).map { item in
            let pass = item.drawn
            let number = item.index + 1
            let back =
                item.index == lastShared
                ? "leaves \(f(pass.givenBack)) free"
                : "gives \(f(pass.givenBack)) back to the items after it"
            return "item \(number)'s tracks are capped at its maximum \(f(item.trackSize)), so it "
                + "uses \(f(pass.width)) of its \(f(pass.share)) and \(back) (assumption A2); "
        }.joined()
        let before = groupOffset
        let name = grid.alignment.name(on: grid.axis)
        return Diagnostic(
            code: .slack, items: involved,
            message:
                "the tracks use \(f(used)) of the grid's \(f(gridSize)): \(f(free)) is free; "
                + "\(capped)alignment \(name) puts \(f(before)) before the tracks and "
                + "\(f(free - before)) after them (assumption A4)")
    }
}
