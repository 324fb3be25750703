#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders: what an entry is (without following symlinks), the current folder, and a file's
/// size and modification time (for `watch`).
extension System {
    /// What a path names, the link itself when it is a symlink.
    package enum EntryKind: Equatable {
        case file
        case directory
        case symlink
        case other
        case missing
    }

    /// The kind of `path` (lstat: a symlink is `.symlink`, never what it points to).
    package static func entryKind(_ path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// The kind of `path` and, for a regular file, its size in bytes (lstat, as `entryKind`):
    /// what the folder walk needs of each entry, in one call.
    package static func entryInfo(_ path: String) -> (kind: EntryKind, size: Int) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return (.missing, 0) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (.file, Int(info.st_size))
        case S_IFDIR: return (.directory, 0)
        case S_IFLNK: return (.symlink, 0)
        default: return (.other, 0)
        }
    }

    /// The kind of what `path` leads to, symlinks followed.
    package static func targetKind(_ path: String) -> EntryKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The names in a directory, sorted; nil when it cannot be opened (with the reason).
    package static func directoryEntries(_ path: String) -> Result<[String], FileOperationError> {
        guard let directory = opendir(path) else {
            return .failure(
                FileOperationError(
                    path: path, operation: .read, cause: .system(lastError), code: errno))
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = String(decoding: entryName(entry), as: UTF8.self)
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names.sorted())
    }

    /// The current folder, absolute.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The running program's file, symbolic links resolved (where `make install` put it, or
    /// `.build/…/gridtrainer`); nil when the system does not say.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if os(Linux)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            buffer[count] = 0
        #else
            var size = UInt32(buffer.count)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard realpath(buffer, &resolved) != nil else { return nil }
            buffer = resolved
        #endif
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A file's size in bytes and modification time in nanoseconds, nil when it cannot be read.
    package static func fileStamp(_ path: String) -> (size: Int, modified: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc)
            let time = info.st_mtim
        #else
            let time = info.st_mtimespec
        #endif
        return (Int(info.st_size), Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec))
    }
}

extension System {
    /// Sleeps for `seconds` (a signal such as Ctrl-C ends it early).
    package static func sleep(seconds: Double) {
        var time = timespec(
            tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        _ = nanosleep(&time, nil)
    }
}

extension System {
    /// Who may put files in a folder: what decides whether its files are the user's project.
    package enum FolderOwner: Equatable {
        /// The user's own (the effective user owns it) and not writable by every user.
        case own
        /// Another user's: they could plant a `Package.swift` or constants in it at any time.
        case other(owner: UInt32, user: UInt32)
        /// Writable by every user (`mode`, such as /tmp's 1777): anyone could plant files.
        case writableByAll(mode: UInt32)
        /// It could not be asked (`reason`).
        case unknown(String)
    }

    /// Who may put files in `path` (symlinks followed: the folder a path leads to).
    package static func folderOwner(_ path: String) -> FolderOwner {
        var info = stat()
        guard stat(path, &info) == 0 else { return .unknown(lastError) }
        let user = geteuid()
        guard info.st_uid == user else {
            return .other(owner: UInt32(info.st_uid), user: UInt32(user))
        }
        guard info.st_mode & S_IWOTH == 0 else {
            return .writableByAll(mode: UInt32(info.st_mode & 0o7777))
        }
        return .own
    }
}
