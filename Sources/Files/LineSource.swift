import CommandLanguage

/// A supply of lines: a file, a pipe, `-c`, or the line editor.
package protocol LineSource {
    mutating func nextLine() -> (text: String?, error: LineProblem?)?
    /// The next line as UTF-8 bytes: how the runner reads a script (a file gives its lines
    /// without making a String of each).
    mutating func nextBytes() -> (bytes: ArraySlice<UInt8>?, error: LineProblem?)?
    /// The next line for a command that asked for one (a quiz's answer, a paste): only the line
    /// editor can tell Ctrl-C from the end of input, so the others use `nextLine`.
    mutating func reply() -> PromptReply
    var name: String? { get }
    /// The number of the line before the first (0, unless the source continues another: the
    /// second `-c` argument starts where the first ended, so errors say `-c:2:`).
    var lineOffset: Int { get }
}

/// What a command that reads more input got: a line, Ctrl-C at its prompt, or the end.
package enum PromptReply: Equatable {
    case line(String)
    case interrupted
    case ended
}

extension LineSource {
    package var lineOffset: Int { 0 }

    package mutating func nextBytes() -> (bytes: ArraySlice<UInt8>?, error: LineProblem?)? {
        guard let (text, error) = nextLine() else { return nil }
        return (text.map { ArraySlice($0.utf8) }, error)
    }

    package mutating func reply() -> PromptReply {
        guard let (text, _) = nextLine() else { return .ended }
        return .line(text ?? "")
    }
}
