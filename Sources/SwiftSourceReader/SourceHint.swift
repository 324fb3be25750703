/// How to supply a value the reader could not evaluate: declare it in the source, or use the
/// trainer command that sets the same thing.
enum SourceHint {
    /// `add `let NAME = VALUE` to the pasted text, or <command>`.
    /// `projectRead`: the files around the source were searched already, so the hint does
    /// not suggest it.
    package static func text(for failure: EvalFailure, command: String, projectRead: Bool = false)
        -> String
    {
        if let name = failure.missingName {
            return "add `let \(name) = VALUE` to the pasted text, \(command)"
        }
        switch failure {
        case .tooDeep, .invalid, .mismatch, .stopped: return "fix it in the source, \(command)"
        case .unknownValue(let text, .declaredNowhere, _):
            if projectRead {
                return
                    "replace '\(text)' with a number, or declare it in a file of the project, "
                    + "\(command)"
            }
            return "replace '\(text)' with a number, or open the file in its project "
                + "(constants are found in its other files), \(command)"
        case .unknownValue(let text, .withoutValue, _), .unknownValue(let text, .runTime, _),
            .unknownValue(let text, .platform, _):
            return "replace '\(text)' with a number for a what-if, \(command)"
        case .unknownName, .unsupported:
            return
                "replace it with a number or a constant declared in the source (`let NAME = "
                + "VALUE`), \(command)"
        }
    }
}
