import GridModel
import LayoutKernel
internal import SwiftParser
internal import SwiftSyntax
import Words

/// `[GridItem]` snippets as people paste them after `columns`/`rows` or alone:
/// `[GridItem(.fixed(40)), GridItem()]`, `let columns: [GridItem] = […]`, one `GridItem(…)`,
/// with constants declared before them — read by the same evaluator as whole files, so the
/// hand-written `SwiftItemParser` can go.
extension SwiftSourceReader {
    /// The items the snippet's last statement holds (an array, one item, or a `let` of either).
    package static func items(
        text: String, fileName: String, budget: CommandBudget = .untilInterrupted()
    )
        throws(SwiftSourceError) -> [GridItem]
    {
        let (tree, converter) = try parse(text, fileName: fileName)
        return try onParseStack { () throws(SwiftSourceError) in
            let index = DeclarationIndex(tree)
            let evaluator = SourceEvaluator(index: index, converter: converter, budget: budget)
            return try unlessStopped(evaluator, file: fileName) { () throws(SwiftSourceError) in
                try items(tree, evaluator, fileName: fileName)
            }
        }
    }

    /// Runs an evaluation; when it stopped on the budget or a signal, that is the error,
    /// whatever the evaluation made of the failure (a note, a default, another error).
    static func unlessStopped<T>(
        _ evaluator: SourceEvaluator, file: String, _ body: () throws(SwiftSourceError) -> T
    ) throws(SwiftSourceError) -> T {
        let result = Result(catching: body)
        if let stop = evaluator.budget.stop {
            let node = evaluator.budget.stoppedAt
            let at =
                node.map { (evaluator.locator.line(of: $0), evaluator.locator.column(of: $0)) } ?? (
                    1, 1
                )
            let problem = SourceProblem(file: file, line: at.0, column: at.1, message: stop.message)
            throw .stopped(problem)
        }
        return try result.get()
    }

    private static func items(
        _ tree: SourceFileSyntax, _ evaluator: SourceEvaluator, fileName: String
    )
        throws(SwiftSourceError) -> [GridItem]
    {
        let context = GridImportContext(
            evaluator: evaluator, expander: ViewExpander(evaluator: evaluator, limit: 0),
            file: fileName)
        guard let last = tree.statements.last else { throw .empty(file: fileName) }
        var expression: ExprSyntax?
        switch last.item {
        case .expr(let expr): expression = expr
        case .decl(let decl):
            expression = decl.as(VariableDeclSyntax.self)?.bindings.last?.initializer?.value
        case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
        @unknown default: expression = nil
        }
        guard let expression else {
            throw .invalid(
                context.problem(
                    "expected [GridItem(…), …] or let columns = [GridItem(…), …]", at: last))
        }
        let env = SourceEnvironment(scope: Syntax(last))
        let value = try context.decisive(
            what: .items, command: .typeThem(example: "add fixed 40")
        ) {
            () throws(EvalFailure) -> SourceValue in try evaluator.value(expression, env)
        }
        if case .item(let item) = value { return [item] }
        let items = try context.decisive(
            what: .items, command: .typeThem(example: "add fixed 40")
        ) {
            () throws(EvalFailure) -> [GridItem] in try evaluator.items(expression, env)
        }
        guard items.count <= LazyGridImporter.itemLimit else {
            throw .invalid(
                context.problem(
                    "\(items.count) items; the trainer holds at most \(LazyGridImporter.itemLimit)",
                    at: expression))
        }
        return items
    }
}
