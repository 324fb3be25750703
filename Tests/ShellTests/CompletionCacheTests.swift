import Foundation
import TestSupport
import Testing

@testable import Files
@testable import GridModel
@testable import Shell
@testable import SystemInterface

/// TAB completion lists folders through a `FolderCache`: a folder is read once and read again
/// only when its stamp changes or the cache is invalidated (the shell does so at every prompt
/// line), so a TAB press does not read the disk, yet a new file is offered.
@Suite struct CompletionCacheTests {
    /// Folders in memory, with a stamp per folder, counting how often each is listed.
    final class FakeFolders {
        var names: [String: [String]] = [".": ["a.grid", "notes.txt"], "examples": ["intro.grid"]]
        var stamps: [String: Int] = [".": 1, "examples": 1]
        var listed: [String] = []

        func cache() -> FolderCache {
            FolderCache(
                list: { folder in
                    self.listed.append(folder)
                    return self.names[folder] ?? []
                },
                stamp: { folder in self.stamps[folder].map { FileStamp(size: 0, modified: $0) } })
        }
    }

    private func lessons(_ folders: FolderCache) -> [String] {
        Completion.candidates(
            before: ["play"], prefix: "", session: Session(), layouts: [], folders: folders)
    }

    @Test func eachFolderIsListedOnceWhileItsStampStaysTheSame() {
        let fake = FakeFolders()
        let folders = fake.cache()
        #expect(lessons(folders) == ["a.grid", "examples/intro.grid"])
        #expect(lessons(folders) == ["a.grid", "examples/intro.grid"])
        #expect(lessons(folders) == ["a.grid", "examples/intro.grid"])
        // Three TAB presses; the lesson folders and the Swift ones (`open`), "." shared by
        // both: each folder read once.
        #expect(fake.listed == [".", "examples", "examples/swift"])

        // A file appears but the stamp says nothing changed: the cached listing is offered
        // (this is what shows the cache is used rather than the folder).
        fake.names["examples"]?.append("more.grid")
        #expect(lessons(folders) == ["a.grid", "examples/intro.grid"])
        #expect(fake.listed == [".", "examples", "examples/swift"])

        // The folder's stamp changes: that folder alone is read again.
        fake.stamps["examples"] = 2
        #expect(lessons(folders) == ["a.grid", "examples/intro.grid", "examples/more.grid"])
        #expect(fake.listed == [".", "examples", "examples/swift", "examples"])
    }

    @Test func aNewPromptLineListsTheFoldersAgain() {
        let fake = FakeFolders()
        let folders = fake.cache()
        _ = lessons(folders)
        fake.names["."]?.append("b.grid")
        folders.invalidate()
        #expect(lessons(folders) == ["a.grid", "b.grid", "examples/intro.grid"])
        #expect(
            fake.listed == [".", "examples", "examples/swift", ".", "examples", "examples/swift"])
    }

    /// On the disk: a file made in the folder is offered after the folder's modification time
    /// moves (set here to a later second, so the test does not depend on the clock's
    /// granularity) or after `invalidate()`. That an unchanged stamp gives the cached listing
    /// is shown with fake folders above: on disk the stamp holds the folder's size too, which
    /// a new entry changes on some file systems (tmpfs, APFS) and not on others (ext4).
    @Test func aNewFileOnDiskIsOffered() throws {
        let manager = FileManager.default
        let folder = try TemporaryFolder("folder-cache")
        let touch = { (name: String) in
            manager.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)
        }
        let setModified = { (seconds: Double) in
            try manager.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: folder.path
            )
        }
        #expect(touch("a.grid"))
        try setModified(1_000_000)
        let folders = FolderCache()
        #expect(folders.names(in: folder.path) == ["a.grid"])

        #expect(touch("b.grid"))
        try setModified(2_000_000)
        #expect(folders.names(in: folder.path) == ["a.grid", "b.grid"])

        #expect(touch("c.grid"))
        try setModified(2_000_000)
        folders.invalidate()
        #expect(folders.names(in: folder.path) == ["a.grid", "b.grid", "c.grid"])
    }

    /// Saved layouts are completed through the same cache (`load`, `compare`).
    @Test func savedLayoutsAreListedThroughTheCache() throws {
        let folder = try TemporaryFolder("layout-cache")
        var library = LayoutLibrary(storage: .disk(LayoutStore(directory: folder.path)))
        try library.save(Model(), as: "mine")
        var listed = 0
        let folders = FolderCache(list: { folder in
            listed += 1
            return System.entries(folder)
        })
        #expect(library.savedNames(listing: folders) == ["mine"])
        #expect(library.savedNames(listing: folders) == ["mine"])
        #expect(listed == 1)
        try library.save(Model(), as: "other")
        folders.invalidate()
        #expect(library.savedNames(listing: folders) == ["mine", "other"])
        #expect(listed == 2)
    }
}
