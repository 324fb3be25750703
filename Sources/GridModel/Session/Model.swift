import LayoutKernel

/// Everything undo restores: the screen, which grid family is shown, and both models. The
/// grids' containers are the screen's (a LazyVGrid's its width, a LazyHGrid's its height,
/// the Grid's both): setting the screen or a grid keeps them so.
package struct Model: Hashable {
    /// The model a fresh session starts from: an empty LazyVGrid on the default screen.
    static let defaultLazyGrid = LazyGrid(items: [], proposed: Screen.standard.width)

    /// Whether the eager Grid is shown (else the lazy grid, on its axis): `family` says which.
    package var showsEager = false
    package var screen = Screen.standard {
        didSet { fit() }
    }
    package var lazy = Model.defaultLazyGrid {
        didSet { lazy.container = screen.size(along: lazy.axis) }
    }
    package var eager = EagerGrid(
        proposed: Screen.standard.width, containerHeight: Screen.standard.height)
    {
        didSet { (eager.container, eager.containerHeight) = (screen.width, offeredHeight) }
    }
    /// Whether the Grid is offered an unspecified height (`grid height none`: what a vertical
    /// `ScrollView` or `.fixedSize()` offers) rather than the screen's.
    package var eagerHeightUnspecified = false {
        didSet { fit() }
    }

    package init() {}

    package init(
        showsEager: Bool, screen: Screen = .standard, lazy: LazyGrid, eager: EagerGrid,
        eagerHeightUnspecified: Bool = false
    ) {
        self.showsEager = showsEager
        self.screen = screen
        self.lazy = lazy
        self.eager = eager
        self.eagerHeightUnspecified = eagerHeightUnspecified
        fit()
    }

    /// The grid shown: the eager Grid, or the lazy grid along its axis.
    package var family: GridFamily { showsEager ? .eager : GridFamily(lazyAxis: lazy.axis) }

    /// The height offered to the Grid: the screen's, or nil (unspecified).
    private var offeredHeight: Double? { eagerHeightUnspecified ? nil : screen.height }

    /// The grids' containers set from the screen.
    private mutating func fit() {
        lazy.container = screen.size(along: lazy.axis)
        (eager.container, eager.containerHeight) = (screen.width, offeredHeight)
    }

    /// Roughly how many bytes a snapshot of this model holds, for undo's memory budget (an
    /// overestimate: snapshots often share their arrays).
    var estimatedBytes: Int { Self.estimatedBytes(lazy: lazy, eager: eager) }

    static func estimatedBytes(lazy: LazyGrid, eager: EagerGrid) -> Int {
        256 + lazy.items.count * 48 + lazy.cellContents.count * 64
            + (lazy.chain.steps.count + eager.chain.steps.count) * 48
            + eager.rows.reduce(0) { $0 + 32 + $1.cells.count * 64 }
    }
}
