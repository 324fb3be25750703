import LayoutKernel
internal import SwiftSyntax
import Words

/// What the lazy and eager importers share: the evaluator, the view expander, the file name,
/// and the conversion of evaluation failures into errors for the person at the keyboard.
struct GridImportContext {
    let evaluator: SourceEvaluator
    let expander: ViewExpander
    package let file: String

    /// The cell sizer over this context's expander.
    var sizer: CellSizer { CellSizer(expander: expander) }

    /// A problem at `node`'s first token.
    /// (In another file of the project when the node is there.)
    package func problem(_ message: String, at node: some SyntaxProtocol) -> SourceProblem {
        let location = evaluator.locator.location(of: node)
        return SourceProblem(
            file: location.file ?? file, line: location.line, column: location.column,
            message: message)
    }

    /// A value that decides the tracks and could not be evaluated; when the project was read,
    /// the message says how much of it.
    package func cannotEvaluate(
        _ failure: EvalFailure, what: DecidingValue, command: ValueHint.Command
    )
        -> SwiftSourceError
    {
        var message = failure.message
        let projectRead = evaluator.names.search.project?.isLoaded == true
        if projectRead, let summary = evaluator.names.search.project?.contents.summary,
            case .unknownValue(_, .declaredNowhere, _) = failure
        {
            message += " (\(summary))"
        }
        return .cannotEvaluate(
            problem(message, at: failure.node), what: what,
            hint: SourceHint.hint(for: failure, command: command, projectRead: projectRead))
    }

    /// Evaluates a value that decides the tracks; failures name it and how to supply it.
    func decisive<T>(
        what: DecidingValue, command: ValueHint.Command, _ body: () throws(EvalFailure) -> T
    )
        throws(SwiftSourceError) -> T
    {
        do throws(EvalFailure) {
            return try body()
        } catch {
            throw cannotEvaluate(error, what: what, command: command)
        }
    }

    /// The kernel's checks, reported at the grid call.
    func validated(_ check: () throws(LayoutError) -> Void, at node: some SyntaxProtocol)
        throws(SwiftSourceError)
    {
        do throws(LayoutError) {
            try check()
        } catch {
            throw .invalid(problem(LayoutErrorText.message(error), at: node))
        }
    }
}
