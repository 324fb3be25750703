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
    /// How many tracks the item became (1 unless adaptive).
    public internal(set) var trackCount: Int
    /// Each track's size along the main axis.
    public internal(set) var trackSize: Double
    /// Whether an adaptive item's tracks hit its maximum (assumption A2).
    public internal(set) var capped: Bool
    /// The item's leading edge relative to the grid's leading edge.
    public internal(set) var offset: Double

    /// The leading edges of the item's tracks, relative to the grid's leading edge.
    public var trackOffsets: [Double] {
        let step = trackSize + item.effectiveSpacing
        return (0..<trackCount).map { offset + Double($0) * step }
    }

    /// Part of the item's width its tracks leave unused when capped by the maximum (A2).
    public var cappedSlack: Double {
        drawn.width - (Double(trackCount) * trackSize + Double(trackCount - 1) * item.effectiveSpacing)
    }
}

extension ItemLayout {
    /// The tracks the item would have had if pass 1 were drawn (what people predict when they
    /// forget the second pass).
    public var pass1Tracks: (count: Int, size: Double) {
        guard case .adaptive(let minimum, let maximum) = item.size else { return (1, pass1.width) }
        let tracks = TrackSizing.adaptiveTracks(width: pass1.width, spacing: item.effectiveSpacing, minimum: minimum, maximum: maximum)
        return (tracks.count, tracks.size)
    }
}
