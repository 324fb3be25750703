/// One item's drawn result: its widths in both passes and the tracks it became.
public struct ItemLayout: Hashable, Sendable {
    /// The item's position in the array (0-based).
    public internal(set) var index: Int
    /// The item as declared.
    public internal(set) var item: GridItem
    /// Pass 1's result, at the proposed size.
    public internal(set) var pass1: ItemPass
    /// Pass 2's result: what is drawn.
    public internal(set) var drawn: ItemPass
    /// The item's leading edge relative to the grid's leading edge.
    public internal(set) var offset: Double

    /// How many tracks the item became (1 unless adaptive).
    public var trackCount: Int { drawn.trackCount }
    /// Each track's size along the main axis.
    public var trackSize: Double { drawn.trackSize }
    /// Whether an adaptive item's drawn tracks hit its maximum, so that it gave width back
    /// (assumption A2).
    public var capped: Bool { drawn.clamp == .capped }

    /// The leading edges of the item's tracks, relative to the grid's leading edge: contiguous,
    /// one spacing apart, filling `drawn.width` exactly.
    public var trackOffsets: [Double] {
        let step = trackSize + item.effectiveSpacing
        return (0..<trackCount).map { offset + Double($0) * step }
    }
}

extension ItemLayout {
    /// The tracks the item would have had if pass 1 were drawn (what people predict when they
    /// forget the second pass).
    public var pass1Tracks: (count: Int, size: Double) { (pass1.trackCount, pass1.trackSize) }
}
