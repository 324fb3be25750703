import Foundation
import TestSupport
import Testing

@testable import GridCheck
@testable import SwiftSourceReader
@testable import SystemInterface

/// Trees an attacker shapes for `check` (issue 31): entries the walk cannot read are counted
/// and named in one note (`--strict`: exit 2), names are bytes (never decoded to another
/// file's name), paths past `PATH_MAX` are read, and a folder swapped for a symlink after the
/// walk leads nowhere outside the tree.
@Suite("check: hostile trees")
struct HostileTreeTests {
    static func grid(_ width: Int) -> String {
        "import SwiftUI\nlet g = LazyVGrid(columns: [GridItem(.fixed(\(width)))]) {}\n"
    }

    /// Creates the file `name` (bytes, any but `/` and NUL) in the folder at `folder` holding
    /// `text`: a name that is not UTF-8 cannot pass through a String.
    static func make(_ text: String, named name: [UInt8], in folder: URL) throws {
        let directory = open(folder.path, O_RDONLY | O_DIRECTORY)
        #expect(directory >= 0)
        defer { close(directory) }
        let fd = (name + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                openat(directory, $0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            }
        }
        #expect(fd >= 0, "cannot create \(name)")
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// `gridtrainer check ARGS` as a user who is not root (as `nobody` through `setpriv` when
    /// the tests run as root, as they do in CI): root reads folders whatever their mode.
    static func checkAsUser(_ arguments: [String]) throws -> (stdout: String, status: Int32)? {
        guard getuid() == 0 else {
            let result = try runTrainer(["check"] + arguments)
            return (result.stdout, result.status)
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments =
            ["--reuid=65534", "--regid=65534", "--clear-groups", trainerBinary().path, "check"]
            + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (stdout, process.terminationStatus)
    }

    /// A folder that can be listed but not entered (mode 644) and one that cannot be listed
    /// (mode 0): their files were dropped without a word (lstat failed, the entry was
    /// skipped). Now one note counts them with the reason and names them; `--strict` exits 2.
    @Test func entriesTheWalkCannotReadAreCountedInOneNote() throws {
        let tree = try TemporaryFolder("hostile-modes")
        for folder in ["Open", "Listed", "Closed"] {
            try FileManager.default.createDirectory(
                at: tree.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Self.grid(500).write(
                to: tree.appendingPathComponent("\(folder)/View.swift"), atomically: false,
                encoding: .utf8)
        }
        #expect(chmod(tree.path, 0o755) == 0)
        #expect(chmod(tree.appendingPathComponent("Listed").path, 0o644) == 0)
        #expect(chmod(tree.appendingPathComponent("Closed").path, 0o000) == 0)
        defer { _ = chmod(tree.appendingPathComponent("Closed").path, 0o755) }
        guard let result = try Self.checkAsUser([tree.path]) else {
            Issue.record("running as root without setpriv: cannot drop root to test modes")
            return
        }
        let lines = result.stdout.split(separator: "\n")
        let notes = lines.filter { $0.contains("[cannot-read]") }
        #expect(notes.count == 1, "\(result.stdout)")
        let note = String(notes.first ?? "")
        #expect(note.contains("2 entries could not be read (2 permission denied)"), "\(note)")
        #expect(note.contains("Closed") && note.contains("Listed/View.swift"), "\(note)")
        #expect(lines.contains { $0.contains("Open/View.swift:2:9: warning:") })
        #expect(result.status == 0)
        let strict = try #require(try Self.checkAsUser(["--strict", tree.path]))
        #expect(strict.status == 2)
    }

    /// A name that is not UTF-8 (`A\xFF.swift`) decoded to `A\u{FFFD}.swift`, the name of
    /// another file beside it, which was read in its place (twice). Each is now read by its
    /// bytes and shown escaped.
    @Test func namesAreBytesNeverAnotherFilesName() throws {
        let tree = try TemporaryFolder("hostile-names")
        try Self.make(
            Self.grid(500), named: Array("A".utf8) + [0xFF] + Array(".swift".utf8), in: tree.url)
        try Self.grid(1000).write(
            to: tree.appendingPathComponent("A\u{FFFD}.swift"), atomically: false,
            encoding: .utf8)
        let listing = ProjectFiles.under(tree.path, budget: .standard)
        #expect(
            Set(listing.files.map { ProjectFiles.display($0, from: tree.path) }) == [
                "A\u{FFFD}.swift", "A\\xFF.swift",
            ])
        let result = try runTrainer(["check", tree.path])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("A\\xFF.swift:2:9:") && $0.contains("need 500") })
        #expect(lines.contains { $0.contains("A\u{FFFD}.swift:2:9:") && $0.contains("need 1000") })
    }

    /// A file below a path longer than `PATH_MAX` (4096 on Linux, 1024 on macOS): lstat of the
    /// whole path failed, and the file vanished. Folders are opened one name at a time from
    /// the root now, so it is read.
    @Test func pathsLongerThanPathMaxAreRead() throws {
        let tree = try TemporaryFolder("hostile-deep")
        var directory = open(tree.path, O_RDONLY | O_DIRECTORY)
        let name = String(repeating: "d", count: 250)
        for _ in 0..<20 {  // 20 × 251 bytes: past 4096
            #expect(mkdirat(directory, name, 0o755) == 0)
            let next = openat(directory, name, O_RDONLY | O_DIRECTORY)
            close(directory)
            directory = next
        }
        let fd = openat(directory, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
        try FileHandle(fileDescriptor: fd, closeOnDealloc: true).write(
            contentsOf: Data(Self.grid(700).utf8))
        close(directory)
        let listing = ProjectFiles.under(tree.path, budget: .standard)
        #expect(listing.files.count == 1 && listing.skips.isEmpty, "\(listing.skips)")
        #expect((listing.files.first?.utf8.count ?? 0) > 5_000)
        let project = SwiftProject.read(listing)
        #expect(project.files.first?.document?.grids.count == 1)
    }

    /// Between the walk and the reading, a folder of the tree is swapped for a symlink to a
    /// folder outside holding a file of the same name: the file outside was read ("symlinks
    /// are not followed" held for the walk only). Every step is now opened with O_NOFOLLOW
    /// from the root, so the swapped folder is refused; and a root swapped whole is found
    /// to be another folder (its device and inode), so nothing is read.
    @Test func aFolderSwappedForASymlinkLeadsNowhere() throws {
        let base = try TemporaryFolder("hostile-swap")
        let tree = base.appendingPathComponent("App")
        let outside = base.appendingPathComponent("Secret")
        for folder in [tree.appendingPathComponent("Views"), outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Self.grid(100).write(
            to: tree.appendingPathComponent("Views/Grid.swift"), atomically: false,
            encoding: .utf8)
        try Self.grid(999).write(
            to: outside.appendingPathComponent("Grid.swift"), atomically: false, encoding: .utf8)
        let listing = ProjectFiles.under(tree.path, budget: .standard)
        #expect(listing.files.count == 1)
        let views = tree.appendingPathComponent("Views")
        try FileManager.default.moveItem(at: views, to: base.appendingPathComponent("Old"))
        try FileManager.default.createSymbolicLink(at: views, withDestinationURL: outside)
        let swapped = SwiftProject.read(listing)
        #expect(swapped.files.count == 1)
        #expect(swapped.files.first?.document == nil)
        #expect(
            swapped.files.first?.problem.map { "\($0)" }?.contains("symbolic links") == true
                || swapped.files.first?.problem.map { "\($0)" }?.contains("Not a directory")
                    == true,
            "\(String(describing: swapped.files.first?.problem))")
        // The root itself replaced by another folder: nothing of it is read.
        try FileManager.default.moveItem(at: tree, to: base.appendingPathComponent("Gone"))
        try FileManager.default.copyItem(at: base.appendingPathComponent("Gone"), to: tree)
        let replaced = SwiftProject.read(listing)
        #expect(
            replaced.files.first?.problem.map { "\($0)" }?.contains("replaced while it was read")
                == true, "\(String(describing: replaced.files.first?.problem))")
    }

    /// The door itself: a step through a symlink is refused, a folder is reached.
    @Test func openFolderRefusesASymlinkOnTheWay() throws {
        let base = try TemporaryFolder("hostile-door")
        try FileManager.default.createDirectory(
            at: base.appendingPathComponent("Real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: base.appendingPathComponent("Link"),
            withDestinationURL: base.appendingPathComponent("Real"))
        let top = try System.OpenFolder.open(base.path).get()
        #expect((try? top.folder([Array("Real".utf8)]).get()) != nil)
        #expect((try? top.folder([Array("Link".utf8)]).get()) == nil)
        #expect(top.leadsToFolder(Array("Link".utf8)))
        #expect(try top.entry(Array("Link".utf8)).get().kind == .symlink)
    }

    /// A `.git` in the folder above holding many unrelated Swift files (20,200 against the
    /// 20,000-file budget) spent the budget before the folder asked for. The folder is walked
    /// first now, and the project around it read only when one of its files needs a name it
    /// does not declare: here none does, so a second folder asked for after it still has the
    /// whole budget. (Scaled: a budget of 20 files, 25 unrelated ones.)
    @Test func theBudgetGoesToTheFoldersAskedFor() throws {
        var files = [".git/HEAD": "ref: main\n"]
        for number in 0..<25 { files["Unrelated/U\(number).swift"] = Self.grid(10) }
        for number in 0..<3 { files["App/A\(number).swift"] = Self.grid(500) }
        for number in 0..<3 { files["Other/O\(number).swift"] = Self.grid(600) }
        let project = try FixtureProject("budget-order", files: files)
        var lines: [String] = []
        let status = CheckCommand.run(
            ["--strict", project.path("App"), project.path("Other")], out: { lines.append($0) },
            err: { _ in }, terminal: false, budget: ProjectFiles.Budget(files: 20, bytes: 1 << 20))
        #expect(!lines.contains { $0.contains("[budget]") }, "\(lines)")
        #expect(lines.filter { $0.contains("[overflow]") }.count == 6, "\(lines)")
        #expect(status == 1)  // the warnings, not the budget
    }

    /// A file of the folder that needs a constant of the project around it still finds it:
    /// the project is read for that file, and only then.
    @Test func theProjectAroundIsReadForANameTheFolderMisses() throws {
        let project = try FixtureProject(
            "around-miss",
            files: [
                "Package.swift": "// swift-tools-version: 5.9\n",
                "Theme.swift": "import SwiftUI\nenum Theme { static let width: CGFloat = 480 }\n",
                "App/View.swift":
                    "import SwiftUI\n"
                    + "let g = LazyVGrid(columns: [GridItem(.fixed(Theme.width))]) {}\n",
            ])
        var lines: [String] = []
        _ = CheckCommand.run(
            [project.path("App")], out: { lines.append($0) }, err: { _ in }, terminal: false)
        #expect(lines.contains { $0.contains("need 480") }, "\(lines)")
        #expect(!lines.contains { $0.contains("[skipped]") }, "\(lines)")
    }

    /// Seventy files over the reader's 1 MB limit (sparse: nothing is written) each cost
    /// about 1 MB against the 64 MB budget, so the files after them were never read; refused
    /// before reading, they cost nothing now.
    @Test func filesTooLargeCostNothing() throws {
        let tree = try TemporaryFolder("hostile-large")
        for number in 0..<70 {
            let path = tree.appendingPathComponent("A\(number).swift").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data("//".utf8)))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(SwiftSourceReader.byteLimit + 1))
            try handle.close()
        }
        try Self.grid(500).write(
            to: tree.appendingPathComponent("Z.swift"), atomically: false, encoding: .utf8)
        var lines: [String] = []
        let status = CheckCommand.run(
            ["--strict", tree.path], out: { lines.append($0) }, err: { _ in }, terminal: false,
            budget: ProjectFiles.Budget(files: 100, bytes: 64 << 20))
        #expect(lines.contains { $0.contains("Z.swift:2:9: warning:") }, "\(lines)")
        #expect(!lines.contains { $0.contains("[budget]") })
        #expect(status == 1)
    }
}
