import LayoutKernel

/// One edit command's handler: a type of its own, in its own file in a folder of this one by
/// subject (`Items/`, `LazyGrid/`, `Chain/`, `Screen/`, `EagerGrid/`, `Model/`), holding the
/// edit's values and how it changes the model. `ModelEdit.apply(to:)` is the one table that
/// finds it. The spec that parses the command and words its help is in CommandLanguage's
/// `Commands/`, which builds the `ModelEdit` value; this target cannot see it, and needs not:
/// the value is the whole contract between them (docs/layers.md).
package protocol EditHandler {
    /// Changes `model`, or leaves it as it was and throws. Returns the step that takes the
    /// change back, or nil when the model is the same.
    func apply(to model: inout ValidModel) throws(EditError) -> UndoStep?
}

/// An edit of the lazy grid alone, made to a copy: only the lazy grid is checked again (the
/// eager Grid, its checks and its layout are kept).
protocol LazyGridEdit: EditHandler {
    func change(_ grid: inout LazyGrid) throws(EditError)
}

extension LazyGridEdit {
    package func apply(to model: inout ValidModel) throws(EditError) -> UndoStep? {
        var grid = model.lazy.grid
        try change(&grid)
        guard grid != model.lazy.grid else { return nil }
        return try model.commit(lazy: grid)
    }
}

/// An edit of the eager Grid, only while it is the grid shown (its settings belong to the
/// Grid on screen).
protocol EagerGridEdit: EditHandler {
    func change(_ grid: inout EagerGrid) throws(EditError)
}

extension EagerGridEdit {
    package func apply(to model: inout ValidModel) throws(EditError) -> UndoStep? {
        guard model.showsEager else { throw .model(.otherFamily(shown: model.family, hint: nil)) }
        var next = model.model
        try change(&next.eager)
        return try model.commit(next)
    }
}

/// A change to more than one part of the model at once, checked whole (reusing the checks and
/// layouts of the parts it keeps).
protocol WholeModelChange: EditHandler {
    func change(_ model: inout Model)
}

extension WholeModelChange {
    package func apply(to model: inout ValidModel) throws(EditError) -> UndoStep? {
        var next = model.model
        change(&next)
        return try model.commit(next)
    }
}

/// A change of the screen alone, in place: the grids' containers follow it and are checked
/// again; nothing else is. Undone by the old screen.
protocol ScreenChange: EditHandler {
    func screen(after old: Screen) -> Screen
}

extension ScreenChange {
    package func apply(to model: inout ValidModel) throws(EditError) -> UndoStep? {
        let old = model.screen
        let screen = screen(after: old)
        guard screen != old else { return nil }
        try model.replaceScreen(screen)
        return .screen(old)
    }
}
