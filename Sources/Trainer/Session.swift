import LayoutKernel

/// The model a user edits, with undo history, saved layouts and settings. Every edit is built
/// on a copy and validated by the kernel before it replaces the model, so a bad line never
/// leaves the model changed.
struct Session {
    static let defaultGrid = LazyGrid(items: [], proposed: 375)

    private(set) var grid = Session.defaultGrid
    private(set) var undoStack: [LazyGrid] = []
    private(set) var redoStack: [LazyGrid] = []
    /// The model before the last change, for `compare undo`.
    var previous: LazyGrid? { undoStack.last }
    var saved: [String: LazyGrid] = [:]
    var auto = true
    var store: LayoutStore?

    init(store: LayoutStore? = nil) {
        self.store = store
    }

    /// The current layout; the model is always valid, so this cannot fail in practice.
    func layout(tracing: Bool = false) -> LazyGridLayout {
        // swift-format-ignore: NeverUseForceTry
        try! grid.layout(tracing: tracing)
    }

    mutating func execute(_ command: Command) throws(CommandError) -> Response {
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
            try edit {
                $0.items = items
                $0.axis = axis
            }
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
        case .show: return .layout(layout(), .all)
        case .widths: return .layout(layout(), .widths)
        case .flags: return .layout(layout(), .flags)
        case .undo:
            guard let last = undoStack.popLast() else { throw .nothingTo("undo") }
            redoStack.append(grid)
            grid = last
        case .redo:
            guard let next = redoStack.popLast() else { throw .nothingTo("redo") }
            undoStack.append(grid)
            grid = next
        case .reset:
            try edit { $0 = Self.defaultGrid }
        case .auto(let on):
            auto = on
            return .text("auto \(on ? "on: the layout is reprinted after each change" : "off: type 'show' to see the layout")")
        case .help(let topic):
            return .text(try Help.text(for: topic))
        case .quit: return .quit
        case .explain(let number):
            if let number { try Self.check(number, in: grid) }
            return .explain(layout(tracing: true), item: number.map { $0 - 1 })
        case .textbook:
            guard !grid.items.isEmpty else { throw .noItems }
            return .textbook(layout())
        case .code: return .text(SwiftCode.source(for: grid))
        case .expect(let expectation):
            try Expect.check(expectation, layout())
            return .none
        case .save(let name):
            guard Presets.named(name) == nil else { throw .other("'\(name)' is a preset; choose another name for your layout") }
            saved[name] = grid
            try store?.save(grid, as: name)
            return .text("saved '\(name)'")
        case .load(let name):
            let loaded = try lookup(name)
            try edit { $0 = loaded }
        case .presets:
            return .text(presetList())
        case .compare(let name):
            let before: LazyGrid
            let label: String
            if name == nil || name == "undo" {
                guard let previous else { throw .nothingTo("compare: no earlier layout yet (make a change, or 'compare NAME')") }
                (before, label) = (previous, "before the last change")
            } else {
                (before, label) = (try lookup(name!), "'\(name!)'")
            }
            // swift-format-ignore: NeverUseForceTry
            return .compare(before: try! before.layout(), after: layout(), label: label)
        case .source(let path): return .source(path)
        case .paste: return .paste
        case .sweep(let sweep):
            return .sweep(try SweepRunner.run(sweep, on: grid))
        }
        return .changed
    }

    private func lookup(_ name: String) throws(CommandError) -> LazyGrid {
        if let preset = Presets.named(name) { return preset }
        if let grid = saved[name] { return grid }
        if let grid = try store?.load(name) { return grid }
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

    /// Applies `change` to a copy, validates it, and only then makes it the model.
    private mutating func edit(_ change: (inout LazyGrid) throws(CommandError) -> Void) throws(CommandError) {
        var next = grid
        try change(&next)
        try Self.validate(next)
        guard next != grid else { return }
        undoStack.append(grid)
        if undoStack.count > 1000 { undoStack.removeFirst() }
        redoStack = []
        grid = next
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

extension String {
    /// Left-aligned in a field of `width` characters (never truncated).
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
