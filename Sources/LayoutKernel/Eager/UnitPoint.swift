/// A point in a rectangle as fractions of its size, as SwiftUI's `UnitPoint`: (0, 0) is the
/// top-leading corner, (1, 1) the bottom-trailing one. `.gridCellAnchor(_:)` takes any.
public struct UnitPoint: Hashable, Sendable {
    /// Fraction of the width from the leading edge.
    public var x: Double
    /// Fraction of the height from the top edge.
    public var y: Double

    /// `UnitPoint(x:y:)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The named point of an alignment (`.topLeading` is (0, 0), `.center` (0.5, 0.5)).
    public init(_ alignment: ItemAlignment) {
        self.init(x: alignment.horizontalFraction, y: alignment.verticalFraction)
    }

    /// The alignment this point names, when it is one of the nine named points.
    public var named: ItemAlignment? {
        ItemAlignment.allCases.first { $0.horizontalFraction == x && $0.verticalFraction == y }
    }
}
