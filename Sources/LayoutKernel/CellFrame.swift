/// Where one cell sits: its slot (the track × line it was given) and its content inside it.
public struct CellFrame: Hashable, Sendable {
    /// 0-based cell number, in the order the grid fills them.
    public var index: Int
    /// The track (0-based across all items) and line (row of a LazyVGrid) of the cell.
    public var track: Int
    public var line: Int
    /// The item whose track holds the cell (0-based).
    public var item: Int
    public var slot: Rect
    public var content: Rect
}
