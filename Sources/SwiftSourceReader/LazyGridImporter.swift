import LayoutKernel
internal import SwiftSyntax
import Words

/// Turns a `LazyVGrid(columns:alignment:spacing:pinnedViews:)` or `LazyHGrid(rows:…)` call into
/// the kernel's `LazyGrid`: items, axis, alignment, line spacing, and its cells' count and sizes.
struct LazyGridImporter {
    package let context: GridImportContext
    let call: FunctionCallExprSyntax
    package let axis: GridAxis

    /// The most items the trainer holds.
    static let itemLimit = 100

    /// The model, with `proposed` left for the chain to set.
    package func grid() throws(SwiftSourceError) -> LazyGrid {
        var grid = LazyGrid(axis: axis)
        let evaluator = context.evaluator
        let env = SourceEnvironment(scope: Syntax(call))
        let itemsLabel = (axis == .vertical ? SwiftUIName.columns : .rows).text
        let view = axis.viewName
        guard let itemsArgument = call.arguments.first(where: { $0.label?.text == itemsLabel })
        else {
            throw .invalid(context.problem("\(view) needs its `\(itemsLabel):` argument", at: call))
        }
        grid.items = try context.decisive(
            what: .lazyItems(axis), command: .setThem("\(itemsLabel) [GridItem(…)]")
        ) {
            () throws(EvalFailure) -> [GridItem] in
            try evaluator.items(itemsArgument.expression, env)
        }
        guard grid.items.count <= Self.itemLimit else {
            throw .invalid(
                context.problem(
                    "\(grid.items.count) items; the trainer holds at most \(Self.itemLimit)",
                    at: itemsArgument))
        }
        for argument in call.arguments {
            switch argument.name {
            case .alignment?:
                grid.alignment = try alignment(argument.expression, env)
            case .spacing?:
                grid.lineSpacing = try context.decisive(
                    what: .lazySpacing(axis), command: .setIt(["spacing N"])
                ) {
                    () throws(EvalFailure) -> Double? in
                    try evaluator.optionalNumber(
                        try evaluator.value(argument.expression, env), at: argument.expression)
                }
            case .pinnedViews?:
                context.expander.skip(.parameter(argument.label?.text ?? ""))
            default:
                break
            }
        }
        try cells(into: &grid)
        let checked = grid
        try context.validated({ () throws(LayoutError) in try checked.validate() }, at: call)
        return grid
    }

    private func alignment(_ expr: ExprSyntax, _ env: SourceEnvironment) throws(SwiftSourceError)
        -> GroupAlignment
    {
        let positions: [SwiftUIName] =
            axis == .vertical ? [.leading, .center, .trailing] : [.top, .center, .bottom]
        let names = positions.map(\.text)
        let value = try context.decisive(
            what: .lazyAlignment(axis), command: .setIt(["alignment \(names[0])"])
        ) {
            () throws(EvalFailure) -> SourceValue in try context.evaluator.value(expr, env)
        }
        if case .name(let name) = value, names.contains(name),
            let alignment = GroupAlignment(name: name)
        {
            return alignment
        }
        if case .name(let name) = value, name.hasSuffix(SwiftUIName.textBaselineEnd) {
            context.evaluator.note(.baselineNotModelled(alignment: name), at: expr)
            return .center
        }
        throw .invalid(
            context.problem(
                "expected \(names.map { "." + $0 }.joined(separator: ", ")) for a "
                    + "\(axis.viewName)'s alignment, found \(SourceEvaluator.text(expr))",
                at: expr))
    }

    /// The cells: how many the content makes and the size of each that has its own.
    private func cells(into grid: inout LazyGrid) throws(SwiftSourceError) {
        guard let closure = ModifiedView.content(of: call) else {
            grid.cellCount = 0
            return
        }
        context.expander.skipModifiers(in: closure)
        // Cells never decide a lazy grid's tracks: no project is read for them alone.
        context.evaluator.names.search.readsProject = false
        defer { context.evaluator.names.search.readsProject = true }
        let views = context.expander.views(
            closure.statements, SourceEnvironment(scope: Syntax(closure.statements)))
        let vertical = axis == .vertical
        var contents: [CellContent] = []
        var unknown: [ReaderNote.UnknownSize: [Int]] = [:]
        var order: [ReaderNote.UnknownSize] = []
        var sizes = CellSizeMemo()
        for (index, view) in views.enumerated() {
            let size = sizes.size(of: view, context.sizer)
            let (main, cross) = vertical ? (size.width, size.height) : (size.height, size.width)
            // One reason per cell, the cross size's first: it is the one the layout uses.
            for dimension in [cross, main] {
                if case .unknown(let reason) = dimension {
                    if unknown[reason] == nil { order.append(reason) }
                    unknown[reason, default: []].append(index)
                    break
                }
            }
            // A guessed length (a control's height) is used, and said once per view.
            for reason in [cross, main].compactMap(\.assumption) {
                context.evaluator.note(.sizeGuessed(reason), at: view.expr)
            }
            contents.append(
                vertical
                    ? CellContent(width: main.points, height: cross.points)
                    : CellContent(width: cross.points, height: main.points))
        }
        grid.cellCount = contents.count
        grid.naturalCellSize = Self.natural(contents, vertical: vertical) ?? grid.naturalCellSize
        let natural =
            vertical
            ? CellContent(height: grid.naturalCellSize) : CellContent(width: grid.naturalCellSize)
        for (index, content) in contents.enumerated() where content != .fill && content != natural {
            grid.cellContents[index] = content
        }
        grid.guessedCells = Set(unknown.values.joined())
        for reason in order {
            let cells = unknown[reason] ?? []
            context.evaluator.note(
                ReaderNote(
                    .defaultCellSize(
                        cells: cells, reason, axis: axis, natural: grid.naturalCellSize)))
        }
    }

    /// The cross size at least half the cells have while filling along the main axis
    /// (`.frame(height: 30)` in a LazyVGrid): the trainer's natural cell size, so those cells
    /// need no entry.
    package static func natural(_ contents: [CellContent], vertical: Bool) -> Double? {
        var counts: [Double: Int] = [:]
        var first: [Double] = []
        for content in contents {
            let (main, cross) =
                vertical ? (content.width, content.height) : (content.height, content.width)
            guard main == nil, let cross else { continue }
            if counts[cross] == nil { first.append(cross) }
            counts[cross, default: 0] += 1
        }
        // The first of the most common sizes, and only when it is most cells': one framed cell
        // among many Text cells does not make every cell that size.
        guard let best = first.max(by: { (counts[$0] ?? 0) < (counts[$1] ?? 0) }),
            2 * (counts[best] ?? 0) >= contents.count
        else {
            return nil
        }
        return best
    }
}
