import LayoutKernel

/// A change to one item (`set N ...`).
package enum ItemEdit: Equatable {
    /// A new size, and the spacing and alignment when the line gave them (outer nil: keep).
    case size(GridItemSize, spacing: Double?? = nil, alignment: ItemAlignment?? = nil)
    case minimum(Double)
    case maximum(Double)
    case spacing(Double?)
    case alignment(ItemAlignment?)
}
