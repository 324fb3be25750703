/// Where a cell smaller than its slot sits inside it: SwiftUI's nine two-dimensional
/// `Alignment` values.
public enum ItemAlignment: String, CaseIterable, Hashable, Sendable {
    case topLeading, top, topTrailing
    case leading, center, trailing
    case bottomLeading, bottom, bottomTrailing

    /// Fraction of the free horizontal space placed before the content (0, ½ or 1).
    public var horizontalFraction: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: 0
        case .top, .center, .bottom: 0.5
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// Fraction of the free vertical space placed above the content (0, ½ or 1).
    public var verticalFraction: Double {
        switch self {
        case .topLeading, .top, .topTrailing: 0
        case .leading, .center, .trailing: 0.5
        case .bottomLeading, .bottom, .bottomTrailing: 1
        }
    }

    /// The alignment with these fractions (0, ½ or 1 on each axis).
    public init(horizontal: Double, vertical: Double) {
        let match = Self.allCases.first {
            $0.horizontalFraction == horizontal && $0.verticalFraction == vertical
        }
        self = match ?? .center
    }
}
