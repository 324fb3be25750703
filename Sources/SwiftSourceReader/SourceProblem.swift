import Words

/// A message tied to a place in the source, printed as compilers print them so terminals and
/// editors can jump there.
package struct SourceProblem: Equatable, Sendable {
    /// The file name given to the reader (`paste` for pasted text).
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column.
    package var column: Int
    /// What is wrong, without the location.
    package var message: String

    /// `FILE:LINE:COLUMN: error: message` on one line, whatever the name and the message
    /// quote (a comment in a quoted expression could otherwise start a forged line);
    /// `file` overrides the stored name when given.
    package func line(file override: String?) -> String {
        "\(SingleLine.render(override ?? file)):\(line):\(column): error: "
            + SingleLine.render(message)
    }
}
