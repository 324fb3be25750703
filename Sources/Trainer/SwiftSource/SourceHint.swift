/// How to supply a value the reader could not evaluate: declare it in the source, or use the
/// trainer command that sets the same thing.
enum SourceHint {
    /// `add `let NAME = VALUE` to the pasted text, or <command>`.
    static func text(for failure: EvalFailure, command: String) -> String {
        if let name = failure.missingName {
            return "add `let \(name) = VALUE` to the pasted text, \(command)"
        }
        switch failure {
        case .tooDeep, .invalid, .mismatch, .stopped: return "fix it in the source, \(command)"
        case .unknownName, .unsupported: return "replace it with a number or a constant declared in the source (`let NAME = VALUE`), \(command)"
        }
    }
}
