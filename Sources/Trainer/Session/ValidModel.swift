import LayoutKernel

/// A model the kernel has accepted. The only way to make one is `init`, which validates, so
/// code that holds a `ValidModel` never needs to handle a layout error. Layouts are computed
/// when first asked for: a script line that changes the model and prints nothing costs a
/// validation, not a layout.
struct ValidModel {
    /// Held once and shared: the session copies a `ValidModel` on every edit and undo, and a
    /// reference makes that one retain. Its layouts are made on first use and then kept.
    private final class Storage {
        let model: Model
        let lazy: ValidLazyGrid
        let eager: ValidEagerGrid
        /// The layouts made so far (nil: not asked for yet).
        private(set) var madeLayout: LazyGridLayout?
        private(set) var madeEagerLayout: EagerGridLayout?

        init(model: Model, lazy: ValidLazyGrid, eager: ValidEagerGrid, layout: LazyGridLayout?, eagerLayout: EagerGridLayout?) {
            self.model = model
            self.lazy = lazy
            self.eager = eager
            madeLayout = layout
            madeEagerLayout = eagerLayout
        }

        var layout: LazyGridLayout {
            if let madeLayout { return madeLayout }
            let made = lazy.layout()
            madeLayout = made
            return made
        }

        var eagerLayout: EagerGridLayout {
            if let madeEagerLayout { return madeEagerLayout }
            let made = eager.layout()
            madeEagerLayout = made
            return made
        }
    }

    private let storage: Storage
    var model: Model { storage.model }
    /// The lazy grid laid out (without trace).
    var layout: LazyGridLayout { storage.layout }
    /// The eager Grid laid out.
    var eagerLayout: EagerGridLayout { storage.eagerLayout }

    /// Validates `model`; reuses `previous`'s layouts where a part is unchanged.
    init(_ model: Model, reusing previous: ValidModel? = nil) throws(CommandError) {
        guard model.lazy.items.count <= Limits.items else {
            throw .limit("a grid of more than \(Limits.items) items is more than the trainer draws; expected at most \(Limits.items)")
        }
        guard model.lazy.cellCount <= Limits.cells else {
            throw .limit("\(model.lazy.cellCount) cells is too many; expected at most \(Limits.cells)")
        }
        guard model.eager.rows.count <= Limits.rows else {
            throw .limit("a Grid of more than \(Limits.rows) rows is more than the trainer draws; expected at most \(Limits.rows)")
        }
        let lazy: ValidLazyGrid
        let eager: ValidEagerGrid
        do {
            lazy = try ValidLazyGrid(model.lazy)
            eager = try ValidEagerGrid(model.eager)
        } catch {
            throw .invalid(error)
        }
        var layout: LazyGridLayout? = nil
        if let previous, previous.model.lazy == model.lazy {
            layout = previous.storage.madeLayout
        } else if Self.trackBound(model.lazy) > Double(Limits.tracks) {
            // Only a grid that might make too many tracks is laid out now, to count them.
            let made = lazy.layout()
            guard made.trackCount <= Limits.tracks else {
                throw .limit(
                    "this makes \(made.trackCount) tracks; the trainer draws at most \(Limits.tracks) (raise the adaptive minimum or lower the width)"
                )
            }
            layout = made
        }
        let eagerLayout = previous.flatMap { $0.model.eager == model.eager ? $0.storage.madeEagerLayout : nil }
        storage = Storage(model: model, lazy: lazy, eager: eager, layout: layout, eagerLayout: eagerLayout)
    }

    /// The lazy layout with its step-by-step trace, for `explain`.
    func tracedLayout() -> LazyGridLayout { storage.lazy.layout(tracing: true) }

    /// At least as many tracks as the grid can make, without laying it out: every item makes
    /// one track, but an adaptive one of minimum m and spacing s makes at most
    /// ⌊(W + s)/(m + s)⌋ at a width W no larger than the grid, which is no larger than the
    /// offered size or pass 1's total, itself at most the fixed sizes, the spacings and each
    /// non-fixed item's larger of its minimum and the offered size.
    static func trackBound(_ grid: LazyGrid) -> Double {
        let offered = max(grid.proposed, 0)
        var total = 0.0
        for item in grid.items {
            switch item.size {
            case .fixed(let size): total += size
            case .flexible(let minimum, _), .adaptive(let minimum, _): total += max(minimum, offered)
            }
            total += abs(item.effectiveSpacing)
        }
        let widest = max(offered, total)
        return grid.items.reduce(0.0) { count, item in
            guard case .adaptive(let minimum, _) = item.size else { return count + 1 }
            let step = minimum + item.effectiveSpacing
            guard step > 0 else { return .infinity }
            return count + max(1, ((widest + item.effectiveSpacing) / step).rounded(.down) + 1)
        }
    }
}
