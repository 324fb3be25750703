/// A frame in the grid's coordinate space: x from the grid's leading edge, y from its top.
public struct Rect: Hashable, Sendable {
    /// Distance from the grid's leading edge.
    public var x: Double
    /// Distance from the grid's top edge.
    public var y: Double
    /// Horizontal size.
    public var width: Double
    /// Vertical size.
    public var height: Double

    /// A frame in grid coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension Rect {
    /// The same frame to within the tolerance on every edge.
    func isApproximately(_ other: Rect) -> Bool {
        Tolerance.equal(x, other.x) && Tolerance.equal(y, other.y)
            && Tolerance.equal(width, other.width)
            && Tolerance.equal(height, other.height)
    }
}
