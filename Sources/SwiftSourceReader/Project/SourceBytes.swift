import SystemInterface

/// Reading a Swift source file's bytes: only a regular file (never a FIFO that could block),
/// and never more than a byte past the reader's limit (enough to say it is too large).
package enum SourceBytes {
    /// The file's bytes, or the reason it cannot be read.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], System.OpenError> {
        let fd: Int32
        do {
            fd = try System.openRegularFile(path)
        } catch {
            return .failure(error)
        }
        defer { System.close(fd) }
        var bytes: [UInt8] = []
        while bytes.count <= limit, let chunk = System.read(fd, capacity: 65536) { bytes += chunk }
        return .success(bytes)
    }
}

extension System.OpenError {
    /// Why, without the path: `Permission denied`, `it is a FIFO (named pipe)`.
    package var reason: String {
        switch self {
        case .cannotOpen(_, let reason): reason
        case .directory: "it is a directory"
        case .notRegular(_, let kind): "it is \(kind)"
        }
    }
}
