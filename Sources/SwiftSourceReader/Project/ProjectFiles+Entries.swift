import Words

/// The walk's files as names from its root, and what it could not read, said once.
extension ProjectFiles {
    /// A Swift file the walk took: its path as printed from, and the names leading to it from
    /// the root, as bytes, by which it is read (a name that is not UTF-8 is read by its bytes,
    /// never by a decoding that could name another file).
    package struct Entry: Equatable, Sendable {
        /// Absolute; a name that is not UTF-8 is written escaped (`\xFF`).
        package var path: String
        /// From the root, the file's own name last.
        package var names: [[UInt8]]
        /// A file the person named: read by its path, symlinks followed (their choice).
        package var named = false
    }

    /// A name as a path component: itself when it is UTF-8, else escaped (`SingleLine`).
    static func component(_ name: [UInt8]) -> String {
        // Valid UTF-8 comes back from a decoding byte for byte (String(validating:) needs
        // macOS 15); anything else was repaired, and is shown escaped instead.
        let text = String(decoding: name, as: UTF8.self)
        return text.utf8.elementsEqual(name) ? text : SingleLine.render(bytes: name)
    }

    /// `path` (a file the person named) as an entry of a listing rooted at its folder.
    package static func single(_ path: String, budget: Budget) -> ProjectFiles {
        let absolute = Self.absolute(path)
        var listing = ProjectFiles(root: parent(absolute), budget: budget)
        let name = absolute.split(separator: "/").last.map { Array($0.utf8) } ?? []
        listing.entries = [Entry(path: absolute, names: [name], named: true)]
        return listing
    }

    /// The skips among `skips` that could not be read at all, their paths as `display`
    /// prints them.
    package static func failures(_ skips: [Skip], display: (String) -> String) -> [Skip] {
        skips.compactMap { skip in
            switch skip {
            case .unreadableFolder(let path, let reason):
                .unreadableFolder(display(path), reason: reason)
            case .unreadable(let path, let reason): .unreadable(display(path), reason: reason)
            case .symlink, .notRegular, .tooLarge: nil
            }
        }
    }

    /// The entries a walk could not read at all (folders it could not list, entries it
    /// could not look at) among `skips`, paths as the skips hold them, for
    /// `ProjectNoteText.unreadable`; empty when there are none.
    package static func unreadable(_ skips: [Skip]) -> [UnreadableEntry] {
        skips.compactMap { skip in skip.failure.map { UnreadableEntry(path: skip.path, reason: $0) }
        }
    }
}
