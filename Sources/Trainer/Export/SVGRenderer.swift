import LayoutKernel

/// The current layout as a standalone SVG picture, for slides and handouts: 1 point = 1 px at
/// scale 1 (the viewBox is always in points; `scale` only multiplies the picture's size).
/// Every number written as text is the kernel's `NumberText`, the same as the terminal prints.
enum SVGRenderer {
    /// A LazyVGrid or LazyHGrid: container, grid, items, tracks, spacings, cells, flags.
    static func render(_ layout: LazyGridLayout, scale: Double = 1) -> String {
        LazySVG(layout: layout).render(scale: scale)
    }

    /// An eager Grid: offered width, columns, rows, cells with their spans, flags.
    static func render(_ layout: EagerGridLayout, scale: Double = 1) -> String {
        EagerSVG(layout: layout).render(scale: scale)
    }
}
