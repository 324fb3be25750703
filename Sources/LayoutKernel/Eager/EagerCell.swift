/// One cell of an eager `Grid` (a child of a `GridRow`).
public struct EagerCell: Hashable, Sendable {
    /// What the cell's view does with the size it is offered.
    public enum Content: Hashable, Sendable {
        /// A view of its own size; a nil dimension takes all it is offered (like `Color`).
        case sized(width: Double?, height: Double?)
        /// `Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])`: takes no size, only a slot.
        case empty
    }

    /// What the cell's view is.
    public var content: Content
    /// `.gridCellColumns(n)`.
    public var span: Int
    /// `.gridCellAnchor(_)`: the strongest alignment, both axes.
    public var anchor: ItemAlignment?
    /// `.gridColumnAlignment(_)`: aligns every cell of this cell's column horizontally.
    public var columnAlignment: GroupAlignment?

    /// A cell with its modifiers; defaults are SwiftUI's (no span, no anchor).
    public init(
        _ content: Content, span: Int = 1, anchor: ItemAlignment? = nil,
        columnAlignment: GroupAlignment? = nil
    ) {
        self.content = content
        self.span = span
        self.anchor = anchor
        self.columnAlignment = columnAlignment
    }

    /// A view that takes every point offered, like `Color.blue`.
    public static let fill = EagerCell(.sized(width: nil, height: nil))

    /// Whether the cell takes any width offered (and so shares what is left).
    public var fillsWidth: Bool {
        if case .sized(nil, _) = content { return true }
        return false
    }

    /// The cell's own width, when it has one.
    public var ownWidth: Double? {
        if case .sized(let width?, _) = content { return width }
        return nil
    }

    /// The cell's own height, when it has one.
    public var ownHeight: Double? {
        if case .sized(_, let height?) = content { return height }
        return nil
    }
}
