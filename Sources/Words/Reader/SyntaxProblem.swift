/// A syntax error the reader reads off SwiftParser's tree, as data: a missing token or a
/// stretch of unexpected code. `SyntaxProblemText` words it (`expected ')' to end function
/// call`).
package enum SyntaxProblem: Equatable, Sendable {
    /// Code (as written) where SwiftParser expected none.
    case unexpectedCode(String)
    /// Two statements on one line without `;`.
    case missingSeparator
    /// A missing part of the language.
    case expected(SyntaxPart)
    /// A missing token (as Swift spells it), and what it would end when it closes something.
    case expectedToken(String, toEnd: SyntaxConstruct?)
}

/// A part of Swift's grammar a missing token stands for.
package enum SyntaxPart: Equatable, Sendable {
    case expression, declaration, type, pattern, name
}

/// What a closing token ends.
package enum SyntaxConstruct: Equatable, Sendable {
    case functionCall, closure, codeBlock, typeBody, array, dictionary, tuple, parameterClause
    case accessorBlock, switchStatement, subscriptCall, stringLiteral, genericArgumentClause
}

/// `SyntaxProblem` in words: the message after `FILE:LINE:COLUMN: error: `.
// Implementation note: exhaustive switches, so a new problem does not compile until it has
// its words.
package enum SyntaxProblemText {
    /// The problem as a sentence without the place.
    package static func text(_ problem: SyntaxProblem) -> String {
        switch problem {
        case .unexpectedCode(let code): "unexpected code '\(code)'"
        case .missingSeparator:
            "consecutive statements on a line must be separated by a newline or ';'"
        case .expected(let part): "expected \(text(part))"
        case .expectedToken(let token, let construct):
            "expected '\(token)'" + (construct.map { " to end \(text($0))" } ?? "")
        }
    }

    private static func text(_ part: SyntaxPart) -> String {
        switch part {
        case .expression: "an expression"
        case .declaration: "a declaration"
        case .type: "a type"
        case .pattern: "a pattern"
        case .name: "a name"
        }
    }

    private static func text(_ construct: SyntaxConstruct) -> String {
        switch construct {
        case .functionCall: "function call"
        case .closure: "closure"
        case .codeBlock: "code block"
        case .typeBody: "type body"
        case .array: "array"
        case .dictionary: "dictionary"
        case .tuple: "tuple"
        case .parameterClause: "parameter clause"
        case .accessorBlock: "accessor block"
        case .switchStatement: "switch"
        case .subscriptCall: "subscript"
        case .stringLiteral: "string literal"
        case .genericArgumentClause: "generic argument clause"
        }
    }
}
