import LayoutKernel
import SwiftSourceReader
import Words

/// A line the command language does not take: a word, a number or a name that is not what the
/// command expects. Thrown while parsing, before anything changes, so the model stays as it was.
package enum LanguageError: Error, Equatable, CustomStringConvertible {
    /// A word where something else was expected: what was expected, and the word (shortened).
    case expected(Expected, found: String)
    /// The line ended where more was expected.
    case missing(Expected)
    /// Two things given where one is taken, or a value that disagrees with another.
    case conflict(Conflict)
    /// Words left over after a complete command: the first of them, and what they followed.
    case unexpected(String, after: CommandEnd)
    /// A first word that names no command, with the nearest command's name when one is close.
    case unknownCommand(String, suggestion: String?)
    /// A line holding a control character (C0, DEL or C1; the first of them).
    case controlCharacter(Unicode.Scalar)
    /// A line of a script that could not be read (not UTF-8, too long).
    case unreadableLine(LineProblem)
    /// `check` typed to the trainer: it is a program of its own, run from the system's shell.
    case checkIsAProgram
    /// A word that is not a number where one was expected.
    case badNumber(String, expected: Expected)
    /// A spelling of infinity where the number must be finite.
    case infinity(String, expected: Expected)
    /// A number, but outside what the command takes.
    case outOfRange(Double, expected: Expected)
    /// A number larger than `maximum`, the largest the trainer takes (`word` as shown).
    case tooLarge(String, expected: Expected, maximum: Int)
    /// A numeral too long or too large even for a Double; `maximum` as for `tooLarge`.
    case tooLargeOrLong(String, expected: Expected, maximum: Int)
    /// `help TOPIC` for a topic there is no help on, with the nearest topic when one is close.
    case noHelp(String, suggestion: String?)
    /// A saved layout or preset name that is neither, with the nearest name when one is close.
    case noLayout(String, suggestion: String?)
    /// `save NAME` with the name of a preset (presets are not overwritten).
    case presetName(String)
    /// `quiz N` with N outside 1…count.
    case noQuiz(Int, count: Int)
    /// A word where a screen's side (`side`; nil for a saved layout's whole screen) in points
    /// or a device name was expected.
    case unknownDevice(String, side: Expected.Dimension?, suggestion: String?)
    /// A `"` that opens a file name and is never closed, at `column` (1-based) of the command.
    case unclosedQuote(column: Int)
    /// A `GridItem(…)` typed on a command line that SwiftParser or the evaluator refused: the
    /// reader's own error, worded by its column on the line (`SwiftItems.onTheLine`).
    case swiftSyntax(SwiftSourceError)

    package var description: String {
        switch self {
        case .expected(let what, let found): "expected \(what), found '\(Self.shown(found))'"
        case .missing(let what): "expected \(what.whenMissing) at the end of the line"
        case .conflict(let conflict):
            "expected \(conflict.expected), found '\(conflict.found)'"
        case .unexpected(let word, let after):
            "unexpected '\(Self.shown(word))' after \(after)"
                + (after.takesNothingMore ? "; expected the end of the line" : "")
        case .unknownCommand(let word, let suggestion):
            "unknown command '\(Self.shown(word))'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'help' for the commands")
        case .controlCharacter(let scalar):
            "the line contains a control character (\(TerminalText.codePoint(scalar)));"
                + " expected printable text"
        case .unreadableLine(let problem): problem.description
        case .checkIsAProgram:
            "check runs from your system's shell, not inside the trainer: gridtrainer check "
                + "PATH... (a Swift file or a project folder; 'gridtrainer check --help')"
        case .badNumber(let word, let expected):
            // `x10`, `30...x40`: the number is missing, not a word that is no number.
            word.isEmpty
                ? "a number is missing; expected \(expected)"
                : "'\(word)' is not a valid number; expected \(expected)"
        case .infinity(let word, let expected):
            "'\(word)' is not a valid number; expected \(expected) (infinity is not allowed here)"
        case .outOfRange(let value, let expected):
            "\(NumberText.format(value)) is out of range; expected \(expected)"
        case .tooLarge(let word, let expected, let maximum):
            "\(word) is too large; expected \(expected) of at most \(maximum)"
        case .tooLargeOrLong(let word, let expected, let maximum):
            "\(word) is too large or too long; expected \(expected) of at most \(maximum)"
        case .noHelp(let topic, let suggestion):
            "no help for '\(Self.shown(topic))'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'help' for the list")
        case .noLayout(let name, let suggestion):
            "no layout named '\(Self.shown(name))'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'presets' to list them")
        case .presetName(let name): "'\(name)' is a preset; choose another name for your layout"
        case .noQuiz(let number, let count):
            "there is no quiz \(number); expected a quiz number from 1 to \(count)"
        case .unknownDevice(let word, let side, let suggestion):
            "unknown device '\(Self.shown(word))'; expected \(side?.noun ?? "a screen") in points "
                + "or a device name"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? " ('help devices' lists them)")
        case .unclosedQuote(let column):
            "the quote at column \(column) is not closed; expected a file name in \"…\" "
                + "(or a backslash before each space: My\\ App/View.swift)"
        case .swiftSyntax(let error):
            SwiftItems.onTheLine(error).map { "Swift syntax: at column \($0.column): \($0.body)" }
                ?? error.description
        }
    }

    /// A word the person typed (or a file held), as a message quotes it: whole up to 40
    /// characters, else its first 40 and `…`, so a cut word is never shown as if whole.
    static func shown(_ word: String) -> String {
        word.count > 40 ? String(word.prefix(40)) + "…" : word
    }
}
