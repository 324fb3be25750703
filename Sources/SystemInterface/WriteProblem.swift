/// Why an exported file could not be written, worded for the person who typed the name.
package enum WriteProblem: Error, Equatable, CustomStringConvertible {
    case missingDirectory(String)
    /// A part of the path that should be a directory is a file.
    case notADirectory(String)
    case notWritable(String)
    case readOnlyFileSystem(String)
    /// The name is a directory.
    case isDirectory
    /// The name is a symbolic link: never written through, never replaced.
    case symlink
    /// A FIFO, a device or a socket.
    case notRegular(String)
    /// Anything else, in the C library's words.
    case failed(String)

    package var description: String {
        switch self {
        case .missingDirectory(let directory):
            "the directory '\(directory)' does not exist; expected an existing directory"
        case .notADirectory(let path): "'\(path)' is not a directory"
        case .notWritable(let directory):
            "the directory '\(directory)' is not writable (permission denied)"
        case .readOnlyFileSystem(let directory):
            "the directory '\(directory)' is on a read-only file system"
        case .isDirectory: "it is a directory; expected a file name"
        case .symlink:
            "it is a symbolic link; exports are never written through one"
                + " (remove it or choose another name)"
        case .notRegular(let kind): "it is \(kind); expected a regular file or a new name"
        case .failed(let reason): reason
        }
    }
}
