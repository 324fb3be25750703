/// Applies a `ScreenEdit`: the screen alone changes, in place (the grids' containers follow it
/// and are checked again; nothing else is). Returns the step that takes the edit back (the old
/// screen), or nil when the screen is the same; on an error the model is unchanged.
enum ScreenEditor {
    package static func apply(_ edit: ScreenEdit, to model: inout ValidModel) throws(EditError)
        -> UndoStep?
    {
        let old = model.screen
        let screen = edit.applied(to: old)
        guard screen != old else { return nil }
        try model.replaceScreen(screen)
        return .screen(old)
    }
}
