import LayoutKernel

/// The model a user edits, and its undo history: a pure value. No I/O, no callbacks, no
/// parsing. Every edit is built on a copy and validated (`ValidModel`) before it replaces the
/// model, so a bad command never leaves the model changed.
struct Session {
    private(set) var current: ValidModel
    /// A model to go back to and the edit that left it, said by undo and redo ("add fixed 70").
    /// The model is kept validated: undo and redo put it back without checking it again, and
    /// keeping one costs a retain (its layouts are dropped, see `ValidModel.forgettingLayouts`).
    private struct Entry {
        var state: ValidModel
        var edit: String
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
    /// The current lazy layout.
    var layout: LazyGridLayout { current.layout }
    var eagerLayout: EagerGridLayout { current.eagerLayout }
    /// The model before the last change, for `compare undo`.
    var previous: Model? { undoRing.last?.state.model }
    /// How many changes undo can take back now.
    var undoCount: Int { undoRing.count }

    /// Applies one edit (validated; undoable). Returns whether the model changed. `described`
    /// is what undo and redo say they took back or did again (the command as typed).
    @discardableResult
    mutating func apply(_ edit: ModelEdit, described: String = "the last change") throws(CommandError) -> Bool {
        if edit.changesOnlyTheLazyGrid {
            // Only the lazy grid changes: it alone is edited and checked (most script lines).
            guard let lazy = try LazyEditor.applied(edit, to: current.lazy) else { return false }
            keep(try current.replacing(lazy: lazy), described: described)
            return true
        }
        var next = model
        switch edit {
        case .reset:
            next = Model()
        case .mode(let mode):
            next.mode = mode
        case .replace(let model):
            next = model
        case .replaceItems(let items, let axis):
            next.mode = .lazy
            next.lazy.items = items
            next.lazy.axis = axis
        case .padding(let step):
            switch mode {
            case .lazy: next.lazy.chain = Self.chain(next.lazy.chain, padding: step)
            case .eager: next.eager.chain = Self.chain(next.eager.chain, padding: step)
            }
        case .eager(let change):
            // Eager settings (`grid width`, rows) belong to the Grid on screen.
            guard mode == .eager else { throw .wrongMode(.eager, hint: nil) }
            try EagerEditor.apply(change, to: &next.eager)
        case .add, .insert, .remove, .move, .clear, .set, .axis, .proposed, .alignment, .lineSpacing, .cells, .cell:
            try LazyEditor.apply(edit, to: &next.lazy)
        }
        return try commit(next, described: described)
    }

    /// `chain` with its padding replaced by `step` where it stands (or added innermost, next
    /// to the grid, when it had none); nil removes every padding.
    static func chain(_ chain: ContainerChain, padding step: ContainerChain.Step?) -> ContainerChain {
        func isPadding(_ step: ContainerChain.Step) -> Bool { if case .padding = step { true } else { false } }
        var steps = chain.steps
        guard let step else { return ContainerChain(steps.filter { !isPadding($0) }) }
        if let index = steps.firstIndex(where: isPadding) {
            steps[index] = step
            steps = steps.enumerated().filter { $0.offset == index || !isPadding($0.element) }.map(\.element)
        } else {
            steps.append(step)
        }
        return ContainerChain(steps)
    }

    /// Takes the last edit back; returns its description.
    @discardableResult
    mutating func undo() throws(CommandError) -> String {
        guard let last = undoRing.popLast() else { throw .nothingTo("undo") }
        redoStack.append(Entry(state: current.forgettingLayouts(), edit: last.edit))
        current = last.state
        return last.edit
    }

    /// Does again what undo took back; returns its description.
    @discardableResult
    mutating func redo() throws(CommandError) -> String {
        guard let next = redoStack.popLast() else { throw .nothingTo("redo") }
        undoRing.push(Entry(state: current.forgettingLayouts(), edit: next.edit), weight: current.estimatedBytes)
        current = next.state
        return next.edit
    }

    /// Validates a new model and makes it current, keeping the old one for undo.
    private mutating func commit(_ next: Model, described: String) throws(CommandError) -> Bool {
        guard !current.holds(next) else { return false }
        keep(try ValidModel(next, reusing: current), described: described)
        return true
    }

    /// Makes a validated model current, keeping the old one for undo.
    private mutating func keep(_ valid: ValidModel, described: String) {
        undoRing.push(Entry(state: current.forgettingLayouts(), edit: described), weight: current.estimatedBytes)
        redoStack = []
        current = valid
    }
}
