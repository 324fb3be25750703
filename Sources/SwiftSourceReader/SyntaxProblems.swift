internal import SwiftSyntax
import Words

/// Syntax errors read off SwiftParser's tree: every missing token (`expected ')' to end
/// function call`) and every stretch of unexpected code. SwiftParserDiagnostics words these
/// more richly, but linking it and its formatter costs start-up time on every run (measured:
/// it pushed `gridtrainer -c quit` past twice a hello world), and a compiler-style line with
/// the right position is what the person needs to fix a paste.
enum SyntaxProblems {
    /// What a closing token ends, by the node that misses it.
    private static let contexts: [SyntaxKind: SyntaxConstruct] = [
        .functionCallExpr: .functionCall, .closureExpr: .closure, .codeBlock: .codeBlock,
        .memberBlock: .typeBody, .arrayExpr: .array, .dictionaryExpr: .dictionary,
        .tupleExpr: .tuple, .functionParameterClause: .parameterClause,
        .accessorBlock: .accessorBlock, .switchExpr: .switchStatement,
        .subscriptCallExpr: .subscriptCall, .stringLiteralExpr: .stringLiteral,
        .genericArgumentClause: .genericArgumentClause,
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
                        .unexpectedCode(text),
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

    private static func message(missing token: TokenSyntax) -> SyntaxProblem {
        let parent = token.parent?.kind
        switch token.tokenKind {
        case .semicolon:
            return .missingSeparator
        case .identifier where token.text.hasPrefix("<#"):
            switch parent {
            case .missingExpr?: return .expected(.expression)
            case .missingDecl?: return .expected(.declaration)
            case .missingType?: return .expected(.type)
            case .missingPattern?: return .expected(.pattern)
            default: return .expected(.name)
            }
        case .identifier:
            return .expected(.name)
        case .rightParen, .rightBrace, .rightSquare, .rightAngle, .stringQuote,
            .multilineStringQuote:
            return .expectedToken(token.text, toEnd: parent.flatMap { contexts[$0] })
        default:
            return .expectedToken(token.text, toEnd: nil)
        }
    }

    private static func problem(
        _ reason: SyntaxProblem, at position: AbsolutePosition, _ file: String,
        _ converter: LineTable
    )
        -> SourceProblem
    {
        let location = converter.location(for: position)
        return SourceProblem(
            file: file, line: location.line, column: location.column,
            message: SyntaxProblemText.text(reason))
    }
}
