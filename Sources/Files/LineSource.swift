import CommandLanguage

/// A supply of lines: a file, a pipe, `-c`, or the line editor.
package protocol LineSource {
    /// The next line, or why it cannot be read; nil at the end.
    mutating func nextLine() -> SourceLine?
    /// The next line as UTF-8 bytes: how the runner reads a script (a file gives its lines
    /// without making a String of each).
    mutating func nextBytes() -> ScriptLine?
    /// The next line for a command that asked for one (a quiz's answer, a paste): only the line
    /// editor can tell Ctrl-C from the end of input, so the others use `nextLine`.
    mutating func reply() -> PromptReply
    var name: String? { get }
    /// The number of the line before the first (0, unless the source continues another: the
    /// second `-c` argument starts where the first ended, so errors say `-c:2:`).
    var lineOffset: Int { get }
}

/// One line a source gives: its text, or why it could not be read (its place is the
/// source's). One value, not a pair of optionals: a line is one or the other.
package enum SourceLine {
    case text(String)
    case unreadable(LineProblem)
}

/// A line as a script is run: its UTF-8 bytes, or why it could not be read.
///
/// Implementation note: the runner reads every script line through this, so it is its own
/// concrete type, taken apart where it is read (`Runner.run`). As a tuple of two optionals
/// `(ArraySlice<UInt8>?, LineProblem?)?`, or a generic `SourceLine<Text>`, or this enum kept
/// whole, each line was destroyed through the runtime's generic value witnesses: 5,909, 5,885
/// and 5,833 instructions a line of `scripts/bench`'s script against 5,670 (callgrind).
package enum ScriptLine {
    case text(ArraySlice<UInt8>)
    case unreadable(LineProblem)
}

/// What a command that reads more input got: a line, Ctrl-C at its prompt, or the end.
package enum PromptReply: Equatable {
    case line(String)
    case interrupted
    case ended
}

extension LineSource {
    package var lineOffset: Int { 0 }

    package mutating func nextBytes() -> ScriptLine? {
        switch nextLine() {
        case nil: nil
        case .text(let text): .text(ArraySlice(text.utf8))
        case .unreadable(let problem): .unreadable(problem)
        }
    }

    package mutating func reply() -> PromptReply {
        switch nextLine() {
        case nil: .ended
        case .text(let text): .line(text)
        case .unreadable: .line("")
        }
    }
}
