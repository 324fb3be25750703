/// Lines of a file or a pipe.
struct FileSource: LineSource {
    private var reader: LineReader
    let name: String?

    init(path: String) throws(System.OpenError) {
        reader = try LineReader(path: path)
        name = path
    }

    init(fd: Int32, name: String?) {
        reader = LineReader(fd: fd)
        self.name = name
    }

    /// Opens `path` for a command that reads it (`source`, `play`), its failure as a command error.
    static func opening(_ path: String) throws(CommandError) -> FileSource {
        do {
            return try FileSource(path: path)
        } catch {
            throw .file(error.description)
        }
    }

    /// Whether standard input is a folder: there are no commands to read from it.
    static var standardInputIsFolder: Bool {
        System.nonRegularKind(System.standardInput) == "a directory"
    }

    func close() { reader.close() }

    mutating func nextLine() -> (text: String?, error: String?)? {
        guard let (bytes, error) = nextBytes() else { return nil }
        return (bytes.map { String(decoding: $0, as: UTF8.self) }, error)
    }

    mutating func nextBytes() -> (bytes: ArraySlice<UInt8>?, error: String?)? {
        switch reader.next() {
        case nil: return nil
        case .text(let bytes): return (bytes, nil)
        case .invalidUTF8: return (nil, "the line is not valid UTF-8; expected UTF-8 text")
        case .tooLong(let length):
            return (nil, "the line is \(length) bytes long; expected at most \(Limits.lineLength)")
        }
    }
}
