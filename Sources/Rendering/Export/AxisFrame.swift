/// Maps a lazy grid's main and cross axes onto the page, so one drawing routine serves both
/// grids: a LazyVGrid's tracks run along x, a LazyHGrid's along y. Text is never rotated, so
/// only boxes go through the mapping; labels are centred in the mapped boxes.
struct AxisFrame {
    /// True for a LazyVGrid: main = x, cross = y.
    let vertical: Bool

    /// The page box of a span `main..<main + length` across `cross..<cross + thickness`.
    func box(main: Double, length: Double, cross: Double, thickness: Double) -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        vertical ? (main, cross, length, thickness) : (cross, main, thickness, length)
    }

    /// The page point at a main and a cross position.
    package func point(main: Double, cross: Double) -> (x: Double, y: Double) {
        vertical ? (main, cross) : (cross, main)
    }
}
