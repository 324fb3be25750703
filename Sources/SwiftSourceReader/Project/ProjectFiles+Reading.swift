import SystemInterface

/// Reading the files a listing found, in parallel on all cores. The disk is read here (and in
/// `System/`) only: the Swift reader gets bytes, never a path to open.
extension ProjectFiles {
    /// Reads every file of the listing but `excluding` (an absolute path: the file being
    /// opened, read already) and hands each one's bytes, or why it could not be read, to
    /// `each` with its path and its name as printed (`display` makes it from the absolute
    /// path). The budget was applied by the walk: every file listed is read.
    func read<Element>(
        excluding: String? = nil, display: @escaping @Sendable (String) -> String,
        _ each:
            @escaping @Sendable (_ path: String, _ display: String, _ bytes: ReadResult)
            -> Element
    ) -> [Element] {
        let paths = files.filter { $0 != excluding }
        let results = IndexedResults<Element>(count: paths.count)
        System.concurrentPerform(paths.count) { index in
            let path = paths[index]
            let bytes = SourceBytes.read(path, limit: SwiftSourceReader.byteLimit)
            results[index] = each(path, display(path), bytes)
        }
        var elements: [Element] = []
        for index in 0..<results.count {
            guard let element = results[index] else { continue }
            elements.append(element)
        }
        return elements
    }

    /// A file's bytes, or why it could not be read.
    typealias ReadResult = Result<[UInt8], System.OpenError>
}
