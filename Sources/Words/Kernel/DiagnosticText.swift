import LayoutKernel

/// The kernel's flags in words: one line per flag, with the numbers, item numbers counted from
/// 1. Every sentence is made from the flag's detail alone, so the screen, JSON, `check`, SVG and
/// HTML say the same thing.
package enum DiagnosticText {
    /// The flag's one line.
    package static func message(_ flag: Diagnostic) -> String { message(flag.detail) }

    /// The detail's one line.
    package static func message(_ detail: Diagnostic.Detail) -> String {
        let f = NumberText.format
        switch detail {
        case .overflow(let needed, let offered, let gridSize, let axis):
            return "pass 1 needs \(f(needed)) but \(f(offered)) is offered: the grid is "
                + "\(f(gridSize)) \(axis.mainSizeAdjective), \(f(gridSize - offered)) more "
                + "than it is offered"
        case .secondPass(
            let gridSize, let pass1, let pass2, let used, let before, let after, let axis):
            let widths = { (pass: [Double]) in pass.map(f).joined(separator: " · ") }
            return "pass 2 at \(f(gridSize)) draws \(widths(pass2)) instead of pass 1's "
                + "\(widths(pass1)); the drawn tracks (\(f(used))) stick out \(f(before)) past the "
                + "\(axis.leadingEdgeName) edge of what is offered and \(f(after)) past its "
                + "\(axis.trailingEdgeName) edge"
        case .squeezedFlexible(let item, let minimum, let proposed, let inPass1):
            return "item \(item + 1) (flexible, minimum \(f(minimum))) was proposed "
                + "\(f(proposed))\(inPass1 ? " in pass 1" : "") and took its minimum "
                + "\(f(minimum)) anyway"
        case .squeezedAdaptive(let item, let minimum, let width, let inPass1):
            return "item \(item + 1) (adaptive, minimum \(f(minimum))) got "
                + "\(f(width))\(inPass1 ? " in pass 1" : ""): a single track narrower than its "
                + "minimum"
        case .competition(
            let competitors, let minimums, let total, let left, let before, let payers):
            return competition(competitors, minimums, total, left, before, payers)
        case .orderDependent(let shared, let fit, let method, let interrupted, let axis):
            return orderDependent(shared, fit, method, interrupted, axis)
        case .slack(
            let used, let gridSize, let free, let capped, let before, let after, let alignment,
            let axis):
            let capped = capped.map(cappedShare).joined()
            return "the tracks use \(f(used)) of the grid's \(f(gridSize)): \(f(free)) is free; "
                + "\(capped)alignment \(alignment.name(on: axis)) puts \(f(before)) before the "
                + "tracks and \(f(after)) after them (assumption A4)"
        case .hiddenItemAlignment(let item, let alignment, let cells, let cell, let w, let h):
            return hiddenItemAlignment(
                item: item, alignment: alignment, cells: cells, cell: cell, width: w, height: h)
        case .hiddenGridAlignment(let alignment, let owners, let remedy, let axis):
            return hiddenGridAlignment(
                alignment: alignment, owners: owners, remedy: remedy, axis: axis)
        case .wideCell(let cell, let item, let length, let slot, let before, let after, let axis):
            return wideCell(
                cell: cell, item: item, length: length, slot: slot, before: before, after: after,
                axis: axis)
        case .wideRow(let width, let offered, let row):
            return wideRow(width: width, offered: offered, row: row)
        case .spanColumns(let row, let column, let span, let columns, let others, let grid):
            return spanColumns(
                row: row, column: column, span: span, columns: columns, others: others,
                gridColumns: grid)
        case .hiddenCellAlignment(let row, let column, let source, let alignment):
            return hiddenCellAlignment(
                row: row, column: column, source: source, alignment: alignment)
        case .invalid(let error):
            return LayoutErrorText.message(error)
        }
    }

    /// `competition`: who needs what, what was left, who pays.
    private static func competition(
        _ competitors: [Int], _ minimums: [Double], _ total: Double, _ left: Double,
        _ before: [Int], _ payers: [Int]
    ) -> String {
        let f = NumberText.format
        let sum = minimums.map(f).joined(separator: " + ")
        let after =
            before.isEmpty
            ? "after spacings and fixed items"
            : "after spacings, fixed items and \(itemList(before)) (minimum 0)"
        let pays = payers.count == 1 ? "pays" : "pay"
        return "items \(numbers(competitors)) need minimums \(sum) = \(f(total)) but only "
            + "\(f(left)) is left for them \(after); served in order, \(itemList(payers)) \(pays)"
    }

    /// `order-dependent`: the items, which order fits, and how hard the search looked.
    private static func orderDependent(
        _ shared: [Int], _ fit: Diagnostic.OrderFit, _ method: OrderSearch.Method,
        _ interrupted: Bool, _ axis: GridAxis
    ) -> String {
        let fits: String
        switch fit {
        case .current: fits = "the current order fits"
        case .reordered(let order): fits = "the order \(numbers(order)) fits without overflow"
        case .none: fits = "no order tried fits without overflow"
        }
        let search =
            interrupted
            ? "the search was interrupted after \(method.orders) orders" : methodText(method)
        return "reordering \(itemList(shared)) changes the drawn \(axis.mainSizeName)s; "
            + "\(fits) (\(search))"
    }

    /// How the orders were chosen, so a reader knows how strong "no order fits" is.
    static func methodText(_ method: OrderSearch.Method) -> String {
        switch method {
        case .exhaustive(let count): "all \(count) orders of the non-fixed items were tried"
        case .heuristic(let count):
            "too many items to try every order: \(count) typical orders (reversed, sorted by "
                + "minimum or maximum) were tried"
        }
    }

    /// One capped item inside `slack` (A2), ending with `; ` before what follows.
    private static func cappedShare(_ capped: Diagnostic.CappedShare) -> String {
        let f = NumberText.format
        let back =
            capped.isLastShared
            ? "leaves \(f(capped.givenBack)) free"
            : "gives \(f(capped.givenBack)) back to the items after it"
        return "item \(capped.item + 1)'s tracks are capped at its maximum "
            + "\(f(capped.trackSize)), so it uses \(f(capped.used)) of its \(f(capped.share)) "
            + "and \(back) (assumption A2); "
    }

    /// `1, 3` for people (1-based).
    package static func numbers(_ indices: [Int]) -> String {
        indices.map { String($0 + 1) }.joined(separator: ", ")
    }

    /// `item 2` or `items 1, 3` for people (1-based).
    static func itemList(_ indices: [Int]) -> String {
        (indices.count == 1 ? "item " : "items ") + numbers(indices)
    }
}
