/// Paths inside a command file or a lesson are read from the file's own folder, as a shell
/// script's `source` or an `#include` would be: `examples/swift/anatomy.grid` says
/// `open anatomy.swift` and means `examples/swift/anatomy.swift`, from wherever it is run.
package enum ScriptFolder {
    /// The folder of `path` as written (`examples` for `examples/intro.grid`, `/` for
    /// `/intro.grid`); nil for a file named without a folder (the current one).
    package static func of(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` read from `folder`: as it is when absolute or when there is no folder, else
    /// joined to it, with `.` parts and `name/..` pairs taken out (`examples/swift/../a.grid`
    /// is `examples/a.grid`), so the same file is always named the same way.
    package static func resolve(_ path: String, in folder: String?) -> String {
        guard let folder, !path.hasPrefix("/"), !path.isEmpty else { return path }
        let joined = folder == "/" ? "/" + path : folder + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let body = parts.joined(separator: "/")
        if joined.hasPrefix("/") { return "/" + body }
        return body.isEmpty ? "." : body
    }
}
