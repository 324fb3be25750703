import Foundation

/// A path in the temporary directory, `gt-NAME-PID-RANDOM[.EXTENSION]`, that belongs to one
/// test: whatever is there (a file, or a folder and everything under it) is removed when the
/// test lets go of it, passed, failed or thrown. Nothing is created: the test writes it.
/// Every run used to leave some sixty such paths in /tmp, which slowed each walk up through it.
package final class TemporaryFile {
    package let url: URL
    package var path: String { url.path }

    package init(_ name: String, extension suffix: String = "") {
        let clean = name.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        let random = UInt32.random(in: 0...UInt32.max)
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gt-\(clean)-\(getpid())-\(random)" + (suffix.isEmpty ? "" : ".\(suffix)"))
    }

    deinit { Self.remove(url.path) }

    /// Removes `path` and everything under it, also what FileManager cannot: folders a test
    /// left without permissions and paths past `PATH_MAX` (each step is opened from its parent).
    static func remove(_ path: String) {
        if (try? FileManager.default.removeItem(atPath: path)) != nil { return }
        var info = stat()
        guard lstat(path, &info) == 0 else { return }  // nothing there (not even a link)
        let url = URL(fileURLWithPath: path)
        let parent = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        guard parent >= 0 else { return }
        defer { close(parent) }
        removeEntry(Array(url.lastPathComponent.utf8CString), in: parent)
    }

    /// Removes the entry `name` (bytes with their NUL: names need not be UTF-8) of the open
    /// folder `parent`, emptying it first when it is a folder.
    private static func removeEntry(_ name: [CChar], in parent: Int32) {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            _ = unlinkat(parent, name, 0)
            return
        }
        _ = fchmodat(parent, name, 0o700, 0)
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        if folder >= 0 {
            for child in entries(of: folder) { removeEntry(child, in: folder) }
            close(folder)
        }
        _ = unlinkat(parent, name, AT_REMOVEDIR)
    }

    /// The names in the open folder `folder` but `.` and `..`, each with its NUL.
    private static func entries(of folder: Int32) -> [[CChar]] {
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else { return [] }
        defer { closedir(stream) }
        var names: [[CChar]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.bindMemory(to: CChar.self).prefix { $0 != 0 }) + [0]
            }
            if name != [46, 0] && name != [46, 46, 0] { names.append(name) }
        }
        return names
    }
}

/// A new, empty folder of one test's own in the temporary directory, `gt-NAME-PID-RANDOM`
/// (tests run in parallel, and a folder left by an earlier run is never reused), removed with
/// everything in it when the test lets go of it.
package final class TemporaryFolder {
    private let owned: TemporaryFile
    package var url: URL { owned.url }
    package var path: String { owned.path }

    package init(_ name: String) throws {
        owned = TemporaryFile(name)
        try FileManager.default.createDirectory(at: owned.url, withIntermediateDirectories: true)
    }

    /// The URL of `relative` inside the folder (which stays the test's while it holds this).
    package func appendingPathComponent(_ relative: String) -> URL {
        url.appendingPathComponent(relative)
    }
}
