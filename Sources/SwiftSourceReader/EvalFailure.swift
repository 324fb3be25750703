import GridModel
internal import SwiftSyntax
import Words

/// Why an expression has no value. Callers that need the value to decide the tracks turn it
/// into a `SwiftSourceError`; callers that do not (a cell's size) turn it into a note.
enum EvalFailure: Error {
    /// An identifier declared nowhere in the source and not bound locally.
    case unknownName(String, at: Syntax)
    /// An expression the reader does not evaluate (a call to an unknown function, a subscript).
    case unsupported(EvalUnsupported, at: Syntax)
    /// A value of the wrong kind: `spacing: "wide"`.
    case mismatch(expected: EvalExpectation, found: EvalFound, at: Syntax)
    /// Something Swift itself would reject or trap on, such as a range with its bounds reversed.
    case invalid(EvalInvalid, at: Syntax)
    /// Declarations that refer to each other, or evaluation deeper than the reader's bound.
    case tooDeep(EvalDepth, at: Syntax)
    /// The command's evaluation budget is spent, or Ctrl-C came: the whole read stops.
    case stopped(CommandBudget.Stop, at: Syntax)
    /// A value no file read can give, named exactly as written (`Theme.spacing`,
    /// `viewModel.columns`, `geometry.size.width`), with the reason.
    case unknownValue(String, UnknownValueReason, at: Syntax)

    /// The node the message points at.
    var node: Syntax {
        switch self {
        case .unknownName(_, let node), .unsupported(_, let node), .mismatch(_, _, let node),
            .invalid(_, let node),
            .tooDeep(_, let node), .stopped(_, let node), .unknownValue(_, _, let node):
            node
        }
    }

    /// The message without location.
    package var message: String {
        switch self {
        case .unknownName(let name, _): EvalReasonText.unknownName(name)
        case .unsupported(let what, _): EvalReasonText.unsupported(what)
        case .mismatch(let expected, let found, _):
            EvalReasonText.mismatch(expected: expected, found: found)
        case .invalid(let reason, _): EvalReasonText.text(reason)
        case .tooDeep(let depth, _): EvalReasonText.text(depth)
        case .stopped(let stop, _): stop.message
        case .unknownValue(let text, let reason, _):
            EvalReasonText.unknownValue(written: text, reason)
        }
    }

    /// The identifier to supply, when the failure is a missing name.
    var missingName: String? {
        if case .unknownName(let name, _) = self { return name }
        if case .unknownValue(let text, .declaredNowhere(let name), _) = self, text == name {
            return name
        }
        return nil
    }
}
