import Foundation
import TestSupport
import Testing
import Words

@testable import Shell
@testable import SwiftSourceReader

/// Project discovery stops at a folder that is not the user's own (git's `safe.directory`
/// rule, CVE-2022-24765): a `Package.swift` planted by another user in a folder every user may
/// write to (`/tmp`) made `open` and `check` take constants from that user's files.
@Suite("Project discovery: whose folders")
struct ProjectTrustTests {
    static let view =
        "import SwiftUI\nlet g = LazyVGrid(columns: [GridItem()], spacing: Theme.gap) {}\n"
    static let planted = "import SwiftUI\nenum Theme { static let gap: CGFloat = 666 }\n"

    /// A folder every user may write to (as /tmp, without its sticky bit mattering) holds a
    /// planted `Package.swift` and `Theme`; the user's own folder inside it holds the view.
    /// The planted constant was taken; now the search stops there and says why.
    @Test func aProjectInAFolderEveryoneMayWriteToIsNotTaken() throws {
        let project = try FixtureProject(
            "shared",
            files: [
                "Package.swift": "// swift-tools-version: 5.9\n", "Theme.swift": Self.planted,
                "mine/View.swift": Self.view,
            ])
        #expect(chmod(project.root.path, 0o1777) == 0)
        let t = Transcript(keepGoing: true)
        #expect(t.run("open \(project.path("mine/View.swift"))") == .failed)
        #expect(t.grid.lineSpacing != 666)
        #expect(t.stderr.contains("'Theme' is declared in no file read"), "\(t.stderr)")
        #expect(t.stderr.contains("not read as a project, every user may write to it"))
        let listing = ProjectFiles.around(project.path("mine/View.swift"), budget: .standard)
        #expect(!listing.files.contains { $0.hasSuffix("/Theme.swift") })
        let refusal = listing.refusal.map(ProjectNoteText.text)
        #expect(
            refusal?.contains(
                "not read as a project, every user may write to it (mode 1777)") == true,
            "\(String(describing: refusal))")
        #expect(refusal?.contains("git refuses such folders") == true)
    }

    /// A file directly in such a folder, with no marker: its neighbours were read as its
    /// project; now no other file is.
    @Test func aFileInAFolderEveryoneMayWriteToReadsNoNeighbour() throws {
        let project = try FixtureProject(
            "loose", files: ["Theme.swift": Self.planted, "View.swift": Self.view])
        #expect(chmod(project.root.path, 0o777) == 0)
        let listing = ProjectFiles.around(project.path("View.swift"), budget: .standard)
        #expect(listing.files.isEmpty)
        #expect(
            listing.refusal.map(ProjectNoteText.text)?.contains("not read as the file's project")
                == true)
        let t = Transcript(keepGoing: true)
        #expect(t.run("open \(project.path("View.swift"))") == .failed)
        #expect(t.grid.lineSpacing != 666)
    }

    /// Another user's folder (possible to make only as root): the same, naming the owner.
    @Test(.enabled(if: getuid() == 0)) func aProjectOfAnotherUserIsNotTaken() throws {
        let project = try FixtureProject(
            "other",
            files: [
                ".git/HEAD": "ref: main\n", "Theme.swift": Self.planted,
                "mine/View.swift": Self.view,
            ])
        #expect(chown(project.root.path, 4242, 4242) == 0)
        let listing = ProjectFiles.around(project.path("mine/View.swift"), budget: .standard)
        #expect(listing.files.allSatisfy { !$0.hasSuffix("/Theme.swift") })
        let refusal = listing.refusal.map(ProjectNoteText.text)
        #expect(
            refusal?.contains("it belongs to user 4242, not to you (user 0)") == true,
            "\(String(describing: refusal))")
    }

    /// The user's own folders are read as before, and a folder asked for (`check DIR`) is the
    /// user's choice whoever may write to it.
    @Test func ownFoldersAndFoldersAskedForAreRead() throws {
        let project = try FixtureProject(
            "own",
            files: [
                "Package.swift": "// swift-tools-version: 5.9\n", "Theme.swift": Self.planted,
                "mine/View.swift": Self.view,
            ])
        let t = Transcript()
        t.run("open \(project.path("mine/View.swift"))")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.grid.lineSpacing == 666)
        #expect(chmod(project.root.path, 0o777) == 0)
        let asked = ProjectFiles.around(project.root.path, budget: .standard)
        #expect(asked.files.contains { $0.hasSuffix("/Theme.swift") })
        #expect(asked.refusal == nil)
    }
}
