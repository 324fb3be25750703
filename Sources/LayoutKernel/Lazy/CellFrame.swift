/// Where one cell sits: its slot (the track × line it was given) and its content inside it.
public struct CellFrame: Hashable, Sendable {
    /// 0-based cell number, in the order the grid fills them.
    public internal(set) var index: Int
    /// The track (0-based across all items) and line (row of a LazyVGrid) of the cell.
    public internal(set) var track: Int
    /// The line (row of a LazyVGrid, column of a LazyHGrid), 0-based.
    public internal(set) var line: Int
    /// The item whose track holds the cell (0-based).
    public internal(set) var item: Int
    /// The space the grid offers the cell: its track by its line.
    public internal(set) var slot: Rect
    /// Where the cell's content is drawn inside (or over) its slot.
    public internal(set) var content: Rect
}
