/// Why a line of a file could not be read: the reader refuses bytes that are not UTF-8 and
/// lines longer than `Limits.lineLength` rather than repairing them silently.
package enum LineProblem: Error, Equatable, CustomStringConvertible {
    /// Bytes that are not UTF-8.
    case notUTF8
    /// A line of `length` bytes; at most `maximum` are read.
    case tooLong(Int, maximum: Int)

    package var description: String {
        switch self {
        case .notUTF8: "the line is not valid UTF-8; expected UTF-8 text"
        case .tooLong(let length, let maximum):
            "the line is \(length) bytes long; expected at most \(maximum)"
        }
    }
}
