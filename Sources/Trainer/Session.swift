import LayoutKernel

/// The model a user edits, with undo history, saved layouts and settings. Every edit is built
/// on a copy and validated by the kernel before it replaces the model, so a bad line never
/// leaves the model changed.
struct Session {
    static let defaultGrid = LazyGrid(items: [], proposed: 375)

    /// Everything undo restores: which grid family is shown, and both models.
    struct Model: Hashable {
        var mode = Mode.lazy
        var lazy = Session.defaultGrid
        var eager = EagerGrid()
    }

    private(set) var model = Model()
    var grid: LazyGrid { model.lazy }
    var eager: EagerGrid { model.eager }
    var mode: Mode { model.mode }
    private(set) var undoStack: [Model] = []
    private(set) var redoStack: [Model] = []
    /// The lazy model before the last change, for `compare undo`.
    var previous: LazyGrid? { undoStack.last?.lazy }
    var saved: [String: Model] = [:]
    var auto = true
    /// How many quizzes were asked, so that `quiz` alone moves on to the next one.
    private var quizCount = 0
    var store: LayoutStore?
    /// Ctrl-C and progress for long sweeps; the interactive shell sets them.
    var sweepControl = SweepRunner.Control()

    init(store: LayoutStore? = nil) {
        self.store = store
    }

    /// The current layout; the model is always valid, so this cannot fail in practice.
    func layout(tracing: Bool = false) -> LazyGridLayout {
        // swift-format-ignore: NeverUseForceTry
        try! grid.layout(tracing: tracing)
    }

    func eagerLayout() -> EagerGridLayout {
        // swift-format-ignore: NeverUseForceTry
        try! model.eager.layout()
    }

    /// Makes a quiz's grid the model (undoable), so the learner can explore it afterwards.
    mutating func adopt(_ grid: LazyGrid) throws(CommandError) {
        var next = model
        next.mode = .lazy
        next.lazy = grid
        try commit(next)
    }

    /// Commands that only make sense for one family of grids.
    private func checkMode(_ command: Command) throws(CommandError) {
        switch (command, model.mode) {
        case (.eager, .lazy):
            throw .other("that edits the eager Grid; type 'grid' to switch to it first")
        case (.add, .eager), (.insert, .eager), (.remove, .eager), (.move, .eager), (.clear, .eager), (.set, .eager),
            (.axis, .eager), (.alignment, .eager), (.lineSpacing, .eager), (.cells, .eager), (.cell, .eager),
            (.textbook, .eager), (.sweep, .eager), (.compare, .eager), (.widths, .eager), (.paste, .eager), (.quiz, .eager):
            throw .other(
                "that is a lazy-grid command and the eager Grid is shown; type 'lazy' to go back (grid commands: row, fullrow, grid width|alignment|hspacing|vspacing)"
            )
        case (.proposed, .eager):
            throw .other("the eager Grid's offered width is set with 'grid width N'")
        default:
            return
        }
    }

    mutating func execute(_ command: Command) throws(CommandError) -> Response {
        try checkMode(command)
        switch command {
        case .add(let item):
            try edit { $0.items.append(item) }
        case .insert(let number, let item):
            try edit { grid throws(CommandError) in
                guard number <= grid.items.count + 1 else { throw .itemOutOfRange(number, count: grid.items.count) }
                grid.items.insert(item, at: number - 1)
            }
        case .remove(let number):
            try edit { grid throws(CommandError) in
                try Self.check(number, in: grid)
                grid.items.remove(at: number - 1)
            }
        case .move(let from, let to):
            try edit { grid throws(CommandError) in
                try Self.check(from, in: grid)
                try Self.check(to, in: grid)
                let item = grid.items.remove(at: from - 1)
                grid.items.insert(item, at: to - 1)
            }
        case .clear:
            try edit { grid throws(CommandError) in
                guard !grid.items.isEmpty else { throw .nothingTo("clear: the grid has no items") }
                grid.items = []
            }
        case .set(let number, let change):
            try edit { grid throws(CommandError) in
                try Self.check(number, in: grid)
                try Self.apply(change, to: &grid.items[number - 1], number: number)
            }
        case .replaceItems(let items, let axis):
            var next = model
            next.mode = .lazy
            next.lazy.items = items
            next.lazy.axis = axis
            try commit(next)
        case .axis(let axis):
            try edit { $0.axis = axis }
        case .proposed(let value, let axis):
            try edit { grid throws(CommandError) in
                guard axis == grid.axis else {
                    let right = grid.axis.mainSizeName
                    throw .other(
                        "a \(grid.axis.viewName)'s items size its \(grid.axis.trackName)s, so its proposed size is a \(right); use '\(right) \(NumberText.format(value))' (or 'axis \(axis.rawValue)' first)"
                    )
                }
                grid.proposed = value
            }
        case .alignment(let alignment):
            try edit { $0.alignment = alignment }
        case .lineSpacing(let spacing):
            try edit { $0.lineSpacing = spacing }
        case .cells(let count):
            try edit { grid throws(CommandError) in
                guard count <= Limits.cells else { throw .limit("\(count) cells is too many; expected at most \(Limits.cells)") }
                grid.cellCount = count
                grid.cellContents = grid.cellContents.filter { $0.key < count }
            }
        case .cell(let number, let change):
            try edit { grid throws(CommandError) in
                guard number <= grid.cellCount else {
                    throw .other("there is no cell \(number); the grid has \(grid.cellCount) cells (change that with 'cells N')")
                }
                var content = grid.cellContents[number - 1] ?? .fill
                switch change {
                case .size(let width, let height): content = CellContent(width: width, height: height)
                case .width(let width): content.width = width
                case .height(let height): content.height = height
                case .fill: content = .fill
                }
                grid.cellContents[number - 1] = content.fillsSlot ? nil : content
            }
        case .show: return model.mode == .eager ? .eager(eagerLayout(), .all) : .layout(layout(), .all)
        case .widths: return .layout(layout(), .widths)
        case .flags: return model.mode == .eager ? .eager(eagerLayout(), .flags) : .layout(layout(), .flags)
        case .undo:
            guard let last = undoStack.popLast() else { throw .nothingTo("undo") }
            redoStack.append(model)
            model = last
        case .redo:
            guard let next = redoStack.popLast() else { throw .nothingTo("redo") }
            undoStack.append(model)
            model = next
        case .reset:
            try commit(Model())
        case .mode(let mode):
            var next = model
            next.mode = mode
            try commit(next)
        case .eager(let change):
            var next = model
            try EagerEditor.apply(change, to: &next.eager)
            try commit(next)
        case .auto(let on):
            auto = on
            return .text("auto \(on ? "on: the layout is reprinted after each change" : "off: type 'show' to see the layout")")
        case .help(let topic):
            return .text(try Help.text(for: topic))
        case .quit: return .quit
        case .explain(let number):
            if model.mode == .eager { return .text(EagerText.explain(eagerLayout())) }
            if let number { try Self.check(number, in: grid) }
            return .explain(layout(tracing: true), item: number.map { $0 - 1 })
        case .textbook:
            guard !grid.items.isEmpty else { throw .noItems }
            return .textbook(layout())
        case .code: return .text(model.mode == .eager ? SwiftCode.source(for: model.eager) : SwiftCode.source(for: grid))
        case .expect(let expectation):
            if model.mode == .eager {
                try Expect.check(expectation, eager: eagerLayout())
            } else {
                try Expect.check(expectation, layout())
            }
            return .none
        case .save(let name):
            guard Presets.named(name) == nil else { throw .other("'\(name)' is a preset; choose another name for your layout") }
            saved[name] = model
            try store?.save(model, as: name)
            return .text("saved '\(name)'")
        case .load(let name):
            try commit(try lookup(name))
        case .presets:
            return .text(presetList())
        case .compare(let name):
            let before: LazyGrid
            let label: String
            if name == nil || name == "undo" {
                guard let previous else { throw .nothingTo("compare: no earlier layout yet (make a change, or 'compare NAME')") }
                (before, label) = (previous, "before the last change")
            } else {
                (before, label) = (try lookup(name!).lazy, "'\(name!)'")
            }
            // swift-format-ignore: NeverUseForceTry
            return .compare(before: try! before.layout(), after: layout(), label: label)
        case .source(let path): return .source(path)
        case .paste: return .paste
        case .quiz(let number):
            let quiz = Quiz(number: number ?? quizCount + 1)
            quizCount = quiz.number
            return .quiz(quiz)
        case .sweep(let sweep):
            return .sweep(try SweepRunner.run(sweep, on: grid, control: sweepControl))
        }
        return .changed
    }

    private func lookup(_ name: String) throws(CommandError) -> Model {
        if let preset = Presets.named(name) { return Model(mode: .lazy, lazy: preset, eager: model.eager) }
        if let saved = saved[name] { return saved }
        if let stored = try store?.load(name) { return stored }
        let known = Presets.all.map(\.name) + saved.keys.sorted()
        throw .other(
            "no layout named '\(name)'"
                + (CommandParser.suggestion(for: name, among: known).map { "; did you mean '\($0)'?" } ?? "; type 'presets' to list them"))
    }

    private func presetList() -> String {
        var lines = ["Presets (load NAME):"]
        for preset in Presets.all { lines.append("  \(preset.name.padding(20))\(preset.summary)") }
        let mine = Set(saved.keys).union(store?.names() ?? []).sorted()
        if !mine.isEmpty { lines.append("Saved: " + mine.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    static func check(_ number: Int, in grid: LazyGrid) throws(CommandError) {
        guard number >= 1 && number <= grid.items.count else { throw .itemOutOfRange(number, count: grid.items.count) }
    }

    private static func apply(_ change: ItemEdit, to item: inout GridItem, number: Int) throws(CommandError) {
        switch change {
        case .size(let size, let spacing, let alignment):
            item.size = size
            if let spacing { item.spacing = spacing }
            if let alignment { item.alignment = alignment }
        case .spacing(let spacing): item.spacing = spacing
        case .alignment(let alignment): item.alignment = alignment
        case .minimum(let value):
            switch item.size {
            case .fixed: throw .other("item \(number) is fixed; 'min' applies to flexible and adaptive items (use 'set \(number) fixed N')")
            case .flexible(_, let maximum): item.size = .flexible(minimum: value, maximum: maximum)
            case .adaptive(_, let maximum): item.size = .adaptive(minimum: value, maximum: maximum)
            }
        case .maximum(let value):
            switch item.size {
            case .fixed: throw .other("item \(number) is fixed; 'max' applies to flexible and adaptive items (use 'set \(number) fixed N')")
            case .flexible(let minimum, _): item.size = .flexible(minimum: minimum, maximum: value)
            case .adaptive(let minimum, _): item.size = .adaptive(minimum: minimum, maximum: value)
            }
        }
    }

    /// Applies `change` to a copy of the lazy model, validates it, and only then commits it.
    private mutating func edit(_ change: (inout LazyGrid) throws(CommandError) -> Void) throws(CommandError) {
        var next = model
        try change(&next.lazy)
        try commit(next)
    }

    /// Validates a new model and makes it current, keeping the old one for undo.
    private mutating func commit(_ next: Model) throws(CommandError) {
        try Self.validate(next.lazy)
        do {
            try next.eager.validate()
        } catch {
            throw .invalid(error)
        }
        guard next != model else { return }
        undoStack.append(model)
        if undoStack.count > 1000 { undoStack.removeFirst() }
        redoStack = []
        model = next
    }

    static func validate(_ grid: LazyGrid) throws(CommandError) {
        guard grid.items.count <= Limits.items else {
            throw .limit("a grid of more than \(Limits.items) items is more than the trainer draws; expected at most \(Limits.items)")
        }
        let result: LazyGridLayout
        do {
            result = try grid.layout()
        } catch {
            throw .invalid(error)
        }
        guard result.trackCount <= Limits.tracks else {
            throw .limit(
                "this makes \(result.trackCount) tracks; the trainer draws at most \(Limits.tracks) (raise the adaptive minimum or lower the width)")
        }
    }
}
