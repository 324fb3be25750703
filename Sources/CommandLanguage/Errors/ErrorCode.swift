/// The `code` of a JSON error object, so that a program reading `--json` can tell a refused
/// input from a failed check or a file problem without parsing the message:
/// - `invalid` (spelled as the kernel's `Diagnostic.Code.invalid`; a test keeps them equal):
///   the input was refused and the model left unchanged — a word or number the command does
///   not take, an item, cell or row that does not exist, a command of the other grid family, a
///   model the kernel refuses (`CommandError.layout`), a limit, Swift source that could not be
///   read, a command that needs a terminal, a control character, an unreadable line.
/// - `expectation`: an `expect` line did not hold (the input was fine; the layout differs).
/// - `file`: a file could not be opened, read or written, or a `source`d file stopped; and
///   `watch` outside the interactive shell (reported as a file problem since `watch` came).
package enum ErrorCode: String, Sendable {
    case invalid
    case expectation
    case file
}

extension CommandError {
    package var code: ErrorCode {
        switch self {
        case .expectation: .expectation
        case .file: .file
        case .terminal(let error):
            switch error {
            case .watchNeedsTerminal: .file
            case .needsTerminal, .playNeedsTerminal, .alreadyPlaying: .invalid
            }
        case .language, .model, .limit, .layout, .source: .invalid
        }
    }
}
