import GridModel
import LayoutKernel

/// The current layout as a standalone SVG picture, for slides and handouts: 1 point = 1 px at
/// scale 1 (the viewBox is always in points; `scale` only multiplies the picture's size).
/// Every number written as text is the kernel's `NumberText`, the same as the terminal prints.
package enum SVGRenderer {
    /// A LazyVGrid or LazyHGrid: what is offered, grid, items, tracks, spacings, cells, flags.
    /// `screen` is the session's, for the title's words (nil: said by its size alone).
    package static func render(_ layout: LazyGridLayout, scale: Double = 1, screen: Screen? = nil)
        -> String
    {
        LazySVG(layout: layout, screen: screen).render(scale: scale)
    }

    /// An eager Grid: offered width, columns, rows, cells with their spans, flags.
    package static func render(_ layout: EagerGridLayout, scale: Double = 1, screen: Screen? = nil)
        -> String
    {
        EagerSVG(layout: layout, screen: screen).render(scale: scale)
    }
}
