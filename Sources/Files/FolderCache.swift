import SystemInterface

/// The names in folders, as TAB completion offers them: each folder is listed once and listed
/// again only when its stamp (modification time and size) changes or after `invalidate()`,
/// which the shell calls at every new prompt line, so a file made since the last line is
/// always offered.
///
/// Implementation note: a TAB press costs one `stat` per folder instead of reading every
/// entry of it; a folder's stamp changes when a name in it is added, removed or renamed.
package final class FolderCache {
    /// Lists the names in a folder, sorted (`System.entries`; a test counts its calls).
    package typealias Lister = (String) -> [String]
    /// Stamps a folder (`FileStamp.of`); nil when it cannot be read.
    package typealias Stamper = (String) -> FileStamp?

    /// Whether a path leads to a folder (symlinks followed).
    package typealias Kind = (String) -> Bool

    private let list: Lister
    private let stamp: Stamper
    private let isFolder: Kind
    private var cached: [String: (stamp: FileStamp?, names: [String])] = [:]
    /// The names of each folder listed that are folders, found when first asked.
    private var subfolders: [String: Set<String>] = [:]

    package init(
        list: @escaping Lister = System.entries, stamp: @escaping Stamper = FileStamp.of,
        isFolder: @escaping Kind = { System.targetKind($0) == .directory }
    ) {
        self.list = list
        self.stamp = stamp
        self.isFolder = isFolder
    }

    /// The names in `folder`: listed again only when its stamp changed since the last listing.
    package func names(in folder: String) -> [String] {
        let now = stamp(folder)
        if let hit = cached[folder], hit.stamp == now { return hit.names }
        let names = list(folder)
        cached[folder] = (now, names)
        subfolders[folder] = nil
        return names
    }

    /// The names in `folder` that lead to folders, for completing a path into them: looked
    /// at once per listing (one `stat` each).
    package func folders(in folder: String) -> Set<String> {
        let names = self.names(in: folder)
        if let known = subfolders[folder] { return known }
        let prefix = folder == "/" ? "/" : folder + "/"
        let found = Set(names.filter { isFolder(prefix + $0) })
        subfolders[folder] = found
        return found
    }

    /// Forgets every listing: the next `names(in:)` lists its folder again.
    package func invalidate() {
        cached.removeAll()
        subfolders.removeAll()
    }
}
