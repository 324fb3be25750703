/// The outcome of one layout pass at one width.
public struct PassResult: Hashable, Sendable {
    /// The width the pass was run at (the proposal in pass 1, the grid's size in pass 2).
    public internal(set) var width: Double
    /// Space left for the non-fixed items before any was served.
    public internal(set) var remainingForShared: Double
    /// Each item's result, in declaration order.
    public internal(set) var items: [ItemPass]
    /// Σ item widths + Σ spacings but the last: how much the tracks need.
    public internal(set) var total: Double

    /// The widths alone, in item order.
    public var widths: [Double] { items.map(\.width) }
}
