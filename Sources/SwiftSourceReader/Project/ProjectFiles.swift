import SystemInterface

/// The Swift files of the project a path belongs to: the nearest enclosing folder holding
/// `Package.swift`, an `.xcodeproj` or `.git` (else the file's own folder), searched for
/// `*.swift` without following symlinks, skipping build products, dependencies, hidden folders
/// and what the top `.gitignore` names — within a budget the notes report when reached.
package struct ProjectFiles {
    /// How much of a project is read at most.
    package struct Budget: Sendable {
        package var files: Int
        package var bytes: Int
        package var seconds: Double

        /// Around one file `open`ed: enough for any app, quick enough to wait for.
        package static let open = Budget(files: 2_000, bytes: 32 << 20, seconds: 5)
        /// A whole project `check`ed.
        package static let check = Budget(files: 20_000, bytes: 64 << 20, seconds: 120)
    }

    /// The folder searched, absolute.
    package var root: String
    /// The Swift files found, absolute paths, in a stable (sorted) order.
    package var files: [String]
    /// Folders that could not be read, symlinks not followed, the file budget reached.
    package var notes: [String]

    /// Folders never searched: build products and other people's code.
    package static let skipped: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// The project around `path` (a file or a folder).
    package static func around(_ path: String, budget: Budget) -> ProjectFiles {
        let absolute = Self.absolute(path)
        let start = System.targetKind(absolute) == .directory ? absolute : parent(absolute)
        var folder = start
        while true {
            if case .success(let names) = System.directoryEntries(folder),
                names.contains(where: {
                    $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj")
                })
            {
                return under(folder, budget: budget)
            }
            guard folder != "/" else { break }
            folder = parent(folder)
        }
        // No project: the file's own folder, without its subfolders (a file in ~/Downloads or
        // /tmp must not read everything below).
        return under(start, budget: budget, recursive: false)
    }

    /// The Swift files under `root` (a folder, absolute or relative); only its own files when
    /// not `recursive`.
    package static func under(_ root: String, budget: Budget, recursive: Bool = true)
        -> ProjectFiles
    {
        let root = absolute(root)
        var result = ProjectFiles(root: root, files: [], notes: [])
        let ignored = gitignored(root)
        var folders = [root]
        var seen = 0
        while let folder = folders.popLast() {
            let names: [String]
            switch System.directoryEntries(folder) {
            case .success(let found): names = found
            case .failure(let error):
                result.notes.append(
                    "\(display(folder)): skipped, the folder cannot be read (\(error.reason))")
                continue
            }
            var inner: [String] = []
            for name in names {
                seen += 1
                let path = folder == "/" ? "/" + name : folder + "/" + name
                // The package manifest is Swift, but holds no view: never read.
                let manifest = folder == root && name == "Package.swift"
                if name.hasPrefix(".") || skipped.contains(name)
                    || (folder == root && ignored.contains(name)) || manifest
                {
                    continue
                }
                switch System.entryKind(path) {
                case .directory: if recursive { inner.append(path) }
                case .file where name.hasSuffix(".swift"):
                    guard result.files.count < budget.files else {
                        result.notes.append(
                            "the budget of \(budget.files) Swift files was reached;"
                                + " the rest of \(display(root)) was not read")
                        return result.sorted()
                    }
                    result.files.append(path)
                case .symlink
                where name.hasSuffix(".swift") || System.targetKind(path) == .directory:
                    result.notes.append("\(display(path)): a symlink, not followed")
                case .other where name.hasSuffix(".swift"):
                    result.notes.append(
                        "\(display(path)): skipped, not a regular file"
                            + " (a FIFO, a socket or a device)")
                case .file, .symlink, .other, .missing: continue
                }
            }
            folders += inner.reversed()
            if seen > budget.files * 50 {
                result.notes.append(
                    "more than \(budget.files * 50) entries in \(display(root));"
                        + " the rest was not searched")
                break
            }
        }
        return result.sorted()
    }

    private func sorted() -> ProjectFiles {
        var copy = self
        copy.files.sort()
        return copy
    }

    /// Names the top `.gitignore` lists plainly (`build/`, `/Generated`); patterns are not
    /// matched, and are rare for Swift sources.
    static func gitignored(_ root: String) -> Set<String> {
        guard case .success(let bytes) = SourceBytes.read(root + "/.gitignore", limit: 1 << 16)
        else { return [] }
        var names: Set<String> = []
        for line in String(decoding: bytes.prefix(1 << 16), as: UTF8.self).split(separator: "\n") {
            var entry = line.trimmingCharacters(in: " \t\r")
            if entry.hasPrefix("/") { entry.removeFirst() }
            if entry.hasSuffix("/") { entry.removeLast() }
            guard !entry.isEmpty, !entry.hasPrefix("#"), !entry.hasPrefix("!"),
                !entry.contains(where: { "*?[/".contains($0) })
            else {
                continue
            }
            names.insert(entry)
        }
        return names
    }

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
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `path` relative to the current folder when it is inside it, else as it is.
    package static func display(_ path: String, from folder: String = System.currentDirectory())
        -> String
    {
        let current = folder
        if path == current { return "." }
        let prefix = current == "/" ? "/" : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension Substring {
    /// The text without the leading and trailing characters in `set` (a `.gitignore` line).
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
