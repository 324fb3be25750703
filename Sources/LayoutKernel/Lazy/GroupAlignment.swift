/// The lazy grid's own `alignment:` — where the group of tracks sits inside the grid when the
/// tracks are narrower than it. One dimension only: horizontal for a LazyVGrid
/// (leading/center/trailing), vertical for a LazyHGrid (top/center/bottom).
public enum GroupAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing

    /// Fraction of the grid's free main-axis space placed before the tracks (assumption A4).
    public var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }

    /// SwiftUI's name for this alignment on the given axis (`top` rather than `leading` for a
    /// LazyHGrid).
    public func name(on axis: GridAxis) -> String {
        switch (self, axis) {
        case (.leading, .vertical): "leading"
        case (.trailing, .vertical): "trailing"
        case (.leading, .horizontal): "top"
        case (.trailing, .horizontal): "bottom"
        case (.center, _): "center"
        }
    }

    /// Parses either axis' names (`leading`/`top`, `center`, `trailing`/`bottom`).
    public init?(name: String) {
        switch name {
        case "leading", "top": self = .leading
        case "center": self = .center
        case "trailing", "bottom": self = .trailing
        default: return nil
        }
    }
}
