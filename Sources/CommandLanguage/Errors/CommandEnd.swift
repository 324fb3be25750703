/// What a complete command ended with, for the words left over after it
/// (`LanguageError.unexpected`): a value, worded here.
package enum CommandEnd: Equatable, Sendable, CustomStringConvertible {
    /// The whole command, by the name it was typed with (`width 300 extra`).
    case command(String)
    /// A file name that takes the rest of the line (`source`, `play`), quoted or escaped.
    case fileName
    /// `export svg FILE`, which takes only `scale N` after the file name.
    case exportFile

    /// Whether nothing may follow (a command read whole): the error then says it expected the
    /// end of the line; after a file name it says what may follow instead.
    package var takesNothingMore: Bool {
        switch self {
        case .command: true
        case .fileName, .exportFile: false
        }
    }

    package var description: String {
        switch self {
        case .command(let name): "'\(name)'"
        case .fileName: "the file name (a name with spaces goes in quotes)"
        case .exportFile: "the file name (expected 'scale N' or nothing)"
        }
    }
}
