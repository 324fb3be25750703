import GridModel
import LayoutKernel
internal import SwiftSyntax
import Words

/// Evaluates the expressions a grid's layout depends on — literals, arithmetic, `GridItem`s,
/// arrays, ranges, constants declared in the same source — and nothing else: anything it
/// cannot evaluate is an `EvalFailure` naming the expression, never a guess. A class because
/// one evaluation shares its notes, depth and cycle guard across many calls.
package final class SourceEvaluator {
    package let index: DeclarationIndex
    let converter: LineTable
    /// Things the person should know (a `@State` initial value used), each once, in order.
    private(set) var notes: [ReaderNote] = []
    private var depth = 0
    var evaluating: Set<SyntaxIdentifier> = []
    /// What the evaluation may spend (shared with the command that asked for it).
    package let budget: CommandBudget
    /// Set once the budget is spent or Ctrl-C came: every later step fails at once, and the
    /// read reports it instead of whatever a caller made of the failure (a note, a default).
    private(set) var stop: CommandBudget.Stop?
    /// Where the evaluation was when it stopped.
    private(set) var stoppedAt: Syntax?

    /// How deep evaluation may nest (calls of functions declared in the source included).
    package static let depthLimit = 300

    /// The files around the source, searched for names the source does not declare.
    package let project: ProjectIndex?
    /// Values of declarations evaluated already, by binding: a declaration is evaluated with no
    /// locals, so its value is the same wherever it is used (a cell's frame, 30 times in a
    /// ForEach).
    var declaredValues: [SyntaxIdentifier: SourceValue] = [:]
    /// Names looked up already, by the scope they were looked up from.
    var lookups: [LookupKey: DeclarationIndex.Declaration] = [:]
    /// Names looked up and found nowhere, once nothing more can be read (`Theme` from a cell).
    var misses: Set<LookupKey> = []
    /// The other files of the project that gave a declaration to this evaluation (absolute
    /// paths): what `watch` looks at besides the file itself.
    package var suppliers: Set<String> = []

    /// A name and the node it was looked up from.
    struct LookupKey: Hashable {
        package var name: String
        var scope: SyntaxIdentifier
    }

    /// Whether a missing name may read the project now: not for values that never decide the
    /// tracks (a lazy grid's cells), which use it only when it was read already.
    var readsProject = true

    init(
        index: DeclarationIndex, converter: LineTable, project: ProjectIndex? = nil,
        budget: CommandBudget = .untilInterrupted()
    ) {
        self.index = index
        self.converter = converter
        self.project = project
        self.budget = budget
        budget.startEvaluation()
    }

    /// Counts `count` array elements built against the budget.
    func build(_ count: Int, at node: some SyntaxProtocol) throws(EvalFailure) {
        if let stop = stop ?? budget.build(count) {
            if self.stop == nil { (self.stop, stoppedAt) = (stop, Syntax(node)) }
            throw .stopped(stop, at: Syntax(node))
        }
    }

    /// Records a note unless it is already there.
    package func note(_ note: ReaderNote) {
        if !notes.contains(note) { notes.append(note) }
    }

    /// Records a note about `node`'s place.
    func note(_ kind: ReaderNote.Kind, at node: some SyntaxProtocol) {
        note(ReaderNote(kind, at: notePlace(of: node)))
    }

    /// The 1-based line of `node`'s first token.
    func line(of node: some SyntaxProtocol) -> Int { location(of: node).line }

    /// The 1-based column of `node`'s first token.
    func column(of node: some SyntaxProtocol) -> Int { location(of: node).column }

    /// Where `node` is: its file when it is another file of the project (nil for the source's
    /// own), its 1-based line and column.
    func location(of node: some SyntaxProtocol) -> (file: String?, line: Int, column: Int) {
        let origin = project?.origin(of: node)
        let start = node.positionAfterSkippingLeadingTrivia
        let position = (origin?.converter ?? converter).location(for: start)
        if let origin, origin.converter !== converter {
            return (origin.file, position.line, position.column)
        }
        return (nil, position.line, position.column)
    }

    /// Source text of a node for messages, shortened when long (and never built for huge nodes).
    static func text(_ node: some SyntaxProtocol) -> String {
        guard node.trimmedLength.utf8Length <= 120 else { return "…" }
        let text = node.trimmedDescription
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// Runs `body` one level deeper, failing past the depth bound.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws(EvalFailure) -> T)
        throws(EvalFailure) -> T
    {
        if let stop = stop ?? budget.step() {
            if self.stop == nil { (self.stop, stoppedAt) = (stop, Syntax(node)) }
            throw .stopped(stop, at: Syntax(node))
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw .tooDeep("evaluation nested more than \(Self.depthLimit) deep", at: Syntax(node))
        }
        return try body()
    }

    /// The value of `expr`.
    func value(_ expr: ExprSyntax, _ env: SourceEnvironment) throws(EvalFailure) -> SourceValue {
        let result = try nested(expr) { () throws(EvalFailure) -> SourceValue in
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
                throw .invalid("'\(literal.literal.text)' is not a number", at: Syntax(literal))
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
            try build(array.elements.count, at: array)
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
        throw .unsupported(Self.text(expr), at: Syntax(expr))
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
        throw .invalid(
            "'\(literal.literal.text)' is not a number the reader can hold", at: Syntax(literal))
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
        default: throw .unsupported(Self.text(prefix), at: Syntax(prefix))
        }
    }

    /// A name: a local, then a declaration in the source; a capitalised unknown name is a type
    /// the reader does not model (its value is its name).
    func name(_ name: String, at node: Syntax, _ env: SourceEnvironment) throws(EvalFailure)
        -> SourceValue
    {
        if let local = env.locals[name] { return local }
        if let declaration = lookup(name, from: env.scope, loading: true) {
            return try declared(declaration, name: name, at: node)
        }
        if let what = Self.closureParameter(name, around: node) {
            throw .unknownValue(name, .runTime(name, what: what), at: node)
        }
        throw .unknownValue(name, .declaredNowhere(name), at: node)
    }
}
