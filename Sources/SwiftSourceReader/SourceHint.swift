import Words

/// How to supply a value the reader could not evaluate: declare it in the source, or use the
/// trainer command that sets the same thing.
enum SourceHint {
    /// The hint for `failure`, with `command`. `projectRead`: the files around the source
    /// were searched already, so the hint does not suggest it.
    package static func hint(
        for failure: EvalFailure, command: ValueHint.Command, projectRead: Bool = false
    ) -> ValueHint {
        if let name = failure.missingName { return ValueHint(.declareInPaste(name: name), command) }
        switch failure {
        case .tooDeep, .invalid, .mismatch, .stopped: return ValueHint(.fixInSource, command)
        case .unknownValue(let text, .declaredNowhere, _):
            return ValueHint(
                projectRead ? .declareInProject(written: text) : .openInProject(written: text),
                command)
        case .unknownValue(let text, .withoutValue, _), .unknownValue(let text, .runTime, _),
            .unknownValue(let text, .platform, _):
            return ValueHint(.whatIf(written: text), command)
        case .unknownName, .unsupported: return ValueHint(.constant, command)
        }
    }
}
