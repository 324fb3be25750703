import LayoutKernel

/// What takes the model back over one edit. An edit that changed only the screen or
/// one of its items keeps just the old value (a script that sets the width on every line keeps
/// a number per line, not a model); any other edit keeps the whole model from before it.
package enum UndoStep {
    /// (Boxed: a model is large, and every step, a width's too, would be stored at its size.)
    indirect case model(ValidModel)
    case screen(Screen)
    case item(index: Int, GridItem)

    /// Roughly how many bytes the step holds, for undo's memory budget.
    var estimatedBytes: Int {
        switch self {
        case .model(let model): model.estimatedBytes
        case .screen, .item: 64
        }
    }

    /// `model` as this step takes it back.
    func undoing(_ model: Model) -> Model {
        var model = model
        switch self {
        case .model(let before): return before.model
        case .screen(let screen): model.screen = screen
        case .item(let index, let item): model.lazy.items[index] = item
        }
        return model
    }
}
