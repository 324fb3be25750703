import LayoutKernel

/// A model the kernel has accepted. The only way to make one is `init`, which validates, so
/// code that holds a `ValidModel` never needs to handle a layout error. Layouts are computed
/// when first asked for: a script line that changes the model and prints nothing costs a
/// validation, not a layout.
package struct ValidModel {
    /// The last layout made of a grid (nil: none yet), kept with the grid it was made from
    /// (`layout.grid`): asked again for that grid, it is given back, not made again. Copies of
    /// a model share it, and an edit of the grid leaves it alone: a layout of another grid is
    /// simply not the one asked for, so no edit pays to forget it.
    private final class Memo<Layout> {
        package var layout: Layout?
        init(_ layout: Layout? = nil) { self.layout = layout }
    }

    private(set) var showsEager: Bool
    private(set) var screen: Screen
    /// The two grids, checked.
    private(set) var lazy: ValidLazyGrid
    private(set) var eager: ValidEagerGrid
    private var lazyMemo: Memo<LazyGridLayout>
    private var eagerMemo: Memo<EagerGridLayout>

    package var axis: GridAxis { lazy.grid.axis }
    /// The grid shown: the eager Grid, or the lazy grid along its axis.
    package var family: GridFamily { showsEager ? .eager : GridFamily(lazyAxis: axis) }
    package var container: Double { lazy.grid.container }
    var itemCount: Int { lazy.grid.items.count }
    package func item(at index: Int) -> GridItem { lazy.grid.items[index] }

    package var model: Model {
        Model(
            showsEager: showsEager, screen: screen, lazy: lazy.grid, eager: eager.grid,
            eagerHeightUnspecified: eager.grid.containerHeight == nil)
    }

    /// The lazy grid laid out (without trace).
    package var layout: LazyGridLayout {
        if let layout = lazyMemo.layout, layout.grid == lazy.grid { return layout }
        let layout = lazy.layout()
        lazyMemo.layout = layout
        return layout
    }

    /// The eager Grid laid out.
    package var eagerLayout: EagerGridLayout {
        if let layout = eagerMemo.layout, layout.grid == eager.grid { return layout }
        let layout = eager.layout()
        eagerMemo.layout = layout
        return layout
    }

    /// Validates `model`; reuses `previous`'s checks and layouts where a part is unchanged (most
    /// edits change one of the two grids, and a script's `width` changes neither's items).
    package init(_ model: Model, reusing previous: ValidModel? = nil) throws(EditError) {
        try Self.check(model.screen)
        try Self.checkCounts(model.eager)
        try Self.checkChain(model.lazy.chain)
        let sameLazy = previous.map { $0.lazy.grid == model.lazy } ?? false
        let sameEager = previous.map { $0.eager.grid == model.eager } ?? false
        if let previous, sameLazy {
            (lazy, lazyMemo) = (previous.lazy, previous.lazyMemo)
        } else {
            let layout: LazyGridLayout?
            (lazy, layout) = try Self.check(lazy: model.lazy)
            lazyMemo = Memo(layout)
        }
        if let previous, sameEager {
            (eager, eagerMemo) = (previous.eager, previous.eagerMemo)
        } else {
            eagerMemo = Memo()
            do throws(LayoutError) { eager = try ValidEagerGrid(model.eager) } catch {
                throw .layout(error)
            }
        }
        showsEager = model.showsEager
        screen = model.screen
    }

    /// Another screen, in place: the lazy grid's container becomes its width (a LazyHGrid's
    /// height), the Grid's its width, each checked (the size, then the track limit); on an
    /// error nothing changes.
    mutating func replaceScreen(_ screen: Screen) throws(EditError) {
        try Self.check(screen)
        let (old, size) = (container, screen.size(along: axis))
        let (oldWidth, width) = (eager.grid.container, screen.width)
        if size != old {
            do throws(LayoutError) { try lazy.replaceContainer(size) } catch {
                throw .layout(error)
            }
            // A layout made to count the tracks is kept at once: should the Grid's width fail
            // below, it is of a grid no longer current, and the memo never gives it for another.
            do {
                if let counted = try Self.checkTracks(lazy) { lazyMemo.layout = counted }
            } catch {
                try? lazy.replaceContainer(old)
                throw error
            }
        }
        if width != oldWidth {
            do throws(LayoutError) { try eager.replaceContainer(width) } catch {
                try? lazy.replaceContainer(old)
                throw .layout(error)
            }
        }
        if let height = eager.grid.containerHeight, height != screen.height {
            do throws(LayoutError) { try eager.replaceContainerHeight(screen.height) } catch {
                try? lazy.replaceContainer(old)
                try? eager.replaceContainer(oldWidth)
                throw .layout(error)
            }
        }
        self.screen = screen
    }

    /// Replaces one item of the lazy grid, in place (checked: the item, then the track limit);
    /// on an error nothing changes.
    mutating func replaceItem(at index: Int, with item: GridItem) throws(EditError) {
        let old = self.item(at: index)
        do throws(LayoutError) { try lazy.replaceItem(at: index, with: item) } catch {
            throw .layout(error)
        }
        do {
            if let counted = try Self.checkTracks(lazy) { lazyMemo.layout = counted }
        } catch {
            _ = try? lazy.replaceItem(at: index, with: old)
            throw error
        }
    }

    /// This model with another lazy grid, checked alone (the trainer's limits, then the
    /// kernel's rules) in the screen's size along its axis; the eager Grid and its layout are
    /// kept as they are.
    package func replacing(lazy grid: LazyGrid) throws(EditError) -> ValidModel {
        var grid = grid
        grid.container = screen.size(along: grid.axis)
        try Self.checkChain(grid.chain)
        var next = self
        let layout: LazyGridLayout?
        (next.lazy, layout) = try Self.check(lazy: grid)
        next.lazyMemo = Memo(layout)
        return next
    }

    /// Checks a lazy grid against the trainer's limits and the kernel's rules.
    private static func check(lazy grid: LazyGrid) throws(EditError) -> (
        ValidLazyGrid, LazyGridLayout?
    ) {
        try checkCounts(grid)
        let lazy: ValidLazyGrid
        do throws(LayoutError) { lazy = try ValidLazyGrid(grid) } catch { throw .layout(error) }
        return (lazy, try checkTracks(lazy))
    }

    /// Only a grid that might make too many tracks is laid out now, to count them (that
    /// layout is returned, to be kept).
    private static func checkTracks(_ lazy: borrowing ValidLazyGrid) throws(EditError)
        -> LazyGridLayout?
    {
        guard trackBound(lazy.grid) > Double(Limits.tracks) else { return nil }
        let made = lazy.layout()
        guard made.trackCount <= Limits.tracks else {
            throw .limit(.tracks(made.trackCount, maximum: Limits.tracks))
        }
        return made
    }

    /// Roughly how many bytes this model holds, for undo's memory budget (see `Model`).
    var estimatedBytes: Int { Model.estimatedBytes(lazy: lazy.grid, eager: eager.grid) }

    /// Whether `model` is this one (compared part by part, without making a `Model`).
    package func holds(_ model: Model) -> Bool {
        model.showsEager == showsEager && model.screen == screen && model.lazy == lazy.grid
            && model.eager == eager.grid
    }

    /// The same model without the layouts made so far: what undo keeps, so that a thousand
    /// snapshots hold models, not layouts (made again should undo bring one back).
    func forgettingLayouts() -> ValidModel {
        var copy = self
        copy.lazyMemo = Memo()
        copy.eagerMemo = Memo()
        return copy
    }

    /// The lazy layout with its step-by-step trace, for `explain`.
    package func tracedLayout() -> LazyGridLayout { lazy.layout(tracing: true) }
}
