/// One entry of a lazy grid's `columns:`/`rows:` array, with SwiftUI's defaults.
public struct GridItem: Hashable, Sendable {
    /// SwiftUI's spacing when `spacing` is nil (measured on iOS).
    public static let defaultSpacing: Double = 8

    /// How the item claims space.
    public var size: GridItemSize
    /// The gap after this item's tracks, and between its own adaptive tracks; nil means 8.
    public var spacing: Double?
    /// How cells smaller than their slot sit in this item's tracks. nil (SwiftUI's default)
    /// is not center: the grid's alignment places such cells within their track and centres
    /// them the other way (assumption A8); see `LazyGrid.cellAlignment(of:)`.
    public var alignment: ItemAlignment?

    /// Mirrors `GridItem.init(_:spacing:alignment:)`, defaults included.
    public init(
        _ size: GridItemSize = .flexible(), spacing: Double? = nil, alignment: ItemAlignment? = nil
    ) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The spacing the layout uses: the given one, or SwiftUI's default of 8.
    public var effectiveSpacing: Double { spacing ?? Self.defaultSpacing }
}
