import LayoutKernel
internal import SwiftSyntax
import Words

extension EagerGridImporter {
    /// A cell: its view's size (`Spacer()` as a Spacer, a form control filling the width at a
    /// guessed height, `.frame(minWidth:maxWidth:)` as a range) and the grid modifiers on it.
    func cell(_ view: BuiltView, natural: Double, inRow: Bool) throws(SwiftSourceError)
        -> EagerCell
    {
        var cell = sized(view, natural: natural, inRow: inRow)
        // Outermost first: an inner modifier of the same kind is overridden by an outer one.
        for modifier in ModifiedView(view.expr).modifiers.reversed() {
            try apply(modifier, to: &cell, view)
        }
        return cell
    }

    /// One modifier of the cell's view: the grid's own, and `.layoutPriority`.
    private func apply(
        _ modifier: ModifiedView.Modifier, to cell: inout EagerCell, _ view: BuiltView
    )
        throws(SwiftSourceError)
    {
        let evaluator = context.evaluator
        guard let argument = modifier.call.arguments.first?.expression else { return }
        switch SwiftUIVocabulary.modifier(modifier.name) {
        case .gridCell(.columns)?:
            let span = try context.decisive(
                what: .cellSpan, command: .setIt(["row N cell M span S"])
            ) { () throws(EvalFailure) -> Int in
                try evaluator.whole(try evaluator.value(argument, view.env), at: argument)
            }
            guard span >= 1 else {
                throw .invalid(
                    context.problem(
                        ".gridCellColumns(\(span)): a span is 1 or more columns", at: argument))
            }
            cell.span = span
        case .layoutPriority?:
            cell.priority = try context.decisive(
                what: .cellPriority, command: .setIt(["row N cell M priority P"])
            ) { () throws(EvalFailure) -> Double in
                try evaluator.number(try evaluator.value(argument, view.env), at: argument)
            }
        case .gridCell(.anchor)?:
            cell.anchor = try anchor(argument, view.env)
        case .gridCell(.columnAlignment)?:
            let value = try context.decisive(
                what: .columnAlignment, command: .setIt(["row N cell M columnAlign leading"])
            ) { () throws(EvalFailure) -> SourceValue in try evaluator.value(argument, view.env) }
            guard case .name(let name) = value, let alignment = GroupAlignment(rawValue: name)
            else {
                throw .invalid(
                    context.problem(
                        "expected .leading, .center or .trailing, found "
                            + "\(SourceEvaluator.text(argument))",
                        at: argument))
            }
            cell.columnAlignment = alignment
        case .gridCell(.unsizedAxes)?:
            unsized(argument, &cell)
        case .frame?, .padding?, .fixedSize?, .identity?, .font?, nil:
            break
        }
    }

    /// `.gridCellUnsizedAxes(.horizontal)`, `(.vertical)`, `([.horizontal, .vertical])`.
    private func unsized(_ argument: ExprSyntax, _ cell: inout EagerCell) {
        let text = argument.trimmedDescription
        let (horizontal, vertical) = (
            text.contains(SwiftUIName.horizontal.text), text.contains(SwiftUIName.vertical.text)
        )
        guard horizontal || vertical else {
            context.expander.skip(.unsizedAxes(text))
            return
        }
        let axes: EagerUnsizedAxes = horizontal ? (vertical ? .both : .horizontal) : .vertical
        cell.unsized = cell.unsized.union(axes)
        // A view that fills, unsized both ways, is the trainer's `empty` cell.
        if cell.unsized == .both && cell.content == .sized(width: .fill, height: .fill) {
            (cell.content, cell.unsized) = (.empty, .none)
            (cell.guessedWidth, cell.guessedHeight) = (nil, nil)
        }
    }

    /// `.gridCellAnchor(…)`: a named point (`.topLeading`, `UnitPoint.center`), or
    /// `UnitPoint(x: X, y: Y)` / `.init(x: X, y: Y)` with numbers the reader evaluates.
    private func anchor(_ expr: ExprSyntax, _ env: SourceEnvironment) throws(SwiftSourceError)
        -> UnitPoint
    {
        guard let call = expr.as(FunctionCallExprSyntax.self), Self.isUnitPoint(call),
            let x = call.argument(.x)?.expression,
            let y = call.argument(.y)?.expression
        else {
            return UnitPoint(
                try alignment(
                    expr, env, what: .cellAnchor, command: "row N cell M anchor center",
                    "anchor X,Y"))
        }
        let evaluator = context.evaluator
        func number(_ part: ExprSyntax) throws(SwiftSourceError) -> Double {
            try context.decisive(
                what: .cellAnchor, command: .setIt(["row N cell M anchor X,Y"])
            ) { () throws(EvalFailure) -> Double in
                try evaluator.number(try evaluator.value(part, env), at: part)
            }
        }
        return UnitPoint(x: try number(x), y: try number(y))
    }

    /// `UnitPoint(…)`, `UnitPoint.init(…)` or `.init(…)`.
    private static func isUnitPoint(_ call: FunctionCallExprSyntax) -> Bool {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self),
            SwiftUIVocabulary.entry(member.declName.baseName.text)?.has(.initializer) == true
        {
            guard let base = member.base else { return true }
            callee = base
        }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        return SwiftUIVocabulary.entry(name)?.builtin == .unitPoint
    }

    /// Whether `modifier` sizes the view (a frame or a padding).
    private static func sizes(_ modifier: ModifiedView.Modifier) -> Bool {
        [.frame, .padding].contains(SwiftUIVocabulary.modifier(modifier.name))
    }

    /// The cell's view as the eager model holds it; guessed sizes are noted (and kept as the
    /// cell's guesses, so no flag rests on them), unknown ones assumed and noted.
    private func sized(_ view: BuiltView, natural: Double, inRow: Bool) -> EagerCell {
        let modified = ModifiedView(view.expr)
        let place = context.evaluator.locator.notePlace(of: view.expr)
        if SwiftUIVocabulary.sizing(modified.baseName ?? "") == .spacer,
            !modified.modifiers.contains(where: Self.sizes)
        {
            if let call = modified.baseCall, !call.arguments.isEmpty {
                context.expander.skip(.spacerMinimumLength)
            }
            return EagerCell(.spacer)
        }
        if modified.baseName == SwiftCode.halfName, !modified.modifiers.contains(where: Self.sizes)
        {
            // What `code` writes for the trainer's `half`.
            return EagerCell(.half)
        }
        var sizer = context.sizer
        (sizer.estimatesText, sizer.assumedWidth, sizer.inGridRow) = (true, natural, inRow)
        let size = sizer.size(view)
        var noted: [ReaderNote.SizeGuess] = []
        for reason in [size.width, size.height].compactMap(\.assumption)
        where !noted.contains(reason) {
            noted.append(reason)
            context.evaluator.note(ReaderNote(.sizeGuessed(reason), at: place))
        }
        if case .unknown(let reason) = size.width {
            context.evaluator.note(ReaderNote(.widthAssumed(reason, assumed: natural), at: place))
        }
        if case .unknown(let reason) = size.height, size.width != size.height {
            context.evaluator.note(ReaderNote(.rowHeightAssumed(reason), at: place))
        }
        var cell = EagerCell(
            .sized(
                width: Self.length(size.width.known) ?? .fixed(natural),
                height: Self.length(size.height.known) ?? .fill))
        cell.guessedWidth = size.width.guess ?? (size.width.isUnknown ? .s3 : nil)
        cell.guessedHeight = size.height.guess ?? (size.height.isUnknown ? .s3 : nil)
        return cell
    }

    /// The model's length for a dimension the reader found; nil when it is unknown.
    private static func length(_ dimension: CellSize.Dimension) -> EagerLength? {
        switch dimension {
        case .fixed(let value): .fixed(value)
        case .fill: .fill
        case .range(let low, let high, let ideal): .range(low: low, high: high, ideal: ideal)
        case .assumed(let inner, _, _): length(inner)
        case .unknown: nil
        }
    }
}
