/// `.gridCellUnsizedAxes(_:)`: the axes on which a cell is offered its current column width or
/// row height instead of a share of what is left. Its answer still widens its column or row.
public enum EagerUnsizedAxes: String, CaseIterable, Hashable, Sendable {
    /// No axis (`.gridCellUnsizedAxes([])`, or none written).
    case none
    /// `.horizontal`.
    case horizontal
    /// `.vertical`.
    case vertical
    /// `[.horizontal, .vertical]`.
    case both

    // Implementation note: switches, not `==` (an out-of-line call, made for every cell of a
    // layout; 20 × 20 bench: about 4k of the 570k instructions a layout, callgrind).
    /// Whether the horizontal axis is unsized.
    public var horizontal: Bool {
        switch self {
        case .horizontal, .both: true
        case .none, .vertical: false
        }
    }

    /// Whether the vertical axis is unsized.
    public var vertical: Bool {
        switch self {
        case .vertical, .both: true
        case .none, .horizontal: false
        }
    }

    /// The union of two declarations (SwiftUI unites modifiers written on one view).
    public func union(_ other: EagerUnsizedAxes) -> EagerUnsizedAxes {
        switch (horizontal || other.horizontal, vertical || other.vertical) {
        case (true, true): .both
        case (true, false): .horizontal
        case (false, true): .vertical
        case (false, false): .none
        }
    }
}
