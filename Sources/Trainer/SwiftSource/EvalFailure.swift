internal import SwiftSyntax

/// Why an expression has no value. Callers that need the value to decide the tracks turn it
/// into a `SwiftSourceError`; callers that do not (a cell's size) turn it into a note.
enum EvalFailure: Error {
    /// An identifier declared nowhere in the source and not bound locally.
    case unknownName(String, at: Syntax)
    /// An expression the reader does not evaluate (a call to an unknown function, a subscript).
    case unsupported(String, at: Syntax)
    /// A value of the wrong kind: `spacing: "wide"`.
    case mismatch(expected: String, found: String, at: Syntax)
    /// Something Swift itself would reject or trap on, such as a range with its bounds reversed.
    case invalid(String, at: Syntax)
    /// Declarations that refer to each other, or evaluation deeper than the reader's bound.
    case tooDeep(String, at: Syntax)
    /// The command's evaluation budget is spent, or Ctrl-C came: the whole read stops.
    case stopped(CommandBudget.Stop, at: Syntax)

    /// The node the message points at.
    var node: Syntax {
        switch self {
        case .unknownName(_, let node), .unsupported(_, let node), .mismatch(_, _, let node), .invalid(_, let node),
            .tooDeep(_, let node), .stopped(_, let node):
            node
        }
    }

    /// The message without location.
    var message: String {
        switch self {
        case .unknownName(let name, _): "cannot find '\(name)' in the source"
        case .unsupported(let text, _): "cannot evaluate '\(text)'"
        case .mismatch(let expected, let found, _): "expected \(expected), found \(found)"
        case .invalid(let message, _): message
        case .tooDeep(let message, _): message
        case .stopped(let stop, _): stop.message
        }
    }

    /// The identifier to supply, when the failure is a missing name.
    var missingName: String? {
        if case .unknownName(let name, _) = self { return name }
        return nil
    }
}
