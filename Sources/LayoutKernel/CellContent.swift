/// What a cell's content does with the slot the grid offers it. A nil dimension fills the
/// slot along that axis, like a shape; a number is a `.frame` of that size, which the item's
/// alignment then places inside the slot.
public struct CellContent: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// Content that takes every point offered, which makes item alignment invisible.
    public static let fill = CellContent()

    /// Whether the content takes its whole slot on both axes.
    public var fillsSlot: Bool { width == nil && height == nil }
}
