import LayoutKernel

/// The model a user edits, and its undo history: a pure value. No I/O, no callbacks, no
/// parsing. Every edit is validated (`ValidModel`) before it changes the model, so a bad
/// command never leaves the model changed.
package struct Session {
    package private(set) var current: ValidModel
    /// How to go back over one edit, and the edit, said by undo and redo ("add fixed 70").
    private struct Entry: Vacatable {
        var step: UndoStep
        var edit: EditText

        static var vacant: Entry { Entry(step: .screen(.standard), edit: EditText(bytes: [])) }
    }

    private var undoRing = UndoRing<Entry>()
    private var redoStack: [Entry] = []

    init() {
        // The empty default model always validates; should it ever not, the kernel's error
        // is a bug worth a crash in tests rather than a silently different start.
        do {
            current = try ValidModel(Model())
        } catch {
            preconditionFailure("the default model is invalid: \(error)")
        }
    }

    var model: Model { current.model }
    var grid: LazyGrid { current.lazy.grid }
    var eager: EagerGrid { current.eager.grid }
    var mode: Mode { current.mode }
    var screen: Screen { current.screen }
    /// The current lazy layout.
    var layout: LazyGridLayout { current.layout }
    package var eagerLayout: EagerGridLayout { current.eagerLayout }
    /// The model before the last change, for `compare undo`.
    var previous: Model? { undoRing.last.map { $0.step.undoing(model) } }
    /// How many changes undo can take back now.
    var undoCount: Int { undoRing.count }

    /// Applies one edit (validated; undoable). Returns whether the model changed. `described`
    /// is what undo and redo say they took back or did again (the command as typed).
    @discardableResult
    mutating func apply(_ edit: ModelEdit, described: String = "the last change")
        throws(CommandError) -> Bool
    {
        try apply(edit, described: EditText(described))
    }

    /// The same, the edit named as typed on a script line (kept as bytes; see `EditText`).
    @discardableResult
    mutating func apply(_ edit: ModelEdit, described: EditText) throws(CommandError) -> Bool {
        switch edit {
        case .screen(let change):
            // The screen alone changes, in place; undo keeps the old screen.
            let old = current.screen
            let screen = change.applied(to: old)
            guard screen != old else { return false }
            try current.replaceScreen(screen)
            record(.screen(old), described: described)
            return true
        case .set(let number, let change):
            // One item changes, in place; undo keeps the old item.
            try LazyEditor.check(number, count: current.itemCount)
            let old = current.item(at: number - 1)
            let item = try LazyEditor.applied(change, to: old, number: number)
            guard item != old else { return false }
            try current.replaceItem(at: number - 1, with: item)
            record(.item(index: number - 1, old), described: described)
            return true
        case .add, .insert, .remove, .move, .clear, .axis, .alignment, .lineSpacing, .cells, .cell:
            // Only the lazy grid changes: it alone is edited and checked.
            var grid = grid
            try LazyEditor.apply(edit, to: &grid)
            guard grid != self.grid else { return false }
            keep(try current.replacing(lazy: grid), described: described)
            return true
        case .reset:
            // The screen is the session's: reset empties the grids, not the screen.
            return try commit(
                Model(mode: .lazy, screen: screen, lazy: Model().lazy, eager: Model().eager),
                described: described)
        case .replace(let model):
            return try commit(model, described: described)
        case .mode(let mode):
            var next = model
            next.mode = mode
            return try commit(next, described: described)
        case .replaceItems(let items, let axis):
            var next = model
            next.mode = .lazy
            next.lazy.items = items
            next.lazy.axis = axis
            return try commit(next, described: described)
        case .chain(let change):
            var next = model
            switch mode {
            case .lazy: next.lazy.chain = try ChainEditor.apply(change, to: next.lazy.chain)
            case .eager: next.eager.chain = try ChainEditor.apply(change, to: next.eager.chain)
            }
            try ChainEditor.checkOffered(next)
            return try commit(next, described: described)
        case .eager(let change):
            // Eager settings (`grid width`, rows) belong to the Grid on screen.
            guard mode == .eager else { throw .wrongMode(.eager, hint: nil) }
            var next = model
            try EagerEditor.apply(change, to: &next.eager)
            return try commit(next, described: described)
        }
    }

    /// Takes the last edit back; returns its description.
    @discardableResult
    mutating func undo() throws(CommandError) -> String {
        guard let last = undoRing.popLast() else { throw .nothingTo("undo") }
        redoStack.append(Entry(step: try take(last.step), edit: last.edit))
        return last.edit.text
    }

    /// Does again what undo took back; returns its description.
    @discardableResult
    mutating func redo() throws(CommandError) -> String {
        guard let next = redoStack.popLast() else { throw .nothingTo("redo") }
        let step = try take(next.step)
        undoRing.push(Entry(step: step, edit: next.edit), weight: step.estimatedBytes)
        return next.edit.text
    }

    /// Goes back over `step`; returns the step that comes forward again. (The model is the one
    /// the step was made from, so the width or item it puts back is valid there.)
    private mutating func take(_ step: UndoStep) throws(CommandError) -> UndoStep {
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

    /// Validates a new model and makes it current, keeping the old one for undo.
    private mutating func commit(_ next: Model, described: EditText) throws(CommandError) -> Bool {
        guard !current.holds(next) else { return false }
        keep(try ValidModel(next, reusing: current), described: described)
        return true
    }

    /// Makes a validated model current, keeping the old one for undo.
    private mutating func keep(_ valid: ValidModel, described: EditText) {
        record(.model(current.forgettingLayouts()), described: described)
        current = valid
    }

    /// Keeps how to undo the edit just made (a new edit ends what redo could do again).
    private mutating func record(_ step: UndoStep, described: EditText) {
        undoRing.push(Entry(step: step, edit: described), weight: step.estimatedBytes)
        if !redoStack.isEmpty { redoStack = [] }
    }
}
