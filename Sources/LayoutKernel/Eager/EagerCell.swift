/// One cell of an eager `Grid`: a view with SwiftUI's sizing and the grid cell modifiers.
public struct EagerCell: Hashable, Sendable {
    /// What the cell's view is, and so what it answers when the grid offers it a size.
    public enum Content: Hashable, Sendable {
        /// A view sized per axis (fixed, fills the offer, or a range).
        case sized(width: EagerLength, height: EagerLength)
        /// A plain `Spacer()`: takes the offer on each axis, at least 8 (8 when unspecified);
        /// its own layout priority is below every written one.
        case spacer
        /// A view half as wide as its width offer (20 when unspecified) and 10 tall: a
        /// stand-in for views whose size follows their offer, as wrapping text does.
        case half
        /// `Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])`: takes its slot only.
        case empty
    }

    /// What the cell's view is.
    public var content: Content
    /// `.gridCellColumns(n)`.
    public var span: Int
    /// `.layoutPriority(p)`; nil is the view's own (0, or a Spacer's, below every other).
    public var priority: Double?
    /// `.gridCellUnsizedAxes(_:)`.
    public var unsized: EagerUnsizedAxes
    /// `.gridCellAnchor(_)`: the strongest alignment, both axes.
    public var anchor: UnitPoint?
    /// `.gridColumnAlignment(_)`: aligns every cell of this cell's first column horizontally.
    public var columnAlignment: GroupAlignment?

    /// The guess the view's width rests on (read from Swift source: S1–S3), nil when it was
    /// given or read; no flag rests on a guessed width, and a layout names the guess.
    public var guessedWidth: EagerGuess?
    /// The guess the view's height rests on, as `guessedWidth`.
    public var guessedHeight: EagerGuess?

    /// A cell with its modifiers; the defaults are SwiftUI's.
    public init(
        _ content: Content, span: Int = 1, priority: Double? = nil,
        unsized: EagerUnsizedAxes = .none, anchor: UnitPoint? = nil,
        columnAlignment: GroupAlignment? = nil
    ) {
        self.content = content
        self.span = span
        self.priority = priority
        self.unsized = unsized
        self.anchor = anchor
        self.columnAlignment = columnAlignment
    }

    /// A view that takes every point offered, like `Color.blue`.
    public static let fill = EagerCell(.sized(width: .fill, height: .fill))

    /// A view of its own size (`Color.red.frame(width: w, height: h)`).
    public static func fixed(_ width: Double, _ height: Double) -> EagerCell {
        EagerCell(.sized(width: .fixed(width), height: .fixed(height)))
    }

    /// The layout priority in effect: the written one, else 0 (a Spacer's: −∞, measured).
    public var effectivePriority: Double {
        if let priority { return priority }
        if case .spacer = content { return -.infinity }
        return 0
    }

    /// The unsized axes in effect: an `empty` cell is unsized on both.
    public var effectiveUnsized: EagerUnsizedAxes {
        if case .empty = content { return .both }
        return unsized
    }

    /// Whether the view is a `Spacer` (no spacing beside it when the grid's spacing is nil).
    public var isSpacer: Bool {
        if case .spacer = content { return true }
        return false
    }

    /// The size the view answers for an offer (nil: unspecified on that axis).
    public func answer(width: Double?, height: Double?) -> (width: Double, height: Double) {
        switch content {
        case .sized(let w, let h): (w.answer(width), h.answer(height))
        case .spacer:
            (
                max(width ?? Self.spacerLength, Self.spacerLength),
                max(height ?? Self.spacerLength, Self.spacerLength)
            )
        case .half: ((width ?? Self.halfUnspecified) / 2, Self.halfHeight)
        case .empty: (EagerLength.fill.answer(width), EagerLength.fill.answer(height))
        }
    }

    /// A Spacer's least length on each axis, and its length for an unspecified offer (8).
    public static let spacerLength: Double = 8
    /// The width offer a `half` view halves when its offer is unspecified (40, so 20 wide).
    public static let halfUnspecified: Double = 40
    /// A `half` view's height.
    public static let halfHeight: Double = 10
}
