import SystemInterface

/// Reading the files a listing found, in parallel on all cores and within a budget, and what
/// `check` asks of the paths it is given. The disk is read here (and in `System/`) only: the
/// Swift reader gets bytes, never a path to open.
extension ProjectFiles {
    /// What reading a listing's files gave.
    package struct Reading<Element> {
        /// The listing's folder, as printed (relative to the current folder when inside it).
        package var root: String
        /// One element per file read, in the listing's (sorted) order; files past the budget
        /// have none.
        package var elements: [Element]
        /// Bytes read in all.
        package var bytes: Int
        /// Files not read because the time or byte budget was reached first.
        package var skipped: Int
    }

    /// Reads every file of the listing but `excluding` (an absolute path: the file being
    /// opened, read already) and hands each one's bytes, or why it could not be read, to
    /// `each` with its path and its name as printed. Files are taken in parallel; a file is
    /// started only while `budget.seconds` have not passed and fewer than `budget.bytes` were
    /// read, so the time `each` takes counts too.
    package func read<Element>(
        budget: Budget, excluding: String? = nil,
        _ each:
            @escaping @Sendable (_ path: String, _ display: String, _ bytes: ReadResult)
            -> Element
    ) -> Reading<Element> {
        let paths = files.filter { $0 != excluding }
        let current = System.currentDirectory()
        let results = IndexedResults<Element>(count: paths.count)
        let deadline = System.now() + budget.seconds
        let spent = System.Counter()
        let late = System.Counter()
        System.concurrentPerform(paths.count) { index in
            let path = paths[index]
            let display = ProjectFiles.display(path, from: current)
            guard System.now() < deadline, spent.value < budget.bytes else {
                late.add(1)
                return
            }
            let bytes = SourceBytes.read(path, limit: SwiftSourceReader.byteLimit)
            if case .success(let read) = bytes { spent.add(read.count) }
            results[index] = each(path, display, bytes)
        }
        var elements: [Element] = []
        for index in 0..<results.count {
            guard let element = results[index] else { continue }
            elements.append(element)
        }
        return Reading(
            root: ProjectFiles.display(root, from: current), elements: elements,
            bytes: spent.value, skipped: late.value)
    }

    /// A file's bytes, or why it could not be read.
    package typealias ReadResult = Result<[UInt8], System.OpenError>

    /// Whether `path` leads to a folder (symlinks followed).
    package static func isFolder(_ path: String) -> Bool { System.targetKind(path) == .directory }

    /// Whether `path` leads to a regular file or a folder (symlinks followed): something `check`
    /// can read.
    package static func isFileOrFolder(_ path: String) -> Bool {
        [.file, .directory].contains(System.targetKind(path))
    }
}
