import SystemInterface

/// Standard output for the program, written with `write(2)` so a failure is seen: a full
/// disk or a closed descriptor ends the run with one message and exit status 1 (a closed
/// pipe ends it quietly, as `head` expects).
final class StandardOutput {
    /// The errno of the first failed write.
    private(set) var failure: Int32?

    func line(_ text: String) {
        guard failure == nil else { return }
        failure = System.write(System.standardOutput, Array((text + "\n").utf8))
    }

    /// The message for a failed write, nil for none or for a closed pipe (quiet).
    var failureMessage: String? {
        guard let failure, failure != System.brokenPipe else { return nil }
        return
            "gridtrainer: cannot write to standard output: \(System.describe(errorNumber: failure))"
    }
}
