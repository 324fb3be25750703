import LayoutKernel

/// A model the kernel has accepted, with its layouts. The only way to make one is `init`,
/// which validates, so code that holds a `ValidModel` never needs to handle a layout error.
struct ValidModel {
    /// Held once and shared: the session copies a `ValidModel` on every edit and undo, and a
    /// reference makes that one retain instead of one per array in the layouts.
    private final class Storage {
        let model: Model
        let layout: LazyGridLayout
        let eagerLayout: EagerGridLayout

        init(model: Model, layout: LazyGridLayout, eagerLayout: EagerGridLayout) {
            self.model = model
            self.layout = layout
            self.eagerLayout = eagerLayout
        }
    }

    private let storage: Storage
    var model: Model { storage.model }
    /// The lazy grid laid out (without trace).
    var layout: LazyGridLayout { storage.layout }
    /// The eager Grid laid out.
    var eagerLayout: EagerGridLayout { storage.eagerLayout }

    /// Validates `model` and lays it out; reuses `previous`'s layouts where a part is unchanged.
    init(_ model: Model, reusing previous: ValidModel? = nil) throws(CommandError) {
        guard model.lazy.items.count <= Limits.items else {
            throw .limit("a grid of more than \(Limits.items) items is more than the trainer draws; expected at most \(Limits.items)")
        }
        guard model.lazy.cellCount <= Limits.cells else {
            throw .limit("\(model.lazy.cellCount) cells is too many; expected at most \(Limits.cells)")
        }
        let layout: LazyGridLayout
        let eagerLayout: EagerGridLayout
        if let previous, previous.model.lazy == model.lazy {
            layout = previous.layout
        } else {
            do {
                layout = try model.lazy.layout()
            } catch {
                throw .invalid(error)
            }
            guard layout.trackCount <= Limits.tracks else {
                throw .limit(
                    "this makes \(layout.trackCount) tracks; the trainer draws at most \(Limits.tracks) (raise the adaptive minimum or lower the width)"
                )
            }
        }
        if let previous, previous.model.eager == model.eager {
            eagerLayout = previous.eagerLayout
        } else {
            guard model.eager.rows.count <= Limits.rows else {
                throw .limit("a Grid of more than \(Limits.rows) rows is more than the trainer draws; expected at most \(Limits.rows)")
            }
            do {
                eagerLayout = try model.eager.layout()
            } catch {
                throw .invalid(error)
            }
        }
        storage = Storage(model: model, layout: layout, eagerLayout: eagerLayout)
    }

    /// The lazy layout with its step-by-step trace, for `explain` (the model is valid, so the
    /// kernel accepts it; the untraced layout stands in should it ever not).
    func tracedLayout() -> LazyGridLayout {
        (try? model.lazy.layout(tracing: true)) ?? layout
    }
}
