import CommandLanguage
import GridModel
import SystemInterface

/// Lines of a file or a pipe.
package struct FileSource: LineSource {
    private var reader: LineReader
    package let name: String?

    /// A file, read to its end or to `byteLimit` bytes (`overLimit` then says it held more).
    package init(path: String, byteLimit: Int? = nil) throws(System.OpenError) {
        reader = try LineReader(path: path, byteLimit: byteLimit)
        name = path
    }

    /// The file's size now (nil for a pipe): checked before reading where a bound applies.
    package var size: Int? { reader.size }

    /// Whether the file held more than the byte limit it was opened with.
    var overLimit: Bool { reader.overLimit }

    package init(fd: Int32, name: String?) {
        reader = LineReader(fd: fd)
        self.name = name
    }

    /// Opens `path` for a command that reads it (`source`, `play`), its failure as a command error.
    package static func opening(_ path: String) throws(CommandError) -> FileSource {
        do {
            return try FileSource(path: path)
        } catch {
            throw .file(.cannotOpen(error))
        }
    }

    /// Whether standard input is a folder: there are no commands to read from it.
    package static var standardInputIsFolder: Bool {
        System.nonRegularKind(System.standardInput) == "a directory"
    }

    package func close() { reader.close() }

    package mutating func nextLine() -> (text: String?, error: LineProblem?)? {
        guard let (bytes, error) = nextBytes() else { return nil }
        return (bytes.map { String(decoding: $0, as: UTF8.self) }, error)
    }

    // Implementation note: the runner reads every script line here, so this keeps its own
    // switch rather than wrapping `nextCheckedLine`: mapping that tuple of optionals cost 128
    // instructions a script line in callgrind (3,141 against 3,013), for the same words.
    package mutating func nextBytes() -> (bytes: ArraySlice<UInt8>?, error: LineProblem?)? {
        switch reader.next() {
        case nil: return nil
        case .text(let bytes): return (bytes, nil)
        case .invalidUTF8: return (nil, .notUTF8)
        case .tooLong(let length):
            return (nil, .tooLong(length, maximum: Limits.lineLength))
        }
    }

    /// The next line, or why it cannot be read, as a value (for the files' own errors).
    mutating func nextCheckedLine() -> (text: String?, problem: LineProblem?)? {
        switch reader.next() {
        case nil: return nil
        case .text(let bytes): return (String(decoding: bytes, as: UTF8.self), nil)
        case .invalidUTF8: return (nil, .notUTF8)
        case .tooLong(let length): return (nil, .tooLong(length, maximum: Limits.lineLength))
        }
    }
}
