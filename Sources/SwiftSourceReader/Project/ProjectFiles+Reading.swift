import SystemInterface

/// Reading the files a listing found, in parallel on all cores. The disk is read here (and in
/// `System/`) only: the Swift reader gets bytes, never a path to open.
extension ProjectFiles {
    /// Reads every file of the listing but `excluding` (an absolute path: the file being
    /// opened, read already) and hands each one's bytes, or why it could not be read, to
    /// `each` with its path and its name as printed (`display` makes it from the absolute
    /// path). The budget was applied by the walk: every file listed is read.
    ///
    /// Each file is reached from the root, opened again and found to be the folder walked
    /// (its device and inode), through its names with `O_NOFOLLOW` on every step: a folder
    /// swapped for a symlink since the walk is refused, never followed outside.
    package func read<Element>(
        excluding: String? = nil, display: @escaping @Sendable (String) -> String,
        _ each:
            @escaping @Sendable (_ path: String, _ display: String, _ bytes: ReadResult)
            -> Element
    ) -> [Element] {
        let chosen = entries.filter { $0.path != excluding }
        let top: Result<System.OpenFolder, System.OpenError>
        switch System.OpenFolder.open(root) {
        case .success(let folder) where rootIdentity == nil || folder.identity == rootIdentity:
            top = .success(folder)
        case .success:
            top = .failure(.cannotOpen(root, reason: "the folder was replaced while it was read"))
        case .failure(let error):
            top = .failure(.cannotOpen(root, reason: error.reason))
        }
        let results = IndexedResults<Element>(count: chosen.count)
        System.concurrentPerform(chosen.count) { index in
            let entry = chosen[index]
            if entry.named {
                let bytes = SourceBytes.read(entry.path, limit: SwiftSourceReader.byteLimit)
                results[index] = each(entry.path, display(entry.path), bytes)
                return
            }
            let bytes = top.flatMap { root -> ReadResult in
                switch root.folder(entry.names.dropLast()) {
                case .success(let folder):
                    return folder.read(
                        entry.names.last ?? [], limit: SwiftSourceReader.byteLimit,
                        shown: entry.path)
                case .failure(let error):
                    return .failure(.cannotOpen(entry.path, reason: error.reason))
                }
            }
            results[index] = each(entry.path, display(entry.path), bytes)
        }
        var elements: [Element] = []
        for index in 0..<results.count {
            guard let element = results[index] else { continue }
            elements.append(element)
        }
        return elements
    }

    /// A file's bytes, or why it could not be read.
    package typealias ReadResult = Result<[UInt8], System.OpenError>
}
