import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import GridModel
@testable import Shell
@testable import SwiftSourceReader

/// `open` with the project around a file (issue 23): names the file does not declare are
/// found in the project's other files, within a budget; `open FOLDER [N]`.
@Suite("Open: the project around a file")
struct ProjectLookupTests {
    static let theme =
        "import SwiftUI\nenum Theme {\n    static let gap: CGFloat = 14\n}\n"
        + "extension Theme { static let tile: CGFloat = 90 }\n"
    static let gallery = """
        import SwiftUI
        struct Gallery: View {
            @StateObject private var model = GalleryModel()
            var body: some View {
                LazyVGrid(columns: model.columns, spacing: Theme.gap) {
                    ForEach(0..<3) { _ in Color.red.frame(height: Theme.tile) }
                }
            }
        }
        """
    static let model =
        "final class GalleryModel: ObservableObject {\n    let columns = "
        + "[GridItem(.fixed(Theme.tile)), GridItem()]\n}\n"

    @Test func constantsComeFromTheProjectsOtherFilesAndTheNotesSayWhich() throws {
        let project = try FixtureProject(
            "lookup",
            files: [
                "Package.swift": "// swift-tools-version: 5.9\n",
                "Sources/App/Theme.swift": Self.theme,
                "Sources/App/Views/Gallery.swift": Self.gallery,
                "Sources/App/Models/GalleryModel.swift": Self.model,
            ])
        let t = Transcript(columns: 400)
        t.run("open \(project.path("Sources/App/Views/Gallery.swift"))")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.grid.items == [GridItem(.fixed(90)), GridItem()])
        #expect(t.grid.lineSpacing == 14)
        let notes = t.stdout
        #expect(notes.contains("Theme.gap = 14 from "), "\(notes)")
        #expect(notes.contains("Sources/App/Theme.swift:3"))
        #expect(notes.contains("model.columns = an array of 2 from "))
        #expect(notes.contains("Sources/App/Models/GalleryModel.swift:2"))
    }

    @Test func aNameInNoFileSaysHowMuchWasSearched() throws {
        let project = try FixtureProject(
            "missing",
            files: [
                ".git/HEAD": "ref: main\n",
                "A.swift": "let g = LazyVGrid(columns: [GridItem()], spacing: Tema.bosluk) {}\n",
                "B.swift": "enum Theme {}\n",
            ])
        let t = Transcript(keepGoing: true)
        #expect(t.run("open \(project.path("A.swift"))") == .failed)
        #expect(
            t.stderr.contains(
                "cannot find 'Tema.bosluk': 'Tema' is declared in no file read (searched 1 "
                    + "file of the project "
            ))
        #expect(t.stderr.contains("declare it in a file of the project"))
        #expect(t.grid.items.isEmpty)
    }

    @Test func theRootIsTheNearestFolderWithAPackageAnXcodeprojOrGit() throws {
        let project = try FixtureProject(
            "root",
            files: [
                "Outer/.git/HEAD": "x", "Outer/App.xcodeproj/project.pbxproj": "x",
                "Outer/App/Deep/View.swift": "let a = 1\n",
                "Loose/View.swift": "let b = 2\n", "Loose/Below/Other.swift": "let c = 3\n",
            ])
        let inner = ProjectFiles.around(
            project.path("Outer/App/Deep/View.swift"), budget: .standard)
        #expect(inner.root == ProjectFiles.absolute(project.path("Outer")))
        #expect(
            inner.files.map { ProjectFiles.display($0, from: inner.root) } == [
                "App/Deep/View.swift"
            ])
        // No marker up to / (the temporary folder has none): the file's own folder, not below it.
        let loose = ProjectFiles.around(project.path("Loose/View.swift"), budget: .standard)
        #expect(loose.root.hasSuffix("/Loose"))
        #expect(loose.files == [ProjectFiles.absolute(project.path("Loose/View.swift"))])
    }

    @Test func buildProductsHiddenIgnoredAndLinkedFoldersAreSkipped() throws {
        let project = try FixtureProject(
            "skips",
            files: [
                "Package.swift": "", ".gitignore": "# generated\n/Generated/\n*.tmp\n",
                "Sources/A.swift": "let a = 1\n",
                ".build/B.swift": "let b = 1\n", "Pods/C.swift": "let c = 1\n",
                ".hidden/D.swift": "let d = 1\n",
                "Generated/E.swift": "let e = 1\n", "DerivedData/F.swift": "let f = 1\n",
            ])
        try FileManager.default.createSymbolicLink(
            atPath: project.path("Sources/Loop"), withDestinationPath: project.path("Sources"))
        let listing = ProjectFiles.under(project.path("."), budget: .standard)
        #expect(
            listing.files.map { ProjectFiles.display($0, from: listing.root) } == [
                "Sources/A.swift"
            ])
        #expect(listing.skips == [.symlink(ProjectFiles.absolute(project.path("Sources/Loop")))])
        try "let g = 1\n".write(
            toFile: project.path("Sources/G.swift"), atomically: true, encoding: .utf8)
        let small = ProjectFiles.under(
            project.path("."), budget: ProjectFiles.Budget(files: 1, bytes: 1 << 20))
        #expect(small.files.count == 1 && small.left == 1 && small.budgetReached)
    }

    @Test func openAFolderListsItsGridsAndLoadsOneByNumber() throws {
        let project = try FixtureProject(
            "folder",
            files: [
                "Package.swift": "", "Sources/App/Theme.swift": Self.theme,
                "Sources/App/Views/Gallery.swift": Self.gallery,
                "Sources/App/Models/GalleryModel.swift": Self.model,
                "Sources/App/Views/Strip.swift":
                    "let s = LazyHGrid(rows: [GridItem(.fixed(Theme.tile))]) {}\n",
                "Sources/App/Broken.swift": "let x = (\n",
            ])
        let t = Transcript(keepGoing: true, columns: 400)
        t.run("open \(project.path("."))")
        #expect(t.err.isEmpty, "\(t.err)")
        let listing = t.stdout
        #expect(listing.contains("holds 2 grids in 2 files; choose one by its number"))
        #expect(
            listing.contains("1  ")
                && listing.contains("Sources/App/Views/Gallery.swift:5  LazyVGrid"))
        #expect(
            listing.contains("2  ")
                && listing.contains("Sources/App/Views/Strip.swift:1    LazyHGrid"),
            "\(listing)")
        // The broken file is said once, and the rest is read.
        #expect(listing.components(separatedBy: "Broken.swift").count == 2)
        #expect(t.grid.items.isEmpty)
        t.run("open \(project.path(".")) 2")
        #expect(t.grid.axis == .horizontal && t.grid.items == [GridItem(.fixed(90))])
        #expect(t.run("open \(project.path(".")) 3") == .failed)
        t.run("undo")
        #expect(t.grid.items.isEmpty)
    }

    /// A view declared in another file: the note about its ForEach names that file and line.
    @Test func notesAboutAnotherFileSayFileAndLine() throws {
        let project = try FixtureProject(
            "elsewhere",
            files: [
                "Package.swift": "",
                "Sources/Theme.swift": "enum Theme { static let gap: CGFloat = 6 }\n",
                "Sources/Cells.swift":
                    "import SwiftUI\n\nstruct Cells: View {\n    let items: [Int]\n"
                    + "    var body: some View {\n"
                    + "        ForEach(items, id: \\.self) { _ in Color.red }\n    }\n}\n",
                "Sources/Grid.swift":
                    "import SwiftUI\nstruct G: View {\n    let names: [Int]\n"
                    + "    var body: some View {\n        LazyVGrid(columns: [GridItem()], "
                    + "spacing: Theme.gap) { Cells(items: names) }\n    }\n}\n",
            ])
        let t = Transcript(columns: 400)
        t.run("open \(project.path("Sources/Grid.swift"))")
        #expect(t.err.isEmpty, "\(t.err)")
        let note = try #require(t.out.first { $0.contains("has a count the reader cannot") })
        #expect(note.contains("Sources/Cells.swift:6: ForEach(items)"), "\(note)")
        #expect(!t.stdout.contains("line 6"))
    }

    /// End to end, through `open FOLDER`: forty files each with a `private struct Screen`
    /// and a `private enum Layout`; every grid takes its own file's constant.
    @Test func eachFileFindsItsOwnPrivateDeclarations() throws {
        var files = ["Package.swift": "// swift-tools-version: 5.9\n"]
        for number in 0..<40 {
            files["V\(number).swift"] = """
                import SwiftUI
                private enum Layout { static let width: CGFloat = \(50 + number) }
                private struct Screen: View {
                    let gap: CGFloat = 4
                    var body: some View {
                        LazyVGrid(columns: [GridItem(.fixed(Layout.width))], spacing: gap) {}
                    }
                }
                """
        }
        let project = try FixtureProject("private-names", files: files)
        for number in [0, 17, 39] {
            let t = Transcript()
            t.run("open \(project.path("V\(number).swift"))")
            #expect(t.err.isEmpty, "\(t.err)")
            #expect(t.grid.items == [GridItem(.fixed(Double(50 + number)))])
        }
    }
}
