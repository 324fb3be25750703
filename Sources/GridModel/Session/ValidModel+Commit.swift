import LayoutKernel

/// How the edit handlers make a changed model current: checked first, so that on an error nothing
/// changes, and with the step that takes it back (the model before, its layouts forgotten).
extension ValidModel {
    /// Makes `next` the model (checked; the parts equal to this one's keep their checks and
    /// layouts). Returns the step back, or nil when `next` is this model.
    mutating func commit(_ next: Model) throws(EditError) -> UndoStep? {
        guard !holds(next) else { return nil }
        return keep(try ValidModel(next, reusing: self))
    }

    /// Makes `grid` the lazy grid (checked alone in the screen's size; the eager Grid, its
    /// checks and layout are kept). Returns the step back.
    mutating func commit(lazy grid: LazyGrid) throws(EditError) -> UndoStep? {
        keep(try replacing(lazy: grid))
    }

    private mutating func keep(_ valid: ValidModel) -> UndoStep {
        defer { self = valid }
        return .model(forgettingLayouts())
    }
}
