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
            switch argument.label?.text {
            case "alignment"?:
                grid.alignment = try alignment(
                    expr, env, what: "the Grid's alignment", command: "grid alignment topLeading")
            case "horizontalSpacing"?, "verticalSpacing"?:
                let horizontal = argument.label?.text == "horizontalSpacing"
                let value = try context.decisive(
                    what: "the Grid's \(horizontal ? "horizontal" : "vertical") spacing",
                    command:
                        "or set it with the trainer command `grid "
                        + "\(horizontal ? "hspacing" : "vspacing") N`"
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
        if let closure = ModifiedView.content(of: call) {
            context.expander.skipModifiers(in: closure)
            for view in context.expander.views(
                closure.statements, SourceEnvironment(scope: Syntax(closure.statements)))
            {
                grid.rows.append(try row(view, natural: Self.assumedLength))
            }
        }
        let checked = grid
        try context.validated({ () throws(LayoutError) in try checked.validate() }, at: call)
        return grid
    }

    /// The width taken for a view whose width the reader cannot tell (noted where used).
    static let assumedLength: Double = 30

    /// A `GridRow { … }`, or any other view as a full-width row.
    private func row(_ view: BuiltView, natural: Double) throws(SwiftSourceError) -> EagerRow {
        let modified = ModifiedView(view.expr)
        guard modified.baseName == "GridRow", let rowCall = modified.baseCall else {
            if modified.baseName == "Divider" {
                context.evaluator.note(
                    "\(context.evaluator.placeText(of: view.expr)): Divider() is a full-width "
                        + "row 1 point high"
                )
                let divider = EagerCell.Content.sized(width: .fill, height: .fixed(1))
                return .fullWidth(try cell(view, natural: natural, content: divider))
            }
            return .fullWidth(try cell(view, natural: natural))
        }
        for modifier in modified.modifiers { context.expander.skip("." + modifier.name) }
        var alignment: ItemAlignment?
        if let argument = rowCall.arguments.first(where: { $0.label?.text == "alignment" }) {
            alignment = try self.alignment(
                argument.expression, view.env, what: "the GridRow's alignment",
                command: "row N align bottom")
        }
        var cells: [EagerCell] = []
        if let closure = ModifiedView.content(of: rowCall) {
            for cellView in context.expander.views(
                closure.statements, view.env.scoped(Syntax(closure.statements)))
            {
                cells.append(try cell(cellView, natural: natural))
            }
        }
        return EagerRow(cells, alignment: alignment)
    }

    /// A cell with its size and the grid modifiers on it.
    /// `content`: the cell's size when the view's kind decides it (a `Divider`).
    private func cell(_ view: BuiltView, natural: Double, content: EagerCell.Content? = nil)
        throws(SwiftSourceError) -> EagerCell
    {
        let modified = ModifiedView(view.expr)
        let evaluator = context.evaluator
        var cell = EagerCell(content ?? sized(view, natural: natural))
        // Outermost first: an inner modifier of the same kind is overridden by an outer one.
        for modifier in modified.modifiers.reversed() {
            let argument = modifier.call.arguments.first?.expression
            switch modifier.name {
            case "gridCellColumns":
                guard let argument else { continue }
                let span = try context.decisive(
                    what: "a cell's column span",
                    command: "or set it with the trainer command `row N cell M span S`"
                ) {
                    () throws(EvalFailure) -> Int in
                    try evaluator.whole(try evaluator.value(argument, view.env), at: argument)
                }
                guard span >= 1 else {
                    throw .invalid(
                        context.problem(
                            ".gridCellColumns(\(span)): a span is 1 or more columns", at: argument))
                }
                cell.span = span
            case "gridCellAnchor":
                guard let argument else { continue }
                cell.anchor = UnitPoint(
                    try alignment(
                        argument, view.env, what: "a cell's anchor",
                        command: "row N cell M anchor center"))
            case "gridColumnAlignment":
                guard let argument else { continue }
                let value = try context.decisive(
                    what: "a column alignment",
                    command: "or set it with the trainer command `row N cell M columnAlign leading`"
                ) {
                    () throws(EvalFailure) -> SourceValue in try evaluator.value(argument, view.env)
                }
                guard case .name(let name) = value, let alignment = GroupAlignment(rawValue: name)
                else {
                    throw .invalid(
                        context.problem(
                            "expected .leading, .center or .trailing, found "
                                + "\(SourceEvaluator.text(argument))",
                            at: argument))
                }
                cell.columnAlignment = alignment
            case "gridCellUnsizedAxes":
                guard let argument else { continue }
                let text = argument.trimmedDescription
                let (horizontal, vertical) = (
                    text.contains("horizontal"), text.contains("vertical")
                )
                if horizontal || vertical {
                    let axes: EagerUnsizedAxes =
                        horizontal ? (vertical ? .both : .horizontal) : .vertical
                    cell.unsized = cell.unsized.union(axes)
                    // A view that fills, unsized both ways, is the trainer's `empty` cell.
                    if cell.unsized == .both && cell.content == .sized(width: .fill, height: .fill)
                    {
                        (cell.content, cell.unsized) = (.empty, .none)
                    }
                } else {
                    context.expander.skip(".gridCellUnsizedAxes(\(text))")
                }
            default:
                break
            }
        }
        return cell
    }

    /// The cell's size as the eager model holds it; unknown sizes are assumed and noted.
    private func sized(_ view: BuiltView, natural: Double) -> EagerCell.Content {
        let size = context.sizer.size(view)
        var width = size.width.points
        if case .unknown(let reason) = size.width {
            width = natural
            context.evaluator.note(
                "\(context.evaluator.placeText(of: view.expr)): \(reason); assumed "
                    + "\(NumberText.format(natural)) wide"
            )
        }
        if case .unknown(let reason) = size.height, size.width != size.height {
            context.evaluator.note(
                "\(context.evaluator.placeText(of: view.expr)): \(reason); the row's "
                    + "height is assumed"
            )
        }
        return .sized(
            width: width.map(EagerLength.fixed) ?? .fill,
            height: size.height.points.map(EagerLength.fixed) ?? .fill)
    }

    /// One of the nine alignments (`GridRow` and anchors: its names; baselines: their side).
    private func alignment(
        _ expr: ExprSyntax, _ env: SourceEnvironment, what: String, command: String
    ) throws(SwiftSourceError) -> ItemAlignment {
        let value = try context.decisive(
            what: what, command: "or set it with the trainer command `\(command)`"
        ) {
            () throws(EvalFailure) -> SourceValue in try context.evaluator.value(expr, env)
        }
        guard case .name(var name) = value else {
            throw .invalid(
                context.problem(
                    "expected an alignment such as .topLeading, found "
                        + SourceEvaluator.text(expr),
                    at: expr))
        }
        for baseline in ["FirstTextBaseline", "LastTextBaseline"] where name.hasSuffix(baseline) {
            context.evaluator.note(
                "\(context.evaluator.placeText(of: expr)): .\(name) aligns text baselines, which "
                    + "the trainer does not model; .\(name.dropLast(baseline.count)) "
                    + "is used"
            )
            name = String(name.dropLast(baseline.count))
        }
        if name == "firstTextBaseline" || name == "lastTextBaseline" || name.isEmpty {
            name = "center"
        }
        guard let alignment = ItemAlignment(rawValue: name) else {
            throw .invalid(
                context.problem(
                    "'.\(name)' is not an alignment; expected one of "
                        + ItemAlignment.allCases.map { "." + $0.rawValue }.joined(separator: ", "),
                    at: expr))
        }
        return alignment
    }
}
