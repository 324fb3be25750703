import GridModel
import LayoutKernel
internal import SwiftSyntax
import Words

/// Evaluates the expressions a grid's layout depends on — literals, arithmetic, `GridItem`s,
/// arrays, ranges, constants declared in the same source — and nothing else: anything it
/// cannot evaluate is an `EvalFailure` naming the expression, never a guess. A class because
/// one evaluation shares its notes, budget and cycle guard across many calls; finding names
/// (`NameLookup`), places (`SourceLocator`) and spending (`EvaluationBudget`) are their own.
package final class SourceEvaluator {
    /// The declarations names refer to: the source's own, then the project's.
    let names: NameLookup
    /// Where nodes are, for messages and notes.
    let locator: SourceLocator
    /// What the evaluation may spend (shared with the command that asked for it).
    package let budget: EvaluationBudget
    /// Things the person should know (a `@State` initial value used), each once, in order.
    private(set) var log = NoteLog()
    /// Declarations being evaluated now: one met again refers to itself.
    var evaluating: Set<SyntaxIdentifier> = []
    /// Values of declarations evaluated already, by binding: a declaration is evaluated with no
    /// locals, so its value is the same wherever it is used (a cell's frame, 30 times in a
    /// ForEach).
    var declaredValues: [SyntaxIdentifier: SourceValue] = [:]

    init(
        index: DeclarationIndex, converter: LineTable, project: ProjectIndex? = nil,
        budget: CommandBudget = .untilInterrupted()
    ) {
        self.budget = EvaluationBudget(budget)
        names = NameLookup(
            index: index, search: ProjectSearch(project: project, budget: self.budget))
        locator = SourceLocator(converter: converter, project: project)
    }

    /// The notes made so far.
    var notes: [ReaderNote] { log.notes }

    /// Records a note unless it is already there.
    package func note(_ note: ReaderNote) { log.add(note) }

    /// Records a note about `node`'s place.
    func note(_ kind: ReaderNote.Kind, at node: some SyntaxProtocol) {
        log.add(ReaderNote(kind, at: locator.notePlace(of: node)))
    }

    /// Source text of a node for messages, shortened when long (and never built for huge nodes).
    static func text(_ node: some SyntaxProtocol) -> String {
        guard node.trimmedLength.utf8Length <= 120 else { return "…" }
        let text = node.trimmedDescription
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// The value of `expr`.
    func value(_ expr: ExprSyntax, _ env: SourceEnvironment) throws(EvalFailure) -> SourceValue {
        let result = try budget.nested(expr) { () throws(EvalFailure) -> SourceValue in
            try evaluate(expr, env)
        }
        if case .deferred(let inner, let innerEnv) = result { return try value(inner, innerEnv) }
        return result
    }

    private func evaluate(_ expr: ExprSyntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> SourceValue
    {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) { return try integer(literal) }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
                throw .invalid(.notANumber(literal: literal.literal.text), at: Syntax(literal))
            }
            return .number(value, .floating)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.text == "true")
        }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            return .text(literal.trimmedDescription)
        }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return try name(
                DeclarationIndex.identifier(reference.baseName), at: Syntax(reference), env)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return try memberAccess(member, env)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return try value(only.expression, env)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            return try prefixOperator(prefix, env)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return try folded(try FoldedExpr.fold(sequence), env)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            var values: [SourceValue] = []
            try budget.build(array.elements.count, at: array)
            for element in array.elements { values.append(try value(element.expression, env)) }
            return .array(values)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try self.call(call, env) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            return try value(unwrap.expression, env)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let condition = try bool(try value(ternary.condition, env), at: ternary.condition)
            return try value(condition ? ternary.thenExpression : ternary.elseExpression, env)
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            return try subscriptValue(subscriptCall, env)
        }
        if let ifExpr = expr.as(IfExprSyntax.self), let result = try ifValue(ifExpr, env) {
            return result
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self),
            let result = try switchValue(switchExpr, env)
        {
            return result
        }
        throw .unsupported(.code(Self.text(expr)), at: Syntax(expr))
    }

    private func integer(_ literal: IntegerLiteralExprSyntax) throws(EvalFailure) -> SourceValue {
        let text = literal.literal.text.filter { $0 != "_" }
        let radix: Int
        let digits: Substring
        switch text.prefix(2) {
        case "0x": (radix, digits) = (16, text.dropFirst(2))
        case "0o": (radix, digits) = (8, text.dropFirst(2))
        case "0b": (radix, digits) = (2, text.dropFirst(2))
        default: (radix, digits) = (10, Substring(text))
        }
        if let value = Int(digits, radix: radix) { return .number(Double(value), .literal) }
        if radix == 10, let value = Double(digits) { return .number(value, .literal) }
        throw .invalid(.numberTooLarge(literal: literal.literal.text), at: Syntax(literal))
    }

    private func prefixOperator(_ prefix: PrefixOperatorExprSyntax, _ env: SourceEnvironment)
        throws(EvalFailure) -> SourceValue
    {
        let operand = try value(prefix.expression, env)
        switch (prefix.operator.text, operand) {
        case ("-", .number(let value, .integer)):
            return .number(try IntegerArithmetic.negate(value, at: Syntax(prefix)), .integer)
        case ("-", .number(let value, let kind)): return .number(-value, kind)
        case ("+", .number): return operand
        case ("!", .bool(let value)): return .bool(!value)
        default: throw .unsupported(.code(Self.text(prefix)), at: Syntax(prefix))
        }
    }

    /// A name: a local, then a declaration in the source; a capitalised unknown name is a type
    /// the reader does not model (its value is its name).
    func name(_ name: String, at node: Syntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> SourceValue
    {
        if let local = env.locals[name] { return local }
        if let declaration = names.lookup(name, from: env.scope, loading: true) {
            return try declared(declaration, name: name, at: node)
        }
        if let what = NameLookup.closureParameter(name, around: node) {
            throw .unknownValue(name, .runTime(name, what), at: node)
        }
        throw .unknownValue(name, .declaredNowhere(name), at: node)
    }
}
