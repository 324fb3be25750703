import LayoutKernel
internal import SwiftParser
internal import SwiftSyntax

/// `[GridItem]` snippets as people paste them after `columns`/`rows` or alone:
/// `[GridItem(.fixed(40)), GridItem()]`, `let columns: [GridItem] = […]`, one `GridItem(…)`,
/// with constants declared before them — read by the same evaluator as whole files, so the
/// hand-written `SwiftItemParser` can go.
extension SwiftSourceReader {
    /// The items the snippet's last statement holds (an array, one item, or a `let` of either).
    static func items(text: String, fileName: String) throws(SwiftSourceError) -> [GridItem] {
        let (tree, converter) = try parse(text, fileName: fileName)
        return try onParseStack { () throws(SwiftSourceError) in try items(tree, converter, fileName: fileName) }
    }

    private static func items(_ tree: SourceFileSyntax, _ converter: SourceLocationConverter, fileName: String)
        throws(SwiftSourceError) -> [GridItem]
    {
        let evaluator = SourceEvaluator(index: DeclarationIndex(tree), converter: converter)
        let context = GridImportContext(evaluator: evaluator, expander: ViewExpander(evaluator: evaluator, limit: 0), file: fileName)
        guard let last = tree.statements.last else { throw .empty(file: fileName) }
        var expression: ExprSyntax?
        switch last.item {
        case .expr(let expr): expression = expr
        case .decl(let decl): expression = decl.as(VariableDeclSyntax.self)?.bindings.last?.initializer?.value
        case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
        @unknown default: expression = nil
        }
        guard let expression else {
            throw .invalid(context.problem("expected [GridItem(…), …] or let columns = [GridItem(…), …]", at: last))
        }
        let env = SourceEnvironment(scope: Syntax(last))
        let value = try context.decisive(what: "the items", command: "or type them as trainer commands (`add fixed 40`)") {
            () throws(EvalFailure) -> SourceValue in try evaluator.value(expression, env)
        }
        if case .item(let item) = value { return [item] }
        let items = try context.decisive(what: "the items", command: "or type them as trainer commands (`add fixed 40`)") {
            () throws(EvalFailure) -> [GridItem] in try evaluator.items(expression, env)
        }
        guard items.count <= LazyGridImporter.itemLimit else {
            throw .invalid(context.problem("\(items.count) items; the trainer holds at most \(LazyGridImporter.itemLimit)", at: expression))
        }
        return items
    }
}
