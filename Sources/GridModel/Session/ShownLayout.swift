import LayoutKernel

/// The layout of the grid shown, whichever family it is: what the renderers take, so a
/// response is one case for both families and the family is asked once, where it is made.
package enum ShownLayout {
    /// A LazyVGrid or a LazyHGrid laid out.
    case lazy(LazyGridLayout)
    /// The eager Grid laid out.
    case eager(EagerGridLayout)
}

/// Two layouts of the same family, before and after, for `compare`.
package enum ComparedLayouts {
    case lazy(before: LazyGridLayout, after: LazyGridLayout)
    case eager(before: EagerGridLayout, after: EagerGridLayout)
}

extension Session {
    /// The layout of the grid shown.
    package var shownLayout: ShownLayout {
        switch family {
        case .lazyVertical, .lazyHorizontal: .lazy(layout)
        case .eager: .eager(eagerLayout)
        }
    }
}
