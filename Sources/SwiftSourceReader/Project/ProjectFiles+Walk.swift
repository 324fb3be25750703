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

    /// A folder still to list: its names from the root (as bytes, how it is opened), its
    /// path as printed from, its path from the root with a `/` after it, and the `.gitignore`
    /// rules in force there (outermost first).
    private struct Pending {
        package var names: [[UInt8]]
        package var path: String
        var relative: [Unicode.Scalar]
        package var levels: [IgnoreLevel]
    }

    /// How many names a walk looks at before it stops looking: 50 for each file the budget
    /// allows, so a tree of millions of entries ends.
    package static func entryBound(_ budget: Budget) -> Int { max(budget.files, 1_000) * 50 }

    /// The Swift files under `folder` (absolute or relative), recursively unless told not to;
    /// `excluding` (an absolute folder) is left out, for a project walked around a folder
    /// read already. The root is opened once and every folder below it from there by name,
    /// never through a symlink (`System.OpenFolder`); entries that cannot be read are kept as
    /// skips, none dropped.
    package static func under(
        _ folder: String, budget: Budget, recursive: Bool = true, excluding: String? = nil
    ) -> ProjectFiles {
        let root = absolute(folder)
        var result = ProjectFiles(root: root, budget: budget)
        let top: System.OpenFolder
        switch System.OpenFolder.open(root) {
        case .success(let opened): top = opened
        case .failure(let error):
            result.skips.append(.unreadableFolder(root, reason: error.reason))
            return result
        }
        result.rootIdentity = top.identity
        var pending = [Pending(names: [], path: root, relative: [], levels: inheritedLevels(root))]
        var entries = 0
        // A bound on names looked at, so a tree of millions of entries ends.
        let entryBound = Self.entryBound(budget)
        while let next = pending.popLast() {
            let opened = top.folder(next.names[...])
            guard case .success(let folder) = opened, case .success(let names) = folder.names()
            else {
                let reason = (opened.flatMap { $0.names() }.failureReason) ?? "unknown"
                result.skips.append(.unreadableFolder(next.path, reason: reason))
                continue
            }
            let texts = names.map(component)
            if holdsMarker(texts) { result.projects.append(next.path) }
            let levels = texts.contains(".gitignore") ? rules(in: folder, next) : next.levels
            var inner: [Pending] = []
            for (name, text) in zip(names, texts) {
                entries += 1
                let path = next.path == "/" ? "/" + text : next.path + "/" + text
                guard !text.hasPrefix("."), !skipped.contains(text), !isManifest(text),
                    path != excluding
                else { continue }
                let entry: System.TreeEntry
                switch folder.entry(name) {
                case .success(let found): entry = found
                case .failure(let error):
                    result.skips.append(.unreadable(path, reason: error.reason))
                    continue
                }
                let relative = levels.isEmpty ? [] : next.relative + text.unicodeScalars
                if !levels.isEmpty,
                    ignored(relative, text, isFolder: entry.kind == .directory, levels)
                {
                    continue
                }
                switch entry.kind {
                case .directory:
                    if recursive {
                        let below = levels.isEmpty ? [] : relative + ["/"]
                        inner.append(
                            Pending(
                                names: next.names + [name], path: path, relative: below,
                                levels: levels))
                    }
                case .file where text.hasSuffix(".swift"):
                    result.take(Entry(path: path, names: next.names + [name]), size: entry.size)
                case .symlink where text.hasSuffix(".swift") || folder.leadsToFolder(name):
                    result.skips.append(.symlink(path))
                case .other where text.hasSuffix(".swift"):
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
        result.entries.sort { $0.path < $1.path }
        return result
    }

    /// The `.gitignore` rules in force in a folder that holds a `.gitignore`: those above it,
    /// then its own (read from the open folder, never through a symlink).
    private static func rules(in folder: System.OpenFolder, _ next: Pending) -> [IgnoreLevel] {
        guard
            case .success(let bytes) = folder.read(
                Array(".gitignore".utf8), limit: 1 << 16, shown: next.path + "/.gitignore")
        else { return next.levels }
        let rules = GitIgnore(text: String(decoding: bytes.prefix(1 << 16), as: UTF8.self))
        return next.levels + [IgnoreLevel(rules: rules, prefix: [], drop: next.relative.count)]
    }

    /// Takes a Swift file met by the walk, unless it is too large for the reader (refused,
    /// costing nothing) or the budget is spent (then counted as left, and every later one too).
    private mutating func take(_ entry: Entry, size: Int) {
        if size > SwiftSourceReader.byteLimit {
            skips.append(.tooLarge(entry.path, bytes: size))
        } else if left > 0 || entries.count >= budget.files || bytes + size > budget.bytes {
            left += 1
        } else {
            entries.append(entry)
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
