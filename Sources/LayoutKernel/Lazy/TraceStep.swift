/// One step of the layout as a teacher would work it on a board. Item numbers in `description`
/// are 1-based, as people count; the stored `item` indices are 0-based.
public enum TraceStep: Hashable, Sendable {
    /// A pass begins: the width, what spacings and fixed items take, what is left to share.
    case start(pass: Int, width: Double, spacings: Double, fixed: Double, remaining: Double, shared: Int)
    case fixed(item: Int, size: Double)
    case flexible(item: Int, remaining: Double, shared: Int, proposal: Double, width: Double, clamp: Clamp)
    case adaptive(item: Int, remaining: Double, shared: Int, proposal: Double, width: Double, clamp: Clamp)
    case total(pass: Int, total: Double)
    /// The grid's own size from pass 1's total.
    case gridSize(proposed: Double, total: Double, grid: Double)
    /// An adaptive item's width split into tracks.
    case tracks(item: Int, width: Double, spacing: Double, minimum: Double, count: Int, size: Double, capped: Bool)
    /// Where the grid and its tracks sit.
    case placement(proposed: Double, grid: Double, origin: Double, used: Double, offset: Double, alignment: GroupAlignment)

    /// The step in words, with its arithmetic.
    public var description: String {
        let f = NumberText.format
        switch self {
        case .start(let pass, let width, let spacings, let fixed, let remaining, let shared):
            return
                "Pass \(pass) at \(f(width)): remaining = \(f(width)) − \(f(spacings)) (spacings but the last) − \(f(fixed)) (fixed) = \(f(remaining)), shared by \(shared) non-fixed item\(shared == 1 ? "" : "s")."
        case .fixed(let item, let size):
            return "Item \(item + 1) is fixed: it takes \(f(size)), whatever the space."
        case .flexible(let item, let remaining, let shared, let proposal, let width, let clamp):
            let how: String
            switch clamp {
            case .minimum: how = "below its minimum, so it takes its minimum \(f(width))"
            case .maximum: how = "above its maximum, so it takes its maximum \(f(width))"
            case .none, .negativeToZero: how = "within its range, so it takes \(f(width))"
            }
            return
                "Item \(item + 1) (flexible) is proposed \(f(remaining)) / \(shared) = \(f(proposal)): \(how); remaining \(f(remaining)) − \(f(width)) = \(f(remaining - width))."
        case .adaptive(let item, let remaining, let shared, let proposal, let width, let clamp):
            let how =
                clamp == .negativeToZero
                ? "a negative share becomes 0 (assumption A3)"
                : "an adaptive item accepts its share whatever its minimum"
            return
                "Item \(item + 1) (adaptive) is proposed \(f(remaining)) / \(shared) = \(f(proposal)): \(how), so it takes \(f(width)); remaining \(f(remaining)) − \(f(width)) = \(f(remaining - width))."
        case .total(let pass, let total):
            return "Pass \(pass) total (widths + spacings but the last) = \(f(total))."
        case .gridSize(let proposed, let total, let grid):
            if Tolerance.greater(total, proposed) {
                return
                    "The tracks need \(f(total)) but \(f(proposed)) is offered: the grid becomes \(f(grid)) wide and lays itself out again at \(f(grid))."
            } else if Tolerance.less(total, proposed) {
                return "The tracks need \(f(total)) of the \(f(proposed)) offered: the grid keeps \(f(grid)) (assumption A1)."
            }
            return "The tracks need exactly the \(f(proposed)) offered: the grid is \(f(grid)) wide."
        case .tracks(let item, let width, let spacing, let minimum, let count, let size, let capped):
            let fit = "max(1, ⌊(\(f(width)) + \(f(spacing))) / (\(f(minimum)) + \(f(spacing)))⌋) = \(count) track\(count == 1 ? "" : "s")"
            let each = "(\(f(width)) − \(count - 1)·\(f(spacing))) / \(count)"
            let capNote = capped ? ", capped at its maximum \(f(size)) (the rest stays with the item: assumption A2)" : " = \(f(size))"
            let below = Tolerance.less(width, minimum) ? " — narrower than its minimum \(f(minimum))" : ""
            return "Item \(item + 1) (adaptive) splits \(f(width)) into \(fit), each \(each)\(capNote)\(below)."
        case .placement(let proposed, let grid, let origin, let used, let offset, let alignment):
            var text = "The \(f(proposed)) offered centres the \(f(grid)) grid: it starts at (\(f(proposed)) − \(f(grid))) / 2 = \(f(origin))."
            if Tolerance.less(used, grid) {
                text += " The tracks use \(f(used)) of \(f(grid)); alignment \(alignment.rawValue) puts them at \(f(offset)) (assumption A4)."
            } else if Tolerance.greater(used, grid) {
                text +=
                    " The tracks use \(f(used)), more than the grid's \(f(grid)): they run from its leading edge and stick out past its trailing edge."
            }
            return text
        }
    }
}
