#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exported files (pictures, JSON, Swift, handouts): written atomically like saved layouts,
/// but where the person asked, readable by others (0644 less the umask), and refused with a
/// reason in words before anything is created.
extension System {
    package static func writeExport(_ bytes: [UInt8], to path: String) throws(WriteProblem) {
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw .symlink
            case S_IFDIR: throw .isDirectory
            case S_IFIFO: throw .notRegular("a FIFO (named pipe)")
            case S_IFSOCK: throw .notRegular("a socket")
            default: throw .notRegular("a device")
            }
        }
        let directory =
            path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        var directoryInfo = stat()
        if stat(directory, &directoryInfo) != 0 {
            throw errno == ENOTDIR
                ? .notADirectory(directory)
                : errno == ENOENT ? .missingDirectory(directory) : .failed(lastError)
        }
        guard directoryInfo.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(directory) }
        do {
            try writeAtomically(bytes, to: path, mode: 0o644)
        } catch {
            throw writeProblem(
                error.code, directory: directory,
                reason: FileOperationError.words(error.cause, path: error.path))
        }
    }

    /// The words for a failed write's errno.
    static func writeProblem(_ code: Int32, directory: String, reason: String) -> WriteProblem {
        switch code {
        case EACCES, EPERM: .notWritable(directory)
        case EROFS: .readOnlyFileSystem(directory)
        case ENOENT: .missingDirectory(directory)
        case ENOTDIR: .notADirectory(directory)
        case EISDIR: .isDirectory
        default: .failed(reason)
        }
    }

    static let permissionDenied = EACCES
    static let readOnlyFileSystem = EROFS
}
