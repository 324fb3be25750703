/// The smallest box around everything drawn so far, so the viewBox holds it all — the part of
/// an overflowing grid left of the container's edge included, where x is negative.
struct SVGBounds {
    private(set) var minX = Double.infinity
    private(set) var minY = Double.infinity
    private(set) var maxX = -Double.infinity
    private(set) var maxY = -Double.infinity

    /// Whether nothing has been added yet.
    package var isEmpty: Bool { minX > maxX }

    /// Grows the box to hold the rectangle; non-finite numbers are ignored.
    package mutating func add(x: Double, y: Double, width: Double, height: Double) {
        let xs = [x, x + width].filter(\.isFinite)
        let ys = [y, y + height].filter(\.isFinite)
        guard let loX = xs.min(), let hiX = xs.max(), let loY = ys.min(), let hiY = ys.max() else {
            return
        }
        minX = min(minX, loX)
        maxX = max(maxX, hiX)
        minY = min(minY, loY)
        maxY = max(maxY, hiY)
    }
}

extension SVGBounds {
    /// A 1 × 1 box at the origin, for a picture with nothing in it.
    static var unit: SVGBounds {
        var box = SVGBounds()
        box.add(x: 0, y: 0, width: 1, height: 1)
        return box
    }
}
