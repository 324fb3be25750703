import LayoutKernel
internal import SwiftSyntax
import Words

/// Turns `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }` into the
/// kernel's `EagerGrid`. Eager grids measure their cells, so cell sizes matter here: unknown
/// ones are assumed and named in a note, and spans must evaluate.
struct EagerGridImporter {
    package let context: GridImportContext
    let call: FunctionCallExprSyntax

    /// The model, with `proposed` left for the chain to set.
    package func grid() throws(SwiftSourceError) -> EagerGrid {
        var grid = EagerGrid()
        let evaluator = context.evaluator
        let env = SourceEnvironment(scope: Syntax(call))
        for argument in call.arguments {
            let expr = argument.expression
            switch argument.name {
            case .alignment?:
                grid.alignment = try alignment(
                    expr, env, what: .gridAlignment, command: "grid alignment topLeading")
            case .horizontalSpacing?, .verticalSpacing?:
                let horizontal = argument.name == .horizontalSpacing
                let value = try context.decisive(
                    what: .gridSpacing(horizontal: horizontal),
                    command: .setIt(["grid \(horizontal ? "hspacing" : "vspacing") N"])
                ) { () throws(EvalFailure) -> Double? in
                    try evaluator.optionalNumber(try evaluator.value(expr, env), at: expr)
                }
                if horizontal {
                    grid.horizontalSpacing = value
                } else {
                    grid.verticalSpacing = value
                }
            default:
                break
            }
        }
        context.expander.readsLayoutPriority = true
        context.expander.estimatesTextFonts = true
        // Each row's cells' views, where the kernel's refusal of a cell is reported.
        var views: [[ExprSyntax]] = []
        if let closure = ModifiedView.content(of: call) {
            context.expander.skipModifiers(in: closure)
            for view in context.expander.views(
                closure.statements, SourceEnvironment(scope: Syntax(closure.statements)))
            {
                let (row, cells) = try row(view, natural: Self.assumedLength)
                grid.rows.append(row)
                views.append(cells)
            }
        }
        try validated(grid, views: views)
        return grid
    }

    /// The width taken for a view whose width the reader cannot tell (noted where used).
    static let assumedLength: Double = 30

    /// A `GridRow { … }`, or any other view as a full-width row, with its cells' views.
    private func row(_ view: BuiltView, natural: Double) throws(SwiftSourceError) -> (
        EagerRow, [ExprSyntax]
    ) {
        let modified = ModifiedView(view.expr)
        guard SwiftUIVocabulary.entry(modified.baseName ?? "")?.has(.gridRow) == true,
            let rowCall = modified.baseCall
        else {
            return (.fullWidth(try cell(view, natural: natural, inRow: false)), [view.expr])
        }
        for modifier in modified.modifiers { context.expander.skip(.modifier(modifier.name)) }
        var alignment: ItemAlignment?
        if let argument = rowCall.argument(.alignment) {
            alignment = try self.alignment(
                argument.expression, view.env, what: .rowAlignment,
                command: "row N align bottom")
        }
        var cells: [EagerCell] = []
        var views: [ExprSyntax] = []
        if let closure = ModifiedView.content(of: rowCall) {
            for cellView in context.expander.views(
                closure.statements, view.env.scoped(Syntax(closure.statements)))
            {
                cells.append(try cell(cellView, natural: natural, inRow: true))
                views.append(cellView.expr)
            }
        }
        return (EagerRow(cells, alignment: alignment), views)
    }

    /// One of the nine alignments (`GridRow` and anchors: its names; baselines: their side).
    func alignment(
        _ expr: ExprSyntax, _ env: SourceEnvironment, what: DecidingValue, command: String...
    ) throws(SwiftSourceError) -> ItemAlignment {
        let value = try context.decisive(what: what, command: .setIt(command)) {
            () throws(EvalFailure) -> SourceValue in try context.evaluator.value(expr, env)
        }
        guard case .name(var name) = value else {
            throw context.invalid(.gridAlignment(found: SourceEvaluator.text(expr)), at: expr)
        }
        for baseline in SwiftUIName.baselineEnds where name.hasSuffix(baseline) {
            let used = String(name.dropLast(baseline.count))
            context.evaluator.note(.baselineReplaced(alignment: name, used: used), at: expr)
            name = String(name.dropLast(baseline.count))
        }
        if [SwiftUIName.firstTextBaseline, .lastTextBaseline].contains(where: { $0.text == name })
            || name.isEmpty
        {
            name = SwiftUIName.center.text
        }
        guard let alignment = ItemAlignment(rawValue: name) else {
            throw context.invalid(.notAnAlignment(name), at: expr)
        }
        return alignment
    }
}
