/// One column of a LazyVGrid (row of a LazyHGrid) as drawn.
public struct Track: Hashable, Sendable {
    /// The item that made this track (0-based).
    public internal(set) var item: Int
    /// Leading edge, relative to the grid's leading edge.
    public internal(set) var offset: Double
    /// The track's size along the main axis.
    public internal(set) var size: Double
    /// The gap after this track: the item's spacing, or 0 after the last track.
    public internal(set) var gapAfter: Double
}
