internal import SwiftSyntax

/// An operator expression with precedence applied. SwiftParser leaves `a + b * c` as a flat
/// `SequenceExprSyntax`; SwiftOperators would fold it into new nodes that lose their source
/// positions, so the reader folds it itself and keeps every operand's node for messages.
indirect enum FoldedExpr {
    case operand(ExprSyntax)
    /// `lhs op rhs`; `node` is the operator token's node.
    case binary(String, FoldedExpr, FoldedExpr, node: Syntax)
    /// `condition ? then : otherwise`.
    case ternary(FoldedExpr, then: ExprSyntax, otherwise: FoldedExpr)
    /// `value as Type`: the type name is kept for `as Int`/`as CGFloat`.
    case cast(FoldedExpr, type: String)

    /// The most operands a sequence may have: folding and evaluating are recursive in the
    /// result's depth, and no grid needs more.
    static let operandLimit = 256

    /// Folds `sequence` with Swift's standard precedences, iteratively.
    static func fold(_ sequence: SequenceExprSyntax) throws(EvalFailure) -> FoldedExpr {
        let elements = Array(sequence.elements)
        guard elements.count <= 2 * operandLimit else {
            throw .tooDeep(.operands(limit: operandLimit), at: Syntax(sequence))
        }
        var output: [FoldedExpr] = []
        var operators: [(name: String, precedence: Int, node: Syntax, then: ExprSyntax?)] = []

        func reduce() {
            guard let top = operators.popLast(), let rhs = output.popLast(),
                let lhs = output.popLast()
            else { return }
            if let then = top.then {
                output.append(.ternary(lhs, then: then, otherwise: rhs))
            } else {
                output.append(.binary(top.name, lhs, rhs, node: top.node))
            }
        }
        func push(_ name: String, _ node: Syntax, then: ExprSyntax? = nil) throws(EvalFailure) {
            guard let (precedence, rightAssociative) = precedence(of: name) else {
                throw .unsupported(.operatorName(name), at: node)
            }
            while let top = operators.last,
                top.precedence > precedence || (top.precedence == precedence && !rightAssociative)
            {
                reduce()
            }
            operators.append((name, precedence, node, then))
        }

        var index = 0
        while index < elements.count {
            let element = elements[index]
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                try push(op.operator.text, Syntax(op))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                try push("?:", Syntax(ternary), then: ternary.thenExpression)
            } else if element.is(UnresolvedAsExprSyntax.self)
                || element.is(UnresolvedIsExprSyntax.self)
            {
                guard element.is(UnresolvedAsExprSyntax.self), index + 1 < elements.count else {
                    throw .unsupported(.typeCheck, at: Syntax(element))
                }
                while let top = operators.last, top.precedence >= 6 { reduce() }
                let type = elements[index + 1].trimmedDescription
                if let value = output.popLast() { output.append(.cast(value, type: type)) }
                index += 1
            } else if element.is(AssignmentExprSyntax.self) {
                throw .unsupported(.assignment, at: Syntax(element))
            } else {
                output.append(.operand(element))
            }
            index += 1
        }
        while !operators.isEmpty { reduce() }
        guard output.count == 1, let result = output.first else {
            throw .unsupported(.code(sequence.trimmedDescription), at: Syntax(sequence))
        }
        return result
    }

    /// Swift's standard precedence groups, highest binding first; nil for operators the
    /// reader does not know.
    private static func precedence(of name: String) -> (Int, rightAssociative: Bool)? {
        switch name {
        case "<<", ">>": (10, false)
        case "*", "/", "%", "&*": (9, false)
        case "+", "-", "&+", "&-": (8, false)
        case "..<", "...": (7, false)
        case "??": (5, true)
        case "==", "!=", "<", "<=", ">", ">=": (4, false)
        case "&&": (3, false)
        case "||": (2, false)
        case "?:": (1, true)
        default: nil
        }
    }
}
