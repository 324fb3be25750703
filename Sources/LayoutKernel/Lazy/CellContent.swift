/// What a cell's content does with the slot the grid offers it. A nil dimension fills the
/// slot along that axis, like a shape; a number is a `.frame` of that size, which the item's
/// alignment (or the grid's, when the item has none: A8) then places inside the slot.
public struct CellContent: Hashable, Sendable {
    /// The content's own width (`.frame(width:)`); nil fills the slot's width.
    public var width: Double?
    /// The content's own height (`.frame(height:)`); nil fills the slot's height.
    public var height: Double?

    /// Content with the given frame; nil dimensions fill.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// Content that takes every point offered, which makes item alignment invisible.
    public static let fill = CellContent()

    /// Whether the content takes its whole slot on both axes.
    public var fillsSlot: Bool { width == nil && height == nil }
}
