#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files: opened for reading only when they are regular files, written atomically and never
/// through a planted symlink, in directories no one else can write to.
extension System {
    /// Why a file could not be opened for reading.
    package enum OpenError: Error, Equatable, CustomStringConvertible {
        case cannotOpen(String, reason: String)
        case directory(String)
        /// A FIFO, a device, a socket: reading it could block forever or never end.
        case notRegular(String, kind: String)

        package var description: String {
            switch self {
            case .cannotOpen(let path, let reason):
                "cannot open '\(path)': \(reason); expected a readable command file"
            case .directory(let path): "'\(path)' is a directory; expected a command file"
            case .notRegular(let path, let kind): "'\(path)' is \(kind); expected a regular file"
            }
        }
    }

    /// Opens a regular file for reading. Opened non-blocking so a FIFO cannot hang the open,
    /// then checked with `fstat` before anything is read.
    package static func openRegularFile(_ path: String) throws(OpenError) -> Int32 {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotOpen(path, reason: lastError) }
        if let kind = nonRegularKind(fd) {
            close(fd)
            if kind == "a directory" { throw .directory(path) }
            throw .notRegular(path, kind: kind)
        }
        // Regular files never block; clear O_NONBLOCK anyway so reads behave as usual.
        _ = fcntl(fd, F_SETFL, 0)
        return fd
    }

    /// The size the file open as `fd` has now (`fstat`), nil when it cannot be asked: a reader
    /// that checks it before reading, then reads at most that many bytes, never takes in more
    /// than its limit (the file may still grow after).
    package static func size(of fd: Int32) -> Int? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// nil for a regular file, else what it is, in words.
    package static func nonRegularKind(_ fd: Int32) -> String? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return "unreadable" }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    package static func close(_ fd: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(fd)
        #else
            _ = Darwin.close(fd)
        #endif
    }

    /// Reads up to `capacity` bytes, retrying after signals; nil at the end or on an error.
    package static func read(_ fd: Int32, capacity: Int) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                    Glibc.read(fd, raw.baseAddress, capacity)
                #else
                    Darwin.read(fd, raw.baseAddress, capacity)
                #endif
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(chunk[..<count])
        }
    }

    /// `mkdir -p` with mode 0700 for each directory it creates.
    package static func makeDirectories(_ path: String) throws(FileOperationError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw FileOperationError(
                    path: current, operation: .create, cause: .system(lastError))
            }
        }
    }

    /// A failed operation on a file or directory: which path, which operation and why, as
    /// values (the one `FileError` is the command layer's, which wraps this one when a command
    /// meets it).
    package struct FileOperationError: Error, Equatable, CustomStringConvertible {
        /// What was being done to the path.
        package enum Operation: String, Equatable, Sendable {
            case create, use, read, write, replace
        }

        /// Why it failed: the C library's reason, or a directory refused as not private.
        package enum Cause: Equatable, Sendable {
            /// `strerror`'s words for the errno.
            case system(String)
            /// Not a directory (a symlink to one is not accepted).
            case notADirectory
            /// The directory belongs to user `owner`, not to this one (`you`).
            case ownedByAnother(owner: UInt32, you: UInt32)
            /// The directory is writable by others: its permission bits.
            case writableByOthers(mode: UInt32)
        }

        package var path: String
        package var operation: Operation
        package var cause: Cause
        /// The errno behind it (0 when there was none), for callers that word it themselves.
        package var code: Int32 = 0

        package var description: String {
            "cannot \(operation.rawValue) \(path): " + Self.words(cause, path: path)
        }

        /// The cause in words, with what was expected where there is a remedy.
        static func words(_ cause: Cause, path: String) -> String {
            switch cause {
            case .system(let reason): reason
            case .notADirectory: "it is not a directory (a symlink is not accepted)"
            case .ownedByAnother(let owner, let you):
                "it belongs to user \(owner), not to you (user \(you));"
                    + " expected a directory of your own"
            case .writableByOthers(let mode):
                "it is writable by others (mode \(String(mode, radix: 8))); "
                    + "expected 0700 (chmod 700 \(path))"
            }
        }
    }

    /// Refuses a directory that others may write to (they could plant files or links in it),
    /// that someone else owns (they could change its mode back at any time), or that is not a
    /// directory at all (a symlink to elsewhere counts as not ours).
    package static func checkPrivateDirectory(_ path: String) throws(FileOperationError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw FileOperationError(path: path, operation: .use, cause: .system(lastError))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw FileOperationError(path: path, operation: .use, cause: .notADirectory)
        }
        guard info.st_uid == geteuid() else {
            throw FileOperationError(
                path: path, operation: .use,
                cause: .ownedByAnother(owner: UInt32(info.st_uid), you: UInt32(geteuid())))
        }
        guard info.st_mode & 0o022 == 0 else {
            throw FileOperationError(
                path: path, operation: .use,
                cause: .writableByOthers(mode: UInt32(info.st_mode & 0o777)))
        }
    }

    /// Writes `bytes` to a new file of an unpredictable name beside `path` (created with
    /// O_EXCL | O_NOFOLLOW, mode 0600, so no planted file or symlink is written through),
    /// flushes it to disk, then renames it over `path`: a crash never leaves half a file.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600)
        throws(FileOperationError)
    {
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let temporary = path + ".\(processID).\(suffix).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else {
            throw FileOperationError(
                path: temporary, operation: .write, cause: .system(lastError), code: errno)
        }
        if let failure = write(fd, bytes) {
            close(fd)
            unlink(temporary)
            throw FileOperationError(
                path: temporary, operation: .write,
                cause: .system(String(cString: strerror(failure))), code: failure)
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard synced, rename(temporary, path) == 0 else {
            let (reason, code) = (lastError, errno)
            unlink(temporary)
            throw FileOperationError(
                path: path, operation: .replace, cause: .system(reason), code: code)
        }
    }

    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Why a file handed to a C library by name (libedit's history, `~/.editrc`) must not be
    /// read: not a regular file (a FIFO would block, `/dev/zero` never ends, whatever a symlink
    /// points at counts) or larger than `maxBytes`. nil when it may be read or does not exist.
    static func unreadableFileProblem(_ path: String, maxBytes: Int) -> String? {
        let fd: Int32
        do {
            fd = try openRegularFile(path)
        } catch {
            switch error {
            case .cannotOpen(_, let reason):
                return exists(path) ? "cannot open '\(path)': \(reason)" : nil
            case .directory: return "'\(path)' is a directory"
            case .notRegular(_, let kind): return "'\(path)' is \(kind)"
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return "cannot read '\(path)': \(lastError)" }
        guard Int(info.st_size) <= maxBytes else {
            return "'\(path)' is \(info.st_size) bytes, more than \(maxBytes)"
        }
        return nil
    }

    /// A file-size limit (`ulimit -f`) would end the process with SIGXFSZ mid-write; ignored,
    /// the write fails with EFBIG instead, which is reported and its temporary file removed.
    package static func ignoreFileSizeSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }

    /// The names in a directory, sorted (none when it does not exist).
    package static func entries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = String(decoding: entryName(entry), as: UTF8.self)
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

extension System {
    /// Removes a file (a missing one is fine).
    package static func remove(_ path: String) {
        unlink(path)
    }
}
