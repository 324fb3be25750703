import SystemInterface

/// A file's size and modification time (nanoseconds): two stamps of the same path differ when
/// the file was written in between, which is how `watch` sees a save and completion sees a
/// folder change.
package struct FileStamp: Equatable, Sendable {
    /// The size in bytes (of a folder: what the file system reports, which a new entry
    /// changes on some file systems only).
    package var size: Int
    /// The modification time, in nanoseconds since 1970.
    var modified: Int

    /// The stamp of what `path` leads to (symlinks followed); nil when it cannot be read.
    package static func of(_ path: String) -> FileStamp? {
        System.fileStamp(path).map { FileStamp(size: $0.size, modified: $0.modified) }
    }
}
