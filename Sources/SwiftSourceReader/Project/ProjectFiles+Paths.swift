import SystemInterface

/// Paths as the walk and the people reading its output need them: absolute for the walk,
/// and as the person has them when printed.
extension ProjectFiles {
    /// `path` made absolute against the current folder, `.` and `..` resolved.
    package static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : System.currentDirectory() + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding `path` (absolute).
    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `display` from the current folder as it is now (read once, for a whole walk).
    package static var displayHere: @Sendable (String) -> String {
        let current = System.currentDirectory()
        return { display($0, from: current) }
    }

    /// `path` (absolute) as a person who typed a relative path has it: relative to `folder`
    /// (the current one), with `..` when it is beside it (`../App/View.swift`); absolute when
    /// the two share nothing but `/`.
    package static func display(_ path: String, from folder: String = System.currentDirectory())
        -> String
    {
        if path == folder { return "." }
        let prefix = folder == "/" ? "/" : folder + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var shared = 0
        while shared < min(target.count, base.count) && target[shared] == base[shared] {
            shared += 1
        }
        guard shared > 0 else { return path }
        let up = Array(repeating: "..", count: base.count - shared)
        return (up + target[shared...].map(String.init)).joined(separator: "/")
    }
}
