#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tree read by descriptor: a folder is opened once, and everything below it is reached by
/// name from an open folder (`openat`, `fstatat`) with `O_NOFOLLOW` on every step, never by a
/// path read again from the top. Swapping a folder for a symlink while a walk runs, or between
/// the walk and the reading, cannot lead outside the folder it started in: the step through
/// the symlink is refused. Names are bytes, as the file system has them, never decoded to
/// another name.
extension System {
    /// A device and inode: the same folder found again (or not) by its path.
    package struct FileIdentity: Equatable, Sendable {
        package var device: UInt64
        var inode: UInt64
    }

    /// What one entry is, asked without following it.
    package struct TreeEntry: Equatable {
        package var kind: EntryKind
        /// Bytes, for a regular file.
        package var size: Int
    }

    /// A folder open by descriptor, closed when the last reference to it goes. Its descriptor
    /// is only read (`openat`, `fstatat`, `fdopendir` on a duplicate), so threads may share it.
    package final class OpenFolder: @unchecked Sendable {
        private let fd: Int32

        private init(fd: Int32) { self.fd = fd }

        deinit { System.close(fd) }

        /// The folder at `path`, symlinks in the path followed (the folder asked for is the
        /// person's choice); the errno when it cannot be opened.
        package static func open(_ path: String) -> Result<OpenFolder, ErrorNumber> {
            let fd = path.withCString { openFile($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            return fd >= 0 ? .success(OpenFolder(fd: fd)) : .failure(ErrorNumber(errno))
        }

        /// The folder reached from this one through `names`, each opened with `O_NOFOLLOW`:
        /// a symlink on the way is refused (ELOOP, or ENOTDIR on some systems).
        package func folder(_ names: ArraySlice<[UInt8]>) -> Result<OpenFolder, ErrorNumber> {
            var current = self
            for name in names {
                let fd = System.withCName(name) {
                    openat(current.fd, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                }
                guard fd >= 0 else { return .failure(ErrorNumber(errno)) }
                current = OpenFolder(fd: fd)
            }
            return .success(current)
        }

        /// The names in the folder, as bytes, sorted by their bytes; `.` and `..` left out.
        package func names() -> Result<[[UInt8]], ErrorNumber> {
            // fdopendir owns the descriptor it is given: a duplicate, so this one stays open.
            let copy = dup(fd)
            guard copy >= 0 else { return .failure(ErrorNumber(errno)) }
            guard let directory = fdopendir(copy) else {
                let failure = ErrorNumber(errno)
                System.close(copy)
                return .failure(failure)
            }
            defer { closedir(directory) }
            rewinddir(directory)
            var names: [[UInt8]] = []
            while let entry = readdir(directory) {
                let name = System.entryName(entry)
                if name != [46] && name != [46, 46] { names.append(name) }
            }
            return .success(names.sorted { $0.lexicographicallyPrecedes($1) })
        }

        /// What `name` is, the entry itself when it is a symlink.
        package func entry(_ name: [UInt8]) -> Result<TreeEntry, ErrorNumber> {
            var info = stat()
            let status = System.withCName(name) { fstatat(fd, $0, &info, AT_SYMLINK_NOFOLLOW) }
            guard status == 0 else { return .failure(ErrorNumber(errno)) }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .success(TreeEntry(kind: .file, size: Int(info.st_size)))
            case S_IFDIR: return .success(TreeEntry(kind: .directory, size: 0))
            case S_IFLNK: return .success(TreeEntry(kind: .symlink, size: 0))
            default: return .success(TreeEntry(kind: .other, size: 0))
            }
        }

        /// Whether `name`, followed if it is a symlink, is a folder (said of symlinks that are
        /// not followed).
        package func leadsToFolder(_ name: [UInt8]) -> Bool {
            var info = stat()
            let status = System.withCName(name) { fstatat(fd, $0, &info, 0) }
            return status == 0 && info.st_mode & S_IFMT == S_IFDIR
        }

        /// The regular file `name`'s bytes, at most one past `limit` (enough to say it is too
        /// large); a symlink, FIFO, device or folder is refused before anything is read.
        /// `shown` names the file in the error.
        package func read(_ name: [UInt8], limit: Int, shown: String) -> Result<[UInt8], OpenError>
        {
            let fd = System.withCName(name) {
                openat(self.fd, $0, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            }
            guard fd >= 0 else {
                let failure = errno
                return .failure(.cannotOpen(shown, reason: System.describe(errorNumber: failure)))
            }
            defer { System.close(fd) }
            if let kind = System.nonRegularKind(fd) {
                return .failure(
                    kind == "a directory" ? .directory(shown) : .notRegular(shown, kind: kind))
            }
            _ = fcntl(fd, F_SETFL, 0)
            var bytes: [UInt8] = []
            while bytes.count <= limit, let chunk = System.read(fd, capacity: 65536) {
                bytes += chunk
            }
            return .success(bytes)
        }

        /// The folder's device and inode.
        package var identity: FileIdentity? {
            var info = stat()
            guard fstat(fd, &info) == 0 else { return nil }
            return FileIdentity(
                device: UInt64(truncatingIfNeeded: info.st_dev),
                inode: UInt64(truncatingIfNeeded: info.st_ino))
        }
    }

    /// The name of an entry `readdir` returned, as bytes, read in place up to its NUL. The
    /// record is only as long as its name: loading the whole `d_name` array (256 bytes on
    /// Linux, 1024 on macOS), as `entry.pointee.d_name` does, read past the end of the
    /// buffer for the last entries (AddressSanitizer, under `scripts/fuzz`).
    package static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        let text = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
    }

    /// An errno, kept as a value until it is worded.
    package struct ErrorNumber: Error, Equatable, Sendable {
        package var code: Int32
        init(_ code: Int32) { self.code = code }
        /// As the C library words it: `Permission denied`.
        package var reason: String { System.describe(errorNumber: code) }
    }

    /// `body` with `name` as a C string (a name from `readdir` holds no NUL).
    private static func withCName<T>(_ name: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (name + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}

/// `open(2)` of a path (the name `open` is taken inside `OpenFolder`).
private func openFile(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.open(path, flags)
    #else
        Darwin.open(path, flags)
    #endif
}

extension Result where Failure == System.ErrorNumber {
    /// The failure's reason, nil on success.
    package var failureReason: String? {
        if case .failure(let error) = self { return error.reason }
        return nil
    }
}
