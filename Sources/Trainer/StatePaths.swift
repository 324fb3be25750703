#if canImport(Glibc)
    import Glibc
#endif

/// Where the trainer keeps its state, and how it writes files there. Plain POSIX calls rather
/// than Foundation: loading Foundation would double the start-up time of every script run.
enum StatePaths {
    /// `$XDG_STATE_HOME/gridtrainer`, else `~/.local/state/gridtrainer`.
    static func directory() -> String? {
        if let state = Terminal.environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/gridtrainer" }
        guard let home = Terminal.environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.local/state/gridtrainer"
    }

    /// The reason of the last failed call, as the C library words it.
    static var lastError: String { String(cString: strerror(errno)) }

    /// `mkdir -p` with mode 0700 for each directory it creates.
    static func makeDirectories(_ path: String) throws(CommandError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw .file("cannot create \(current): \(lastError)")
            }
        }
    }

    /// Writes to a temporary file beside `path` (mode 0600), flushes it to disk, then renames it
    /// into place: a crash or a full disk mid-write never leaves a half-written file.
    static func writeAtomically(_ text: String, to path: String) throws(CommandError) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty { try makeDirectories(directory) }
        let temporary = path + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw .file("cannot write \(temporary): \(lastError)") }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = lastError
                close(fd)
                unlink(temporary)
                throw .file("cannot write \(temporary): \(reason)")
            }
            written += count
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard synced, rename(temporary, path) == 0 else {
            let reason = lastError
            unlink(temporary)
            throw .file("cannot replace \(path): \(reason)")
        }
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// The names in a directory (none when it does not exist).
    static func entries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
