import LayoutKernel

/// A model the kernel has accepted. The only way to make one is `init`, which validates, so
/// code that holds a `ValidModel` never needs to handle a layout error. Layouts are computed
/// when first asked for: a script line that changes the model and prints nothing costs a
/// validation, not a layout.
package struct ValidModel {
    /// Held once and shared: the session copies a `ValidModel` on every edit and undo, and a
    /// reference makes that one retain. The two grids are held once each (the model is made
    /// from them when asked for); the layouts are made on first use and then kept.
    private final class Storage {
        let mode: Mode
        var screen: Screen
        /// Changed in place by one edit at a time, on one thread (see `Runner.session`).
        @exclusivity(unchecked) var lazy: ValidLazyGrid
        var eager: ValidEagerGrid
        /// The layouts made so far (nil: not asked for yet).
        var madeLazy: Made<LazyGridLayout>?
        var madeEager: Made<EagerGridLayout>?

        /// Changes the lazy grid in place and checks the track limit, putting it back if over
        /// (a method of the storage, so the grid is read where it is, not copied out).
        func update(
            _ change: (inout ValidLazyGrid) throws(LayoutError) -> Void,
            revert: (inout ValidLazyGrid) -> Void
        ) throws(CommandError) {
            let layout = madeLazy
            do throws(LayoutError) { try change(&lazy) } catch { throw .invalid(error) }
            do {
                // Through `inout`: the grid is read where it is (a class's property passed by
                // value is copied first).
                madeLazy = try ValidModel.checkTracks(inPlace: &lazy)
            } catch {
                revert(&lazy)
                madeLazy = layout
                throw error
            }
        }

        init(
            mode: Mode, screen: Screen, lazy: ValidLazyGrid, eager: ValidEagerGrid,
            layout: Made<LazyGridLayout>?,
            eagerLayout: Made<EagerGridLayout>?
        ) {
            self.mode = mode
            self.screen = screen
            self.lazy = lazy
            self.eager = eager
            madeLazy = layout
            madeEager = eagerLayout
        }
    }

    /// A layout once made, by reference: storages are made and dropped on every edit, and a
    /// reference costs one retain to copy where an optional layout is a large value.
    private final class Made<Layout> {
        let layout: Layout
        init(_ layout: Layout) { self.layout = layout }
    }

    private var storage: Storage
    var mode: Mode { storage.mode }
    var screen: Screen { storage.screen }
    /// The two grids, checked.
    var lazy: ValidLazyGrid { storage.lazy }
    var eager: ValidEagerGrid { storage.eager }
    /// The lazy grid's axis, container and items, read in place (`lazy` is a copy of the whole
    /// grid, which an edit of a script line need not pay for).
    var axis: GridAxis { storage.lazy.grid.axis }
    var container: Double { storage.lazy.grid.container }
    var itemCount: Int { storage.lazy.grid.items.count }
    func item(at index: Int) -> GridItem { storage.lazy.grid.items[index] }

    var model: Model {
        Model(
            mode: storage.mode, screen: storage.screen, lazy: storage.lazy.grid,
            eager: storage.eager.grid)
    }

    /// The lazy grid laid out (without trace).
    var layout: LazyGridLayout {
        if let made = storage.madeLazy { return made.layout }
        let layout = storage.lazy.layout()
        storage.madeLazy = Made(layout)
        return layout
    }

    /// The eager Grid laid out.
    var eagerLayout: EagerGridLayout {
        if let made = storage.madeEager { return made.layout }
        let layout = storage.eager.layout()
        storage.madeEager = Made(layout)
        return layout
    }

    /// Validates `model`; reuses `previous`'s checks and layouts where a part is unchanged (most
    /// edits change one of the two grids, and a script's `width` changes neither's items).
    init(_ model: Model, reusing previous: ValidModel? = nil) throws(CommandError) {
        try Self.check(model.screen)
        try Self.checkCounts(model.eager)
        try Self.checkChain(model.lazy.chain)
        let sameLazy = previous.map { $0.lazy.grid == model.lazy } ?? false
        let sameEager = previous.map { $0.eager.grid == model.eager } ?? false
        let (lazy, layout): (ValidLazyGrid, Made<LazyGridLayout>?)
        if let previous, sameLazy {
            (lazy, layout) = (previous.lazy, previous.storage.madeLazy)
        } else {
            (lazy, layout) = try Self.check(lazy: model.lazy)
        }
        let eager: ValidEagerGrid
        if let previous, sameEager {
            eager = previous.eager
        } else {
            do throws(LayoutError) { eager = try ValidEagerGrid(model.eager) } catch {
                throw .invalid(error)
            }
        }
        storage = Storage(
            mode: model.mode, screen: model.screen, lazy: lazy, eager: eager, layout: layout,
            eagerLayout: sameEager ? previous?.storage.madeEager : nil)
    }

    private init(storage: Storage) { self.storage = storage }

    /// Another screen, in place: the lazy grid's container becomes its width (a LazyHGrid's
    /// height), the Grid's its width, each checked (the size, then the track limit); on an
    /// error nothing changes.
    mutating func replaceScreen(_ screen: Screen) throws(CommandError) {
        try Self.check(screen)
        let old = container
        let size = screen.size(along: axis)
        if size != old {
            try updateLazy { (lazy: inout ValidLazyGrid) throws(LayoutError) in
                try lazy.replaceContainer(size)
            } revert: { lazy in
                try? lazy.replaceContainer(old)
            }
        }
        if screen.width != storage.eager.grid.container {
            if !isKnownUniquelyReferenced(&storage) { storage = copiedStorage() }
            do throws(LayoutError) {
                try storage.eager.replaceContainer(screen.width)
            } catch {
                if size != old {
                    try? updateLazy { (lazy: inout ValidLazyGrid) throws(LayoutError) in
                        try lazy.replaceContainer(old)
                    } revert: { _ in
                    }
                }
                throw .invalid(error)
            }
            storage.madeEager = nil
        }
        if !isKnownUniquelyReferenced(&storage) { storage = copiedStorage() }
        storage.screen = screen
    }

    private func copiedStorage() -> Storage {
        Storage(
            mode: mode, screen: screen, lazy: lazy, eager: eager, layout: storage.madeLazy,
            eagerLayout: storage.madeEager)
    }

    /// Replaces one item of the lazy grid, in place (checked: the item, then the track limit);
    /// on an error nothing changes.
    mutating func replaceItem(at index: Int, with item: GridItem) throws(CommandError) {
        let old = self.item(at: index)
        try updateLazy { (lazy: inout ValidLazyGrid) throws(LayoutError) in
            try lazy.replaceItem(at: index, with: item)
        } revert: { lazy in
            _ = try? lazy.replaceItem(at: index, with: old)
        }
    }

    /// Changes the lazy grid in place with one of the kernel's checked replacements, then checks
    /// the trainer's track limit, putting the grid back (`revert`) if it is over. The storage
    /// is copied first only when another value shares it, so a script's edits allocate nothing.
    private mutating func updateLazy(
        _ change: (inout ValidLazyGrid) throws(LayoutError) -> Void,
        revert: (inout ValidLazyGrid) -> Void
    ) throws(CommandError) {
        if !isKnownUniquelyReferenced(&storage) { storage = copiedStorage() }
        try storage.update(change, revert: revert)
    }

    /// This model with another lazy grid, checked alone (the trainer's limits, then the
    /// kernel's rules) in the screen's size along its axis; the eager Grid and its layout are
    /// kept as they are.
    func replacing(lazy grid: LazyGrid) throws(CommandError) -> ValidModel {
        var grid = grid
        grid.container = storage.screen.size(along: grid.axis)
        try Self.checkChain(grid.chain)
        let (lazy, layout) = try Self.check(lazy: grid)
        return ValidModel(
            storage: Storage(
                mode: storage.mode, screen: storage.screen, lazy: lazy, eager: storage.eager,
                layout: layout, eagerLayout: storage.madeEager))
    }

    /// Checks a lazy grid against the trainer's limits and the kernel's rules.
    private static func check(lazy grid: LazyGrid) throws(CommandError) -> (
        ValidLazyGrid, Made<LazyGridLayout>?
    ) {
        try checkCounts(grid)
        let lazy: ValidLazyGrid
        do throws(LayoutError) { lazy = try ValidLazyGrid(grid) } catch { throw .invalid(error) }
        return (lazy, try checkTracks(lazy))
    }

    /// Only a grid that might make too many tracks is laid out now, to count them (that
    /// layout is returned, to be kept).
    private static func checkTracks(inPlace lazy: inout ValidLazyGrid) throws(CommandError) -> Made<
        LazyGridLayout
    >? {
        try checkTracks(lazy)
    }

    private static func checkTracks(_ lazy: borrowing ValidLazyGrid) throws(CommandError) -> Made<
        LazyGridLayout
    >? {
        guard trackBound(lazy.grid) > Double(Limits.tracks) else { return nil }
        let made = lazy.layout()
        guard made.trackCount <= Limits.tracks else {
            throw .limit(.tracks(made.trackCount, maximum: Limits.tracks))
        }
        return Made(made)
    }

    /// Roughly how many bytes this model holds, for undo's memory budget (see `Model`).
    var estimatedBytes: Int { Model.estimatedBytes(lazy: lazy.grid, eager: eager.grid) }

    /// Whether `model` is this one (compared part by part, without making a `Model`).
    func holds(_ model: Model) -> Bool {
        model.mode == storage.mode && model.screen == storage.screen
            && model.lazy == storage.lazy.grid
            && model.eager == storage.eager.grid
    }

    /// The same model without the layouts made so far: what undo keeps, so that a thousand
    /// snapshots hold models, not layouts (made again should undo bring one back). Only a
    /// cache is emptied: every copy of this value still shows the same model and layouts.
    func forgettingLayouts() -> ValidModel {
        storage.madeLazy = nil
        storage.madeEager = nil
        return self
    }

    /// The lazy layout with its step-by-step trace, for `explain`.
    package func tracedLayout() -> LazyGridLayout { lazy.layout(tracing: true) }

    /// At least as many tracks as the grid can make, without laying it out: every item makes
    /// one track, but an adaptive one of minimum m and spacing s makes at most
    /// ⌊(W + s)/(m + s)⌋ ≤ (W + s)/(m + s) at a width W no larger than the grid, which is no
    /// larger than the offered size or pass 1's total, itself at most the fixed sizes, the
    /// spacings and each non-fixed item's larger of its minimum and the offered size. (The
    /// floor is left out: the bound only decides whether to count exactly.)
    static func trackBound(_ grid: borrowing LazyGrid) -> Double {
        let offered = max(grid.proposed, 0)
        var total = 0.0
        var adaptive = false
        for item in grid.items {
            switch item.size {
            case .fixed(let size): total += size
            case .flexible(let minimum, _): total += max(minimum, offered)
            case .adaptive(let minimum, _):
                total += max(minimum, offered)
                adaptive = true
            }
            total += abs(item.effectiveSpacing)
        }
        // Without adaptive items, every item is one track (and there are at most `Limits.items`).
        guard adaptive else { return Double(grid.items.count) }
        let widest = max(offered, total)
        var count = Double(grid.items.count)
        for item in grid.items {
            guard case .adaptive(let minimum, _) = item.size else { continue }
            let spacing = item.effectiveSpacing
            let step = minimum + spacing
            guard step > 0 else { return .infinity }
            count += max(0, (widest + spacing) / step)
        }
        return count
    }
}
