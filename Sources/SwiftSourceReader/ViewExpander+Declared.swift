internal import SwiftSyntax
import Words

/// Opening up views and functions the source declares: a call such as `Tile(index: i)` becomes
/// the body of `struct Tile`, with the call's arguments bound to its properties, so the cells it
/// makes are read like cells written inline.
extension ViewExpander {
    /// `{ idx in … }`, `{ (idx: Int) in … }`: the first parameter's name.
    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: list.first.map { [$0.name.text] } ?? []
        case .parameterClause(let clause)?:
            clause.parameters.first.map { [($0.secondName ?? $0.firstName).text] } ?? []
        case nil: []
        @unknown default: []
        }
    }

    /// The body of a view struct or a view function declared in the source, with the call's
    /// arguments bound; nil for SwiftUI's own views and anything not declared here.
    package func body(of call: FunctionCallExprSyntax, named name: String, _ env: SourceEnvironment)
        -> (statements: CodeBlockItemListSyntax, env: SourceEnvironment)?
    {
        do throws(EvalFailure) {
            if env.locals[name] == nil,
                case .function(let function)? = evaluator.names.lookup(name, from: env.scope),
                let body = function.body
            {
                let parameters = function.signature.parameterClause.parameters.map {
                    (
                        label: $0.firstName.text, name: ($0.secondName ?? $0.firstName).text,
                        defaultValue: $0.defaultValue?.value
                    )
                }
                return (
                    body.statements,
                    try evaluator.bind(parameters, call, env, scope: Syntax(body.statements))
                )
            }
            // SwiftUI's own views are declared in no file of the project: no need to read it.
            let ownView = SwiftUIVocabulary.sizing(name) != nil
            guard let variables = evaluator.names.structVariables(name, loading: !ownView) else {
                return nil
            }
            var parameters: [(label: String, name: String, defaultValue: ExprSyntax?)] = []
            var bodyStatements: CodeBlockItemListSyntax?
            // The struct's stored properties and its `body`, often in `extension V: View`.
            for variable in variables {
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                        continue
                    }
                    let property = DeclarationIndex.identifier(pattern.identifier)
                    if let accessors = binding.accessorBlock {
                        if SwiftUIVocabulary.entry(property)?.has(.viewBody) == true {
                            bodyStatements = SourceEvaluator.getter(accessors)
                        }
                    } else if variable.bindingSpecifier.text == "var" || binding.initializer == nil
                    {
                        parameters.append((property, property, binding.initializer?.value))
                    }
                }
            }
            guard let bodyStatements else { return nil }
            return (
                bodyStatements,
                try evaluator.bind(parameters, call, env, scope: Syntax(bodyStatements))
            )
        } catch {
            evaluator.note(.viewSizedAsUnknown(reason: error.message, view: name), at: call)
            return nil
        }
    }
}
