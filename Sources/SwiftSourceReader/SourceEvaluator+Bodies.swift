internal import SwiftSyntax

/// Statement lists that produce a value: computed properties, functions declared in the
/// source (`func isEvenRow(_ idx: Int) -> Bool { (idx / cols) % 2 == 0 }`), `if` and `switch`.
extension SourceEvaluator {
    /// The value a body returns, or nil when it falls through without one. Declarations in the
    /// body need no binding: lookups from inside the body find them in order.
    func bodyValue(_ statements: CodeBlockItemListSyntax, _ env: SourceEnvironment)
        throws(EvalFailure) -> SourceValue?
    {
        let items = Array(statements)
        for (position, item) in items.enumerated() {
            let isLast = position == items.count - 1
            let inner = SourceEnvironment(scope: Syntax(item), locals: env.locals)
            switch item.item {
            case .decl:
                continue
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    guard let expression = returned.expression else { return .null }
                    return try value(expression, inner)
                }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression,
                    let result = try controlFlow(expression, inner, isLast: isLast)
                {
                    return result
                }
            case .expr(let expression):
                if let result = try controlFlow(expression, inner, isLast: isLast) { return result }
                if isLast { return try value(expression, inner) }
            @unknown default:
                throw .unsupported(.code(Self.text(item)), at: Syntax(item))
            }
        }
        return nil
    }

    private func controlFlow(_ expression: ExprSyntax, _ env: SourceEnvironment, isLast: Bool)
        throws(EvalFailure) -> SourceValue?
    {
        if let ifExpr = expression.as(IfExprSyntax.self) { return try ifValue(ifExpr, env) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return try switchValue(switchExpr, env)
        }
        return nil
    }

    /// The branch an `if` takes, evaluated as a body; nil when it returns nothing.
    func ifValue(_ ifExpr: IfExprSyntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> SourceValue?
    {
        try budget.nested(ifExpr) { () throws(EvalFailure) -> SourceValue? in
            if try condition(ifExpr, env) { return try bodyValue(ifExpr.body.statements, env) }
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: return try ifValue(next, env)
            case .codeBlock(let block)?: return try bodyValue(block.statements, env)
            case nil: return nil
            @unknown default: throw .unsupported(.code(Self.text(ifExpr)), at: Syntax(ifExpr))
            }
        }
    }

    /// Whether every condition of an `if` holds; `if let` and `if case` are not evaluated.
    func condition(_ ifExpr: IfExprSyntax, _ env: SourceEnvironment) throws(EvalFailure) -> Bool {
        for element in ifExpr.conditions {
            guard case .expression(let expression) = element.condition else {
                throw .unsupported(.code(Self.text(element)), at: Syntax(element))
            }
            if !(try bool(try value(expression, env), at: expression)) { return false }
        }
        return true
    }

    /// The statements of the case a `switch` takes; nil when no case matches.
    func switchCase(_ switchExpr: SwitchExprSyntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> CodeBlockItemListSyntax?
    {
        let subject = try value(switchExpr.subject, env)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                return switchCase.statements
            case .case(let label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                        item.whereClause == nil
                    else {
                        throw .unsupported(.code(Self.text(item)), at: Syntax(item))
                    }
                    let candidate = try value(pattern.expression, env)
                    if case .range(let lower, let upper) = candidate,
                        case .number(let number, _) = subject
                    {
                        if number >= Double(lower) && number < Double(upper) {
                            return switchCase.statements
                        }
                    } else if Self.same(candidate, subject) {
                        return switchCase.statements
                    }
                }
            @unknown default:
                throw .unsupported(.code(Self.text(switchCase)), at: Syntax(switchCase))
            }
        }
        return nil
    }

    func switchValue(_ switchExpr: SwitchExprSyntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> SourceValue?
    {
        try budget.nested(switchExpr) { () throws(EvalFailure) -> SourceValue? in
            guard let statements = try switchCase(switchExpr, env) else { return nil }
            return try bodyValue(statements, env)
        }
    }

    /// Binds a call's arguments to a function's (or a view's) parameters, in order, unevaluated.
    func bind(
        _ parameters: [(label: String, name: String, defaultValue: ExprSyntax?)],
        _ call: FunctionCallExprSyntax,
        _ env: SourceEnvironment, scope: Syntax
    ) throws(EvalFailure) -> SourceEnvironment {
        var bound = SourceEnvironment(scope: scope)
        var arguments = Array(call.arguments)[...]
        for parameter in parameters {
            if let next = arguments.first, (next.label?.text ?? "_") == parameter.label {
                bound.locals[parameter.name] = .deferred(next.expression, env)
                arguments = arguments.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                bound.locals[parameter.name] = .deferred(
                    defaultValue, SourceEnvironment(scope: scope))
            }
        }
        if let extra = arguments.first {
            throw .invalid(.noParameter(argument: Self.text(extra)), at: Syntax(extra))
        }
        return bound
    }

    /// Calls a function declared in the source with the call's arguments.
    func callFunction(
        _ function: FunctionDeclSyntax, _ call: FunctionCallExprSyntax, _ env: SourceEnvironment
    ) throws(EvalFailure) -> SourceValue {
        guard let body = function.body else {
            throw .unsupported(.code(Self.text(call)), at: Syntax(call))
        }
        let parameters = function.signature.parameterClause.parameters.map {
            (
                label: $0.firstName.text, name: ($0.secondName ?? $0.firstName).text,
                defaultValue: $0.defaultValue?.value
            )
        }
        let bound = try bind(parameters, call, env, scope: Syntax(body.statements))
        return try budget.nested(call) { () throws(EvalFailure) -> SourceValue in
            guard let result = try bodyValue(body.statements, bound) else {
                throw .unsupported(.code(Self.text(call)), at: Syntax(call))
            }
            return result
        }
    }
}
