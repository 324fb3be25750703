internal import SwiftSyntax
import Words

/// Expands `@ViewBuilder` content into the views it produces: `ForEach` over ranges and known
/// arrays, `if`/`else if`/`else` and `switch` evaluated per index, `Group` and `Section`
/// flattened, and views or functions declared in the same source opened up. Never throws:
/// what it cannot evaluate becomes a note, because cells never decide a lazy grid's tracks.
final class ViewExpander {
    let evaluator: SourceEvaluator
    /// The most views one expansion produces; past it the rest is cut with a note.
    package let limit: Int
    /// Modifiers and views that are accepted but do not change the model, each once.
    private(set) var notModelled: [ReaderNote.NotModelled] = []
    /// Whether the grid being read models `.layoutPriority` (an eager `Grid` does; a lazy
    /// grid's cells ignore it).
    var readsLayoutPriority = false
    /// Whether a `.font` that a Text's estimate uses is modelled (the eager Grid's cells).
    var estimatesTextFonts = false

    /// The count assumed for a `ForEach` over data the reader does not know.
    static let assumedCount = 12
    init(evaluator: SourceEvaluator, limit: Int) {
        self.evaluator = evaluator
        self.limit = limit
    }

    /// Records something accepted but not modelled (`.background`, `pinnedViews`), once.
    package func skip(_ what: ReaderNote.NotModelled) {
        if !notModelled.contains(what) { notModelled.append(what) }
    }

    /// Whether the model holds the modifier `name` for the grid being read.
    func models(_ name: String) -> Bool {
        guard let modifier = SwiftUIVocabulary.modifier(name) else { return false }
        return modifier.isModelled || (modifier == .layoutPriority && readsLayoutPriority)
    }

    /// Lists every modifier used inside `node` (in any branch) that the model does not hold,
    /// so an `.offset` inside a framed cell is mentioned even though the frame decides the size.
    /// A modifier's base is a view (a call or a member such as `Color.red`), which tells it
    /// from a method called on a value (`info.cellWidth(idx)`).
    func skipModifiers(in node: some SyntaxProtocol) {
        var stack = [Syntax(node)]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base,
                base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
                !models(member.declName.baseName.text),
                !(estimatesTextFonts
                    && SwiftUIVocabulary.modifier(member.declName.baseName.text) == .font
                    && TextEstimate.size(of: ModifiedView(ExprSyntax(call))) != nil)
            {
                skip(.modifier(member.declName.baseName.text))
            }
            // A control's destination, action or items are not drawn in the cell: only its
            // label is looked into.
            if let call = current.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                SwiftUIVocabulary.sizing(name) == .label
            {
                if let label = ModifiedView.label(of: call) { stack.append(Syntax(label)) }
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
    }

    /// The views a closure's or body's statements produce.
    package func views(_ statements: CodeBlockItemListSyntax, _ env: SourceEnvironment)
        -> [BuiltView]
    {
        var result: [BuiltView] = []
        append(statements, env, to: &result)
        return result
    }

    private func append(
        _ statements: CodeBlockItemListSyntax, _ env: SourceEnvironment,
        to result: inout [BuiltView]
    ) {
        for item in statements {
            guard result.count < limit else {
                if limit > 0 { evaluator.note(ReaderNote(.tooManyViews(limit: limit))) }
                return
            }
            let inner = SourceEnvironment(scope: Syntax(item), locals: env.locals)
            switch item.item {
            case .decl:
                continue  // `let` lines inside builders: found by lookups from later statements
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    expand(expression, inner, to: &result)
                } else if let expression = statement.as(ReturnStmtSyntax.self)?.expression {
                    expand(expression, inner, to: &result)
                }
            case .expr(let expression):
                expand(expression, inner, to: &result)
            @unknown default:
                continue
            }
        }
    }

    /// Runs `body` one evaluation level deeper; past the bound the views are dropped with a note.
    private func deeper(_ node: some SyntaxProtocol, _ body: () -> Void) {
        do throws(EvalFailure) {
            try evaluator.budget.nested(node) { () throws(EvalFailure) in body() }
        } catch {
            evaluator.note(.viewsLeftOut(reason: error.message), at: error.node)
        }
    }

    private func expand(
        _ expression: ExprSyntax, _ env: SourceEnvironment, to result: inout [BuiltView]
    ) {
        // In place: a copy per level made nested views cost the square of their count.
        deeper(expression) { self.expandOnce(expression, env, to: &result) }
    }

    private func expandOnce(
        _ expression: ExprSyntax, _ env: SourceEnvironment, to result: inout [BuiltView]
    ) {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            return expandIf(ifExpr, env, to: &result)
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            do throws(EvalFailure) {
                if let statements = try evaluator.switchCase(switchExpr, env) {
                    append(statements, env, to: &result)
                }
            } catch {
                evaluator.note(.switchAddsNoCells(reason: error.message), at: error.node)
            }
            return
        }
        let view = ModifiedView(expression)
        guard let call = view.baseCall, let name = view.baseName else {
            result.append(BuiltView(expr: expression, env: env))
            return
        }
        switch SwiftUIVocabulary.entry(name)?.builds {
        case .repeatsContent?:
            let start = result.count
            expandForEach(call, env, to: &result)
            applyOuter(view, from: start, env, to: &result)
        case .flattens(let modifiersReachEach)?:
            let start = result.count
            let labels = call.arguments.map(\.name)
            if !modifiersReachEach && (labels.contains(.header) || labels.contains(.footer)) {
                skip(.sectionHeadersAndFooters)
            }
            if let closure = ModifiedView.content(of: call) {
                append(closure.statements, env, to: &result)
            }
            // A Group's modifiers apply to each view it makes; a Section's do not.
            guard modifiersReachEach else {
                for modifier in view.modifiers { skip(.modifier(modifier.name)) }
                return
            }
            applyOuter(view, from: start, env, to: &result)
        case nil:
            guard view.modifiers.isEmpty, let body = body(of: call, named: name, env) else {
                result.append(BuiltView(expr: expression, env: env))
                return
            }
            append(body.statements, body.env, to: &result)
        }
    }

    /// A ForEach's or Group's modifiers, applied to each view it made from `start` on.
    private func applyOuter(
        _ view: ModifiedView, from start: Int, _ env: SourceEnvironment,
        to result: inout [BuiltView]
    ) {
        let outer = view.modifiers.map { (modifier: $0, env: env) }
        for index in start..<result.count { result[index].outer = outer + result[index].outer }
    }

    private func expandIf(
        _ ifExpr: IfExprSyntax, _ env: SourceEnvironment, to result: inout [BuiltView]
    ) {
        var holds = true
        do throws(EvalFailure) {
            holds = try evaluator.condition(ifExpr, env)
        } catch {
            evaluator.note(.firstBranchUsed(reason: error.message), at: ifExpr)
        }
        if holds { return append(ifExpr.body.statements, env, to: &result) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: expand(ExprSyntax(next), env, to: &result)
        case .codeBlock(let block)?: append(block.statements, env, to: &result)
        case nil: break
        @unknown default: break
        }
    }

    private func expandForEach(
        _ call: FunctionCallExprSyntax, _ env: SourceEnvironment, to result: inout [BuiltView]
    ) {
        guard let closure = ModifiedView.content(of: call), let data = call.arguments.first else {
            return
        }
        var elements: [SourceValue] = []
        do throws(EvalFailure) {
            switch try evaluator.value(data.expression, env) {
            case .range(let lower, let upper):
                // At most the views still allowed plus one (which says the rest are cut): the
                // span is never computed as `upper - lower`, which overflows near Int's ends.
                let room = max(0, limit - result.count) + 1
                var index = lower
                while index < upper && elements.count < room {
                    elements.append(.number(Double(index), .integer))
                    index += 1
                }
            case .array(let values): elements = values
            default:
                throw EvalFailure.unsupported(
                    SourceEvaluator.text(data.expression), at: Syntax(data.expression))
            }
        } catch {
            evaluator.note(
                .forEachCountAssumed(
                    data: SourceEvaluator.text(data.expression), reason: error.message,
                    assumed: Self.assumedCount),
                at: call)
            elements = Array(repeating: .null, count: Self.assumedCount)
        }
        let names = Self.parameterNames(closure) + ["$0"]
        for element in elements {
            guard result.count < limit else {
                evaluator.note(.tooManyViews(limit: limit), at: call)
                return
            }
            var inner = env
            if case .null = element {} else { for name in names { inner.locals[name] = element } }
            append(closure.statements, inner, to: &result)
        }
    }
}
