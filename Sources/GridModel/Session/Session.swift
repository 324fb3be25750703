import LayoutKernel

/// The model a user edits, and its undo history: a pure value. No I/O, no callbacks, no
/// parsing. Every edit is validated (`ValidModel`) before it changes the model, so a bad
/// command never leaves the model changed.
package struct Session {
    package private(set) var current: ValidModel
    /// How to go back over one edit, and the edit, said by undo and redo ("add fixed 70").
    ///
    /// Implementation note: a class, so the ring moves one reference per edit. As a struct
    /// (an undo step and a String) in the ring's optional slots, every slot filled or emptied
    /// went through generic value witnesses: 3,593 instead of 3,403 instructions a script line
    /// (callgrind, `scripts/bench`).
    private final class Entry {
        package let step: UndoStep
        package let edit: String

        init(step: UndoStep, edit: String) {
            self.step = step
            self.edit = edit
        }
    }

    private var undoRing = UndoRing<Entry>()
    private var redoStack: [Entry] = []

    package init() {
        // The empty default model always validates; should it ever not, the kernel's error
        // is a bug worth a crash in tests rather than a silently different start.
        do {
            current = try ValidModel(Model())
        } catch {
            preconditionFailure("the default model is invalid: \(error)")
        }
    }

    /// A fresh session on `screen`: an empty LazyVGrid (and an empty Grid), no history. What
    /// a lesson plays in, so it starts as it was written whatever the person had built.
    package init(screen: Screen) {
        self.init()
        // A screen taken from a valid session is valid for the empty grids too.
        do {
            try current.replaceScreen(screen)
        } catch {
            preconditionFailure("a session's screen is invalid for an empty model: \(error)")
        }
    }

    package var model: Model { current.model }
    /// The lazy grid (LazyVGrid or LazyHGrid), shown or not.
    package var lazyGrid: LazyGrid { current.lazy.grid }
    /// The eager Grid, shown or not.
    package var eagerGrid: EagerGrid { current.eager.grid }
    /// The grid shown.
    package var family: GridFamily { current.family }
    package var screen: Screen { current.screen }
    /// The current lazy layout.
    package var layout: LazyGridLayout { current.layout }
    package var eagerLayout: EagerGridLayout { current.eagerLayout }
    /// The model before the last change, for `compare undo`.
    package var previous: Model? { undoRing.last.map { $0.step.undoing(model) } }
    /// How many changes undo can take back now.
    var undoCount: Int { undoRing.count }

    /// Applies one edit: its command's handler (`ModelEdit.apply(to:)`, the one table) changes
    /// `current` (or, on an error, leaves it as it was) and says how to take the change back,
    /// which is kept for undo. Returns whether the model changed. `described` is what undo and
    /// redo say they took back or did again (the command as typed).
    @discardableResult
    package mutating func apply(_ edit: ModelEdit, described: String = "the last change")
        throws(EditError) -> Bool
    {
        guard let step = try edit.apply(to: &current) else { return false }
        record(step, described: described)
        return true
    }

    /// Takes the last edit back; returns its description.
    @discardableResult
    package mutating func undo() throws(EditError) -> String {
        guard let last = undoRing.popLast() else { throw .model(.nothingTo(.undo)) }
        redoStack.append(Entry(step: try take(last.step), edit: last.edit))
        return last.edit
    }

    /// Does again what undo took back; returns its description.
    @discardableResult
    package mutating func redo() throws(EditError) -> String {
        guard let next = redoStack.popLast() else { throw .model(.nothingTo(.redo)) }
        let step = try take(next.step)
        undoRing.push(Entry(step: step, edit: next.edit), weight: step.estimatedBytes)
        return next.edit
    }

    /// Goes back over `step`; returns the step that comes forward again. (The model is the one
    /// the step was made from, so the width or item it puts back is valid there.)
    private mutating func take(_ step: UndoStep) throws(EditError) -> UndoStep {
        switch step {
        case .model(let model):
            defer { current = model }
            return .model(current.forgettingLayouts())
        case .screen(let screen):
            let old = current.screen
            try current.replaceScreen(screen)
            return .screen(old)
        case .item(let index, let item):
            let old = current.item(at: index)
            try current.replaceItem(at: index, with: item)
            return .item(index: index, old)
        }
    }

    /// Keeps how to undo the edit just made (a new edit ends what redo could do again).
    private mutating func record(_ step: UndoStep, described: String) {
        undoRing.push(Entry(step: step, edit: described), weight: step.estimatedBytes)
        if !redoStack.isEmpty { redoStack = [] }
    }
}
