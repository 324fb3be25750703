internal import SwiftSyntax

/// Syntax errors read off SwiftParser's tree: every missing token (`expected ')' to end
/// function call`) and every stretch of unexpected code. SwiftParserDiagnostics words these
/// more richly, but linking it and its formatter costs start-up time on every run (measured:
/// it pushed `gridtrainer -c quit` past twice a hello world), and a compiler-style line with
/// the right position is what the person needs to fix a paste.
enum SyntaxProblems {
    /// What a closing token ends, by the node that misses it.
    private static let contexts: [SyntaxKind: String] = [
        .functionCallExpr: "function call", .closureExpr: "closure", .codeBlock: "code block",
        .memberBlock: "type body",
        .arrayExpr: "array", .dictionaryExpr: "dictionary", .tupleExpr: "tuple",
        .functionParameterClause: "parameter clause",
        .accessorBlock: "accessor block", .switchExpr: "switch", .subscriptCallExpr: "subscript",
        .stringLiteralExpr: "string literal", .genericArgumentClause: "generic argument clause",
    ]

    /// The problems in `tree`, in source order. Walks only into subtrees that hold an error,
    /// iteratively (deep trees must not overflow the stack).
    package static func find(in tree: SourceFileSyntax, file: String, converter: LineTable)
        -> [SourceProblem]
    {
        guard tree.hasError else { return [] }
        var problems: [SourceProblem] = []
        var stack: [Syntax] = [Syntax(tree)]
        while let node = stack.popLast(), problems.count < 50 {
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                let text = SourceEvaluator.text(unexpected)
                problems.append(
                    problem(
                        "unexpected code '\(text)'",
                        at: unexpected.positionAfterSkippingLeadingTrivia, file, converter))
                continue
            }
            if let token = node.as(TokenSyntax.self) {
                if token.presence == .missing {
                    let at =
                        token.previousToken(viewMode: .sourceAccurate)?
                        .endPositionBeforeTrailingTrivia ?? token.position
                    problems.append(problem(message(missing: token), at: at, file, converter))
                }
                continue
            }
            stack.append(contentsOf: node.children(viewMode: .all).filter(\.hasError).reversed())
        }
        return problems
    }

    private static func message(missing token: TokenSyntax) -> String {
        let parent = token.parent?.kind
        switch token.tokenKind {
        case .semicolon:
            return "consecutive statements on a line must be separated by a newline or ';'"
        case .identifier where token.text.hasPrefix("<#"):
            switch parent {
            case .missingExpr?: return "expected an expression"
            case .missingDecl?: return "expected a declaration"
            case .missingType?: return "expected a type"
            case .missingPattern?: return "expected a pattern"
            default: return "expected a name"
            }
        case .identifier:
            return "expected a name"
        case .rightParen, .rightBrace, .rightSquare, .rightAngle, .stringQuote,
            .multilineStringQuote:
            let context = parent.flatMap { contexts[$0] }
            return "expected '\(token.text)'" + (context.map { " to end \($0)" } ?? "")
        default:
            return "expected '\(token.text)'"
        }
    }

    private static func problem(
        _ message: String, at position: AbsolutePosition, _ file: String,
        _ converter: LineTable
    )
        -> SourceProblem
    {
        let location = converter.location(for: position)
        return SourceProblem(
            file: file, line: location.line, column: location.column, message: message)
    }
}
