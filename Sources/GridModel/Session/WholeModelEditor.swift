/// Applies a `WholeModelEdit`: the new model is checked whole (reusing the checks and layouts
/// of the parts it keeps). Returns the step that takes the edit back (the model before), or nil
/// when the model is the same; on an error the model is unchanged.
enum WholeModelEditor {
    package static func apply(_ edit: WholeModelEdit, to model: inout ValidModel) throws(EditError)
        -> UndoStep?
    {
        var next = model.model
        switch edit {
        case .reset:
            // The screen is the session's: reset empties the grids, not the screen.
            let empty = Model()
            next = Model(
                showsEager: false, screen: next.screen, lazy: empty.lazy, eager: empty.eager)
        case .showEager:
            next.showsEager = true
        case .showLazy:
            next.showsEager = false
        case .replaceItems(let items, let axis):
            next.showsEager = false
            next.lazy.items = items
            next.lazy.axis = axis
        case .replace(let model):
            next = model
        }
        return try model.commit(next)
    }
}
