/// One step of the layout as a teacher would work it on a board: the numbers of each step, so
/// that the trainer can say it with its arithmetic (`explain`). Item indices are 0-based.
public enum TraceStep: Hashable, Sendable {
    /// A pass begins: the width, what spacings and fixed items take, what is left to share.
    case start(
        pass: Int, width: Double, spacings: Double, fixed: Double, remaining: Double, shared: Int)
    case fixed(item: Int, size: Double)
    case flexible(
        item: Int, remaining: Double, shared: Int, proposal: Double, width: Double, clamp: Clamp)
    case adaptive(
        item: Int, remaining: Double, shared: Int, proposal: Double, width: Double, clamp: Clamp)
    case total(pass: Int, total: Double)
    /// The grid's own size from pass 1's total.
    case gridSize(proposed: Double, total: Double, grid: Double)
    /// An adaptive item's share (`width`) split into tracks, in the pass that proposed it; a
    /// capped item uses only what its tracks use and gives the rest back (A2). `remaining` and
    /// `shared` are the pass's `remaining` and `k` before the item.
    case tracks(
        item: Int, width: Double, spacing: Double, minimum: Double, count: Int, size: Double,
        capped: Bool, remaining: Double, shared: Int)
    /// Where the grid and its tracks sit.
    case placement(
        proposed: Double, grid: Double, origin: Double, used: Double, offset: Double,
        alignment: GroupAlignment, axis: GridAxis)
}
