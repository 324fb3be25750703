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

    package mutating func nextLine() -> SourceLine? {
        switch reader.next() {
        case nil: return nil
        case .text(let bytes): return .text(String(decoding: bytes, as: UTF8.self))
        case .invalidUTF8: return .unreadable(.notUTF8)
        case .tooLong(let length): return .unreadable(.tooLong(length, maximum: Limits.lineLength))
        }
    }

    // Implementation note: the runner reads every script line here, so this keeps its own
    // switch rather than wrapping `nextLine`: mapping the value cost 128 instructions a script
    // line in callgrind (3,141 against 3,013), for the same words.
    package mutating func nextBytes() -> ScriptLine? {
        switch reader.next() {
        case nil: return nil
        case .text(let bytes): return .text(bytes)
        case .invalidUTF8: return .unreadable(.notUTF8)
        case .tooLong(let length): return .unreadable(.tooLong(length, maximum: Limits.lineLength))
        }
    }
}
