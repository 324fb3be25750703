import SystemInterface
import Words

/// The Swift files under a folder, or of the project a file belongs to: found by a walk that
/// never follows symlinks, skips build products, other people's code, hidden folders and what
/// the `.gitignore` files say, and takes files in a stable order until a budget of files and
/// bytes is reached (so the same tree gives the same list on every run, however busy the
/// machine). The walk reads names and sizes only; the files are read by `read`.
package struct ProjectFiles: Sendable {
    /// How much of a tree is read at most: `check`, `open FOLDER` and the project around an
    /// opened file share it. Counted in files and bytes, never in time, so a list is the same
    /// from run to run.
    package struct Budget: Equatable, Sendable {
        package var files: Int
        package var bytes: Int

        /// Enough for any app (the largest measured: 424 files, 3 MB).
        package static let standard = Budget(files: 20_000, bytes: 64 << 20)

        /// What is left after `files` files of `bytes` bytes were taken.
        package func spending(files spent: Int, bytes spentBytes: Int) -> Budget {
            Budget(files: max(0, files - spent), bytes: max(0, bytes - spentBytes))
        }
    }

    /// An entry the walk found and did not read, with why.
    package enum Skip: Equatable, Sendable {
        /// A symlink to a Swift file or a folder: never followed (it may lead out of the tree
        /// or round in a loop).
        case symlink(String)
        /// A FIFO, socket or device named `*.swift`: reading it could block.
        case notRegular(String)
        /// A folder that could not be listed.
        case unreadableFolder(String, reason: String)
        /// An entry that could not be looked at: in a folder that can be listed but not
        /// entered (mode 644), or gone while the walk ran.
        case unreadable(String, reason: String)
        /// A Swift file larger than the reader takes: refused before reading, costing nothing.
        case tooLarge(String, bytes: Int)

        /// The entry's absolute path.
        package var path: String {
            switch self {
            case .symlink(let path), .notRegular(let path), .unreadableFolder(let path, _),
                .unreadable(let path, _), .tooLarge(let path, _):
                path
            }
        }

        /// Why the entry could not be read at all, nil for one left out on purpose (a
        /// symlink, a FIFO, a file too large): these are counted in one note.
        package var failure: String? {
            switch self {
            case .unreadableFolder(_, let reason), .unreadable(_, let reason): reason
            case .symlink, .notRegular, .tooLarge: nil
            }
        }

        /// Why the entry was not read, as data for the words (`ProjectNoteText.reason`).
        package var why: EntrySkip {
            switch self {
            case .symlink: .symlink
            case .notRegular: .notRegular
            case .unreadableFolder(_, let reason): .unreadableFolder(reason: reason)
            case .unreadable(_, let reason): .unreadable(reason: reason)
            case .tooLarge(_, let bytes):
                .tooLarge(bytes: bytes, limit: SwiftSourceReader.byteLimit)
            }
        }
    }

    /// The folder walked, absolute.
    package var root: String
    /// The Swift files taken, sorted by path: each read by its names from the root.
    package var entries: [Entry] = []
    /// The Swift files taken, absolute paths (a name that is not UTF-8 escaped), sorted.
    package var files: [String] { entries.map(\.path) }
    /// The root's device and inode when it was walked: the reading finds the same folder or
    /// reads nothing.
    var rootIdentity: System.FileIdentity?
    /// Their sizes when walked, in all.
    package var bytes = 0
    /// Entries found and not read, in the walk's order.
    package var skips: [Skip] = []
    /// Folders of the walk (the root included) that hold a project marker: several projects
    /// in one folder are told apart by them.
    package var projects: [String] = []
    /// Swift files left because the budget was reached (0: it was not).
    package var left = 0
    /// The walk stopped looking (too many entries), so more files than `left` may be left.
    var stoppedLooking = false
    /// What the walk was allowed.
    package var budget: Budget
    /// Why the project around was not read (`ProjectTrust`: another user's folder, or one
    /// every user may write to); said in the notes and beside a name no file read declares.
    var refusal: ProjectRefusal?

    /// Nothing taken yet from `root`.
    init(root: String, budget: Budget) {
        self.root = root
        self.budget = budget
    }

    /// Whether files were left unread: the budget or the bound on entries stopped the walk.
    package var budgetReached: Bool { left > 0 || stoppedLooking }

    /// How many Swift files the budget left unread, as data for the words; nil when it did not
    /// stop the walk. `root` is the walk's folder as printed.
    package func budgetStop(root: String) -> WalkBudgetStop? {
        guard budgetReached else { return nil }
        return WalkBudgetStop(
            root: root, budgetFiles: budget.files, budgetBytes: budget.bytes, left: left,
            stoppedLooking: stoppedLooking)
    }

    /// Folders never searched: build products and other people's code.
    package static let skipped: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Whether a folder's names mark it as a project's root: a Swift package, an Xcode project
    /// or workspace, a git checkout, a Tuist project (`Tuist/`, `Tuist.swift`, `Workspace.swift`)
    /// or an XcodeGen spec (`project.yml`).
    static func holdsMarker(_ names: [String]) -> Bool {
        names.contains {
            $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj")
                || $0.hasSuffix(".xcworkspace") || $0 == "Tuist" || $0 == "Tuist.swift"
                || $0 == "Workspace.swift" || $0 == "project.yml"
        }
    }

    /// A package manifest: Swift, but never a view (`Package.swift`, `Package@swift-5.9.swift`).
    static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// The nearest folder at or above `folder` (absolute) that holds a project marker, when it
    /// is the user's own; nil when there is none or it is not (`refusal(above:)` says why).
    static func projectRoot(above folder: String) -> String? {
        guard let marked = markedFolder(above: folder),
            ProjectTrust.refusal(marked, role: .project) == nil
        else { return nil }
        return marked
    }

    /// Why the nearest folder at or above `folder` holding a marker is not taken as the
    /// project, nil when there is none or it is the user's own.
    static func refusal(above folder: String) -> ProjectRefusal? {
        markedFolder(above: folder).flatMap { ProjectTrust.refusal($0, role: .project) }
    }

    /// The nearest folder at or above `folder` (absolute) that holds a project marker.
    private static func markedFolder(above folder: String) -> String? {
        var current = folder
        while true {
            if case .success(let names) = System.directoryEntries(current), holdsMarker(names) {
                return current
            }
            guard current != "/" else { return nil }
            current = parent(current)
        }
    }

    /// The project around `path` (a file or a folder): the nearest folder holding a marker,
    /// walked whole; with no marker up to `/`, the file's own folder without its subfolders (a
    /// file in ~/Downloads or /tmp must not read everything below). A project in a folder
    /// that is not the user's own (`ProjectTrust`) is not taken, and a file's own folder that
    /// is not gives no other file; a folder asked for is the user's choice.
    package static func around(_ path: String, budget: Budget) -> ProjectFiles {
        let absolute = Self.absolute(path)
        let asked = System.targetKind(absolute) == .directory
        let start = asked ? absolute : parent(absolute)
        if !asked, let refusal = ProjectTrust.refusal(start, role: .filesProject) {
            var alone = ProjectFiles(root: start, budget: budget)
            alone.refusal = refusal
            return alone
        }
        if let marked = markedFolder(above: start) {
            let refusal = marked == start ? nil : ProjectTrust.refusal(marked, role: .project)
            guard let refusal else { return under(marked, budget: budget) }
            var listing = under(start, budget: budget, recursive: false)
            listing.refusal = refusal
            return listing
        }
        return under(start, budget: budget, recursive: false)
    }

    /// Whether `path` leads to a folder (symlinks followed).
    package static func isFolder(_ path: String) -> Bool { System.targetKind(path) == .directory }

    /// Whether `path` leads to a regular file or a folder (symlinks followed): something `check`
    /// can read.
    package static func isFileOrFolder(_ path: String) -> Bool {
        [.file, .directory].contains(System.targetKind(path))
    }
}
