internal import SwiftSyntax

/// Operators, and the conversions every caller needs (a number, a whole number, a Bool).
extension SourceEvaluator {
    /// The value of a folded operator expression; `&&`, `||`, `??` and `?:` evaluate only the
    /// operand they need, as Swift does.
    func folded(_ expr: FoldedExpr, _ env: SourceEnvironment) throws(EvalFailure) -> SourceValue {
        switch expr {
        case .operand(let operand):
            return try value(operand, env)
        case .ternary(let condition, let then, let otherwise):
            let chosen = try budget.nested(then) { () throws(EvalFailure) -> Bool in
                try bool(try folded(condition, env), at: then)
            }
            return chosen
                ? try value(then, env)
                : try budget.nested(then) { () throws(EvalFailure) -> SourceValue in
                    try folded(otherwise, env)
                }
        case .cast(let inner, let type):
            let result = try budget.nested(Syntax(env.scope)) {
                () throws(EvalFailure) -> SourceValue in
                try folded(inner, env)
            }
            if case .number(let number, _) = result {
                switch SwiftUIVocabulary.entry(type)?.number {
                case .integer?:
                    let whole = try IntegerArithmetic.converted(number, at: Syntax(env.scope))
                    return .number(whole, .integer)
                case .floating?: return .number(number, .floating)
                case .literal?, nil: return result
                }
            }
            return result
        case .binary(let name, let lhs, let rhs, let node):
            return try budget.nested(node) { () throws(EvalFailure) -> SourceValue in
                try binary(name, lhs, rhs, node, env)
            }
        }
    }

    private func binary(
        _ name: String, _ lhs: FoldedExpr, _ rhs: FoldedExpr, _ node: Syntax,
        _ env: SourceEnvironment
    )
        throws(EvalFailure) -> SourceValue
    {
        let left = try folded(lhs, env)
        switch name {
        case "&&", "||":
            let first = try bool(left, at: node)
            if first == (name == "||") { return .bool(first) }
            return .bool(try bool(try folded(rhs, env), at: node))
        case "??":
            if case .null = left { return try folded(rhs, env) }
            return left
        default:
            break
        }
        let right = try folded(rhs, env)
        switch (left, right) {
        case (.number(let a, let kindA), .number(let b, let kindB)):
            return try arithmetic(name, a, kindA, b, kindB, node)
        case (.array(let a), .array(let b)) where name == "+":
            try budget.build(a.count + b.count, at: node)
            return .array(a + b)
        default:
            if name == "==" || name == "!=" {
                return .bool(Self.same(left, right) == (name == "=="))
            }
            throw .mismatch(
                expected: .numbers(operator: name), found: .kinds(left.kind, right.kind), at: node)
        }
    }

    private func arithmetic(
        _ name: String, _ a: Double, _ kindA: SourceValue.NumberKind, _ b: Double,
        _ kindB: SourceValue.NumberKind, _ node: Syntax
    ) throws(EvalFailure) -> SourceValue {
        // Swift types `idx / cols` as Int when either side is an Int and the other whole.
        let kind: SourceValue.NumberKind =
            kindA == .floating || kindB == .floating
            ? .floating : (kindA == .integer || kindB == .integer ? .integer : .literal)
        let whole = kind == .integer
        if whole, let result = try IntegerArithmetic.apply(name, a, b, at: node) {
            return .number(result, kind)
        }
        switch name {
        case "+", "&+": return .number(a + b, kind)
        case "-", "&-": return .number(a - b, kind)
        case "*", "&*": return .number(a * b, kind)
        case "/": return .number(a / b, kind)
        case "%":
            guard b != 0 else { throw .invalid(.divisionByZero, at: node) }
            return .number(a.truncatingRemainder(dividingBy: b), kind)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        case "..<", "...":
            guard let lower = Int(exactly: a), let upper = Int(exactly: b) else {
                throw .mismatch(expected: .wholeNumbersInRange, found: .numbers(a, b), at: node)
            }
            let (end, overflow) = name == "..." ? upper.addingReportingOverflow(1) : (upper, false)
            guard !overflow else {
                throw .invalid(.closedRangeOverflows, at: node)
            }
            guard lower <= end else {
                throw .invalid(.reversedRange(lower: lower, upper: upper), at: node)
            }
            return .range(lower: lower, upper: end)
        default:
            throw .unsupported(.operatorName(name), at: node)
        }
    }

    /// Equality for `==` on non-numbers and for `switch` cases.
    static func same(_ a: SourceValue, _ b: SourceValue) -> Bool {
        switch (a, b) {
        case (.number(let x, _), .number(let y, _)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.name(let x), .name(let y)): x == y
        case (.null, .null): true
        case (.text(let x), .text(let y)): x == y
        default: false
        }
    }

    /// A number, or a failure naming what was found.
    func number(_ value: SourceValue, at node: some SyntaxProtocol) throws(EvalFailure) -> Double {
        if case .number(let number, _) = value { return number }
        throw .mismatch(expected: .number, found: .kind(value.kind), at: Syntax(node))
    }

    /// A number, nil for `nil`.
    func optionalNumber(_ value: SourceValue, at node: some SyntaxProtocol) throws(EvalFailure)
        -> Double?
    {
        if case .null = value { return nil }
        return try number(value, at: node)
    }

    /// A whole number (a count, an index).
    func whole(_ value: SourceValue, at node: some SyntaxProtocol) throws(EvalFailure) -> Int {
        let number = try number(value, at: node)
        guard let whole = Int(exactly: number.rounded(.towardZero)), abs(number) < 1e15 else {
            throw .mismatch(expected: .wholeNumber, found: .number(number), at: Syntax(node))
        }
        return whole
    }

    /// A Bool, or a failure naming what was found.
    func bool(_ value: SourceValue, at node: some SyntaxProtocol) throws(EvalFailure) -> Bool {
        if case .bool(let flag) = value { return flag }
        throw .mismatch(expected: .bool, found: .kind(value.kind), at: Syntax(node))
    }
}
