import LayoutKernel

/// A lazy grid's layout steps in words, each with its arithmetic, as a teacher would work them
/// on a board (`explain`). Item numbers count from 1. A LazyHGrid's rows are tall, its edges
/// top and bottom (assumption A6 mirrors the algorithm, and the words follow the axis).
package enum TraceStepText {
    /// The step in words, for a grid along `axis`.
    package static func sentence(_ step: TraceStep, on axis: GridAxis) -> String {
        let f = NumberText.format
        switch step {
        case .start(let pass, let width, let spacings, let fixed, let remaining, let shared):
            return "Pass \(pass) at \(f(width)): remaining = \(f(width)) − \(f(spacings)) "
                + "(spacings but the last) − \(f(fixed)) (fixed) = \(f(remaining)), shared by "
                + "\(shared) non-fixed item\(shared == 1 ? "" : "s")."
        case .fixed(let item, let size):
            return "Item \(item + 1) is fixed: it takes \(f(size)), whatever the space."
        case .flexible(let item, let remaining, let shared, let proposal, let width, let clamp):
            let how: String
            switch clamp {
            case .minimum: how = "below its minimum, so it takes its minimum \(f(width))"
            case .maximum: how = "above its maximum, so it takes its maximum \(f(width))"
            case .none, .negativeToZero, .capped: how = "within its range, so it takes \(f(width))"
            }
            return "Item \(item + 1) (flexible) is proposed \(f(remaining)) / \(shared) = "
                + "\(f(proposal)): \(how); remaining \(f(remaining)) − \(f(width)) = "
                + "\(f(remaining - width))."
        case .adaptive(let item, let remaining, let shared, let proposal, let width, let clamp):
            let how =
                clamp == .negativeToZero
                ? "a negative share becomes 0 (assumption A3)"
                : "an adaptive item accepts its share whatever its minimum"
            return "Item \(item + 1) (adaptive) is proposed \(f(remaining)) / \(shared) = "
                + "\(f(proposal)): \(how), so it takes \(f(width))."
        case .total(let pass, let total):
            return "Pass \(pass) total (\(axis.mainSizeName)s + spacings but the last) = "
                + "\(f(total))."
        case .gridSize(let proposed, let total, let grid):
            return gridSize(proposed: proposed, total: total, grid: grid, axis: axis)
        case .tracks(
            let item, let width, let spacing, let minimum, let count, let size, let capped,
            let remaining, let shared):
            return tracks(
                item: item, width: width, spacing: spacing, minimum: minimum, count: count,
                size: size, capped: capped, remaining: remaining, shared: shared)
        case .placement(
            let proposed, let grid, let origin, let used, let offset, let alignment, let axis):
            return placement(
                proposed: proposed, grid: grid, origin: origin, used: used, offset: offset,
                alignment: alignment, axis: axis)
        }
    }

    /// Pass 2 in one step, when it gives every item what pass 1 did (the quiz's short form).
    package static func samePass(width: Double, on axis: GridAxis) -> String {
        "Pass 2 at \(NumberText.format(width)) gives every item the same \(axis.mainSizeName)s "
            + "as pass 1."
    }

    /// The grid's own size from pass 1's total: larger when the tracks overflow, else kept.
    private static func gridSize(proposed: Double, total: Double, grid: Double, axis: GridAxis)
        -> String
    {
        let f = NumberText.format
        let long = axis.mainSizeAdjective
        if Tolerance.greater(total, proposed) {
            return "The tracks need \(f(total)) but \(f(proposed)) is offered: the grid becomes "
                + "\(f(grid)) \(long) and lays itself out again at \(f(grid))."
        } else if Tolerance.less(total, proposed) {
            return "The tracks need \(f(total)) of the \(f(proposed)) offered: the grid keeps "
                + "\(f(grid)) (assumption A1)."
        }
        return "The tracks need exactly the \(f(proposed)) offered: the grid is \(f(grid)) \(long)."
    }

    /// An adaptive item's share split into tracks; a capped item gives the rest back (A2).
    private static func tracks(
        item: Int, width: Double, spacing: Double, minimum: Double, count: Int, size: Double,
        capped: Bool, remaining: Double, shared: Int
    ) -> String {
        let f = NumberText.format
        let fit =
            "max(1, ⌊(\(f(width)) + \(f(spacing))) / (\(f(minimum)) + \(f(spacing)))⌋) = "
            + "\(count) track\(count == 1 ? "" : "s")"
        let each = "(\(f(width)) − \(count - 1)·\(f(spacing))) / \(count)"
        let below =
            Tolerance.less(width, minimum) ? " — narrower than its minimum \(f(minimum))" : ""
        let even = (width - Double(count - 1) * spacing) / Double(count)
        var text = "Item \(item + 1) (adaptive) splits \(f(width)) into \(fit), each \(each)"
        var used = width
        if capped {
            text += " = \(f(even))"
            used = Double(count) * size + Double(count - 1) * spacing
            let sum =
                count == 1
                ? f(size) : "\(count) × \(f(size)) + \(count - 1) × \(f(spacing)) = \(f(used))"
            let back =
                shared > 1
                ? "\(f(width - used)) go back to the items after it"
                : "\(f(width - used)) stay free, slack the grid's alignment places"
            text += ", capped at its maximum \(f(size)): it uses \(sum) of its \(f(width)); "
            text += "\(back) (assumption A2)"
        } else {
            text += " = \(f(size))\(below)"
        }
        return text + "; remaining \(f(remaining)) − \(f(used)) = \(f(remaining - used))."
    }

    /// Where the grid sits in what is offered, and where its tracks sit in it (A4).
    private static func placement(
        proposed: Double, grid: Double, origin: Double, used: Double, offset: Double,
        alignment: GroupAlignment, axis: GridAxis
    ) -> String {
        let f = NumberText.format
        // A LazyHGrid's alignment and edges are named as SwiftUI names them: top, bottom.
        let (leading, trailing) = (axis.leadingEdgeName, axis.trailingEdgeName)
        var text =
            "The \(f(proposed)) offered centres the \(f(grid)) grid: it starts at "
            + "(\(f(proposed)) − \(f(grid))) / 2 = \(f(origin))."
        if Tolerance.less(used, grid) {
            text +=
                " The tracks use \(f(used)) of \(f(grid)); alignment "
                + "\(alignment.name(on: axis)) puts them at \(f(offset)) (assumption A4)."
        } else if Tolerance.greater(used, grid) {
            text +=
                " The tracks use \(f(used)), more than the grid's \(f(grid)): they run from its "
                + "\(leading) edge and stick out past its \(trailing) edge."
        }
        return text
    }
}
