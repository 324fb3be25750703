import SystemInterface

/// The walk itself: depth first in sorted order, `.gitignore` files applied where they stand
/// (and those of the project's folders above the walk's root), the budget applied as files
/// are met, so the files taken are always the same first ones.
extension ProjectFiles {
    /// The rules of one `.gitignore`, and how an entry's path from the walk's root becomes
    /// its path from that file's folder.
    struct IgnoreLevel {
        var rules: GitIgnore
        /// Put before the path (a file above the walk's root: the root's path from it).
        package var prefix: [Unicode.Scalar]
        /// Characters taken off the path's start (a file below the root: its folder's path).
        package var drop: Int

        package func verdict(_ path: [Unicode.Scalar], name: [Unicode.Scalar], isFolder: Bool)
            -> Bool?
        {
            rules.verdict(path: prefix + path.dropFirst(drop), name: name, isFolder: isFolder)
        }
    }

    /// A folder still to list: its path, its path from the root with a `/` after it, and the
    /// `.gitignore` rules in force there (outermost first).
    private struct Pending {
        package var path: String
        var relative: [Unicode.Scalar]
        package var levels: [IgnoreLevel]
    }

    /// The Swift files under `folder` (absolute or relative), recursively unless told not to;
    /// `excluding` (an absolute folder) is left out, for a project walked around a folder
    /// read already.
    package static func under(
        _ folder: String, budget: Budget, recursive: Bool = true, excluding: String? = nil
    ) -> ProjectFiles {
        let root = absolute(folder)
        var result = ProjectFiles(root: root, files: [], budget: budget)
        var pending = [Pending(path: root, relative: [], levels: inheritedLevels(root))]
        var entries = 0
        // A bound on names looked at, so a tree of millions of entries ends.
        let entryBound = max(budget.files, 1_000) * 50
        while let next = pending.popLast() {
            let names: [String]
            switch System.directoryEntries(next.path) {
            case .success(let found): names = found
            case .failure(let error):
                result.skips.append(.unreadableFolder(next.path, reason: error.reason))
                continue
            }
            if holdsMarker(names) { result.projects.append(next.path) }
            var levels = next.levels
            if names.contains(".gitignore"),
                case .success(let bytes) = SourceBytes.read(
                    next.path + "/.gitignore", limit: 1 << 16)
            {
                let rules = GitIgnore(text: String(decoding: bytes.prefix(1 << 16), as: UTF8.self))
                levels.append(IgnoreLevel(rules: rules, prefix: [], drop: next.relative.count))
            }
            var inner: [Pending] = []
            for name in names {
                entries += 1
                let path = next.path == "/" ? "/" + name : next.path + "/" + name
                guard !name.hasPrefix("."), !skipped.contains(name), !isManifest(name),
                    path != excluding
                else { continue }
                let entry = System.entryInfo(path)
                let relative = levels.isEmpty ? [] : next.relative + name.unicodeScalars
                if !levels.isEmpty,
                    ignored(relative, name, isFolder: entry.kind == .directory, levels)
                {
                    continue
                }
                switch entry.kind {
                case .directory:
                    if recursive {
                        let below = levels.isEmpty ? [] : relative + ["/"]
                        inner.append(Pending(path: path, relative: below, levels: levels))
                    }
                case .file where name.hasSuffix(".swift"):
                    result.take(path, size: entry.size)
                case .symlink where name.hasSuffix(".swift") || isFolder(path):
                    result.skips.append(.symlink(path))
                case .other where name.hasSuffix(".swift"):
                    result.skips.append(.notRegular(path))
                case .file, .symlink, .other, .missing: continue
                }
            }
            pending += inner.reversed()
            if entries > entryBound && !pending.isEmpty {
                result.stoppedLooking = true
                break
            }
        }
        result.files.sort()
        return result
    }

    /// Takes a Swift file met by the walk, unless it is too large for the reader (refused,
    /// costing nothing) or the budget is spent (then counted as left, and every later one too).
    private mutating func take(_ path: String, size: Int) {
        if size > SwiftSourceReader.byteLimit {
            skips.append(.tooLarge(path, bytes: size))
        } else if left > 0 || files.count >= budget.files || bytes + size > budget.bytes {
            left += 1
        } else {
            files.append(path)
            bytes += size
        }
    }

    /// Whether the `.gitignore` rules in force ignore an entry: the innermost file with a rule
    /// that matches decides, and within a file its last such rule.
    private static func ignored(
        _ relative: [Unicode.Scalar], _ name: String, isFolder: Bool, _ levels: [IgnoreLevel]
    ) -> Bool {
        let name = Array(name.unicodeScalars)
        for level in levels.reversed() {
            if let verdict = level.verdict(relative, name: name, isFolder: isFolder) {
                return verdict
            }
        }
        return false
    }

    /// The `.gitignore` files of the folders between the project's root above `root` (when
    /// `root` is inside one) and `root`'s parent: their rules reach into the walk.
    private static func inheritedLevels(_ root: String) -> [IgnoreLevel] {
        guard root != "/", let project = projectRoot(above: parent(root)) else { return [] }
        var folders: [String] = []
        var folder = parent(root)
        while true {
            folders.append(folder)
            guard folder != project, folder != "/" else { break }
            folder = parent(folder)
        }
        var levels: [IgnoreLevel] = []
        for folder in folders.reversed() {
            guard
                case .success(let bytes) = SourceBytes.read(folder + "/.gitignore", limit: 1 << 16)
            else { continue }
            let below =
                folder == "/" ? String(root.dropFirst()) : String(root.dropFirst(folder.count + 1))
            levels.append(
                IgnoreLevel(
                    rules: GitIgnore(text: String(decoding: bytes.prefix(1 << 16), as: UTF8.self)),
                    prefix: Array(below.unicodeScalars) + ["/"], drop: 0))
        }
        return levels
    }
}
