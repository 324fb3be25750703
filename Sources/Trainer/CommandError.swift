import LayoutKernel

/// Everything a typed line can get wrong, with a message that says what was expected.
/// Thrown before the model changes, so a bad line never leaves the model half-edited.
enum CommandError: Error, Equatable, CustomStringConvertible {
    /// A word where something else was expected.
    case expected(String, found: String)
    /// The line ended where more was expected.
    case missing(String)
    /// Words left over after a complete command.
    case unexpected(String, after: String)
    case unknownCommand(String, suggestion: String?)
    case badNumber(String, expected: String)
    case itemOutOfRange(Int, count: Int)
    case noItems
    case limit(String)
    /// The kernel refused the model the command would make.
    case invalid(LayoutError)
    case swiftSyntax(String)
    /// An `expect` line did not hold.
    case expectationFailed(expected: String, actual: String)
    case nothingTo(String)
    case file(String)
    case other(String)

    var description: String {
        switch self {
        case .expected(let what, let found): "expected \(what), found '\(found)'"
        case .missing(let what): "expected \(what) at the end of the line"
        case .unexpected(let word, let after): "unexpected '\(word)' after \(after)"
        case .unknownCommand(let word, let suggestion):
            "unknown command '\(word)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'help' for the commands")
        case .badNumber(let word, let expected): "'\(word)' is not a valid number; expected \(expected)"
        case .itemOutOfRange(let number, let count):
            count == 0
                ? "there is no item \(number): the grid has no items yet (try 'add flexible')"
                : "there is no item \(number); expected an item number from 1 to \(count)"
        case .noItems: "the grid has no items yet; try 'add flexible' or 'columns [GridItem(.flexible())]'"
        case .limit(let message): message
        case .invalid(let error): error.description
        case .swiftSyntax(let message): "Swift syntax: \(message)"
        case .expectationFailed(let expected, let actual): "expectation failed: expected \(expected), actual \(actual)"
        case .nothingTo(let what): "nothing to \(what)"
        case .file(let message): message
        case .other(let message): message
        }
    }
}
