/// How a `GridItem` claims space along the grid's main axis — SwiftUI's `GridItem.Size`.
///
/// A closed set: every layout rule switches over it exhaustively, so a new kind could not be
/// added without the compiler pointing at each rule that must learn about it.
public enum GridItemSize: Hashable, Sendable {
    /// One track of exactly this size, whatever the space.
    case fixed(Double)
    /// One track that takes its share of what is left, clamped to `minimum...maximum`.
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    /// One or more tracks: the item takes its share, then fits as many `minimum`-wide tracks
    /// into it as it can.
    case adaptive(minimum: Double, maximum: Double = .infinity)

    /// The name SwiftUI uses for this kind: `fixed`, `flexible` or `adaptive`.
    public var kindName: String {
        switch self {
        case .fixed: "fixed"
        case .flexible: "flexible"
        case .adaptive: "adaptive"
        }
    }

    /// Whether this item is served from the shared remaining space (flexible and adaptive are).
    public var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }

    /// The smallest size the item asks for: its size when fixed, else its minimum.
    public var minimum: Double {
        switch self {
        case .fixed(let size): size
        case .flexible(let minimum, _), .adaptive(let minimum, _): minimum
        }
    }

    /// The largest size one track of the item may take (infinite when unbounded).
    public var maximum: Double {
        switch self {
        case .fixed(let size): size
        case .flexible(_, let maximum), .adaptive(_, let maximum): maximum
        }
    }
}
