import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import GridCheck

/// `check` on trees shaped like real apps (issue 30): a downloaded ZIP with no marker, a Tuist
/// layout outside git, a folder of several projects, a project under a folder with a space,
/// hundreds of files in nested folders. Every grid is read or skipped with its true reason,
/// and paths are printed as the person has them (run from the tree's folder: relative).
@Suite("check: trees shaped like real apps")
struct CheckRealAppTests {
    typealias Line = CheckCommandTests.XcodeLine

    /// The findings of `check ARGUMENTS` run from `folder`, each line parsed back.
    static func check(_ arguments: [String], from folder: URL) throws -> (
        lines: [Line], result: ProcessResult
    ) {
        let result = try runTrainer(["check"] + arguments, in: folder)
        let text = result.stdout.split(separator: "\n").map(String.init)
        let lines = text.compactMap(Line.init)
        #expect(lines.count == text.count, "a line that is not FILE:LINE:COL: …: \(result.stdout)")
        return (lines, result)
    }

    static let theme =
        "import SwiftUI\nenum Theme {\n    static let gap: CGFloat = 8\n"
        + "    static let columns = 3\n}\n"
    /// `.init(repeating: .init(.flexible()), count: Theme.columns)` in a `[GridItem]`, a
    /// NavigationLink whose destination is 900 wide and whose label is 120 high.
    static let gallery = """
        import SwiftUI

        struct Gallery: View {
            let names: [String]
            private let columns: [GridItem] =
                .init(repeating: .init(.flexible()), count: Theme.columns)

            var body: some View {
                NavigationStack {
                    ScrollView {
                        LazyVGrid(columns: columns, spacing: Theme.gap) {
                            ForEach(names, id: \\.self) { name in
                                NavigationLink {
                                    Text(name).frame(width: 900, height: 900)
                                } label: {
                                    RoundedRectangle(cornerRadius: 8).frame(height: 120)
                                }
                            }
                        }
                        .padding()
                    }
                }
            }
        }

        """
    /// Four 100-point columns with Theme.gap 8 between them: 4 × 100 + 3 × 8 = 424, more than
    /// the 375 − 32 = 343 to 440 − 32 = 408 an iPhone offers in portrait, less than the
    /// 667 − 32 = 635 the narrowest offers in landscape.
    static let tiles = """
        import SwiftUI

        struct Tiles: View {
            var body: some View {
                LazyVGrid(
                    columns: Array(repeating: .init(.fixed(100), spacing: Theme.gap), count: 4)
                ) {
                    ForEach(0..<8) { _ in Color.blue.frame(height: 100) }
                }
                .padding()
            }
        }

        """

    /// A ZIP of a repository has no `.git`: every nested folder is read all the same, and the
    /// constants come from another folder of the tree.
    @Test func aZipWithNoMarkerIsReadWhole() throws {
        let tree = try FixtureProject(
            "zip",
            files: [
                "MyApp-main/README.md": "# MyApp\n",
                "MyApp-main/MyApp/App/MyApp.swift": "import SwiftUI\n@main struct MyApp: App {}\n",
                "MyApp-main/MyApp/Theme/Theme.swift": Self.theme,
                "MyApp-main/MyApp/Views/Gallery/Gallery.swift": Self.gallery,
                "MyApp-main/MyApp/Views/Tiles.swift": Self.tiles,
            ])
        let (lines, result) = try Self.check(["MyApp-main"], from: tree.root)
        #expect(result.stderr.contains("4 files, 2 grids"), "\(result.stderr)")
        #expect(lines.count == 1, "\(result.stdout)")
        let overflow = try #require(lines.first)
        #expect(overflow.file == "MyApp-main/MyApp/Views/Tiles.swift" && overflow.line == 5)
        #expect(
            overflow.flag == "overflow" && overflow.message.hasSuffix("424 of 343 to 408 offered"))
    }

    /// Tuist: `Project.swift`, a `Tuist/` folder, targets in `Targets/`, no git. A target's
    /// folder checked alone takes its constants from another target of the project.
    @Test func aTuistTargetFindsItsConstantsInTheProject() throws {
        let tree = try FixtureProject(
            "tuist",
            files: [
                "Workspace/Project.swift":
                    "import ProjectDescription\nlet project = Project(name: \"App\")\n",
                "Workspace/Tuist/Config.swift":
                    "import ProjectDescription\nlet config = Config()\n",
                "Workspace/Targets/DesignSystem/Sources/Spacing.swift":
                    "import SwiftUI\npublic enum Spacing {\n"
                    + "    public static let tile: CGFloat = 200\n}\n",
                "Workspace/Targets/App/Sources/Home/HomeView.swift":
                    "import SwiftUI\nimport DesignSystem\n\nstruct HomeView: View {\n"
                    + "    var body: some View {\n"
                    + "        LazyVGrid(columns: Array(repeating: GridItem(.fixed(Spacing.tile)), "
                    + "count: 2)) {}\n    }\n}\n",
            ])
        // 2 × 200 + the default 8 = 408: wider than every iPhone narrower than 408.
        let (lines, result) = try Self.check(
            ["--orientation", "portrait", "Workspace/Targets/App"], from: tree.root)
        #expect(result.stderr.contains("1 file, 1 grid"), "\(result.stderr)")
        let overflow = try #require(lines.first { $0.flag == "overflow" }, "\(result.stdout)")
        #expect(overflow.file == "Workspace/Targets/App/Sources/Home/HomeView.swift")
        #expect(
            overflow.message.contains(
                "iPhone SE, iPhone 13 mini, iPhone 14, iPhone 15, iPhone 16 Pro (portrait)")
                && overflow.message.contains("need 408 of"))
    }

    /// Two projects in one folder, each with its own `Theme.tile`: each grid takes its own.
    @Test func eachProjectOfAFolderUsesItsOwnConstants() throws {
        let grid =
            "import SwiftUI\nlet g = LazyVGrid(columns: Array(repeating: "
            + "GridItem(.fixed(Theme.tile), spacing: 0), count: 4)) {}\n"
        func theme(_ tile: Int) -> String { "enum Theme { static let tile: CGFloat = \(tile) }\n" }
        let tree = try FixtureProject(
            "several",
            files: [
                "Projects/Alpha/.git/HEAD": "ref: main\n",
                "Projects/Alpha/Sources/Theme.swift": theme(100),
                "Projects/Alpha/Sources/Grid.swift": grid,
                "Projects/Beta/Package.swift": "// swift-tools-version: 5.9\n",
                "Projects/Beta/Sources/Theme.swift": theme(50),
                "Projects/Beta/Sources/Grid.swift": grid,
            ])
        let (lines, result) = try Self.check(
            ["--orientation", "portrait", "Projects"], from: tree.root)
        #expect(result.stderr.contains("4 files, 2 grids"), "\(result.stderr)")
        // Alpha: 4 × 100 = 400 overflows the iPhones up to 393 wide; Beta: 4 × 50 = 200 fits.
        #expect(lines.map(\.file) == ["Projects/Alpha/Sources/Grid.swift"], "\(result.stdout)")
        #expect(lines.first?.message.contains("need 400 of 375 to 393 offered") == true)
    }

    /// `~/My Projects/App`: a folder with a space, typed as a relative path, printed as typed.
    @Test func aProjectUnderAFolderWithASpace() throws {
        let tree = try FixtureProject(
            "space",
            files: [
                "My Projects/App/Package.swift": "// swift-tools-version: 5.9\n",
                "My Projects/App/Sources/App/Theme.swift": Self.theme,
                "My Projects/App/Sources/App/Tiles.swift": Self.tiles,
                "My Projects/App/Tests/README.md": "Tests\n",
            ])
        let (lines, result) = try Self.check(["My Projects/App"], from: tree.root)
        #expect(
            lines.map(\.file) == ["My Projects/App/Sources/App/Tiles.swift"], "\(result.stdout)")
        // From a folder beside it: `..` as the person has it.
        let inside = tree.root.appendingPathComponent("My Projects/App/Tests")
        let (below, _) = try Self.check(["../Sources/App/Tiles.swift"], from: inside)
        #expect(below.map(\.file) == ["../Sources/App/Tiles.swift"])
    }

    /// 300 files in folders nested four deep, no marker anywhere: every one is read.
    @Test func aMarkerlessTreeOfNestedFoldersIsReadWhole() throws {
        var files: [String: String] = [:]
        for index in 0..<300 {
            let folder = "Deep/L\(index % 3)/M\(index % 5)/N\(index % 7)"
            files["\(folder)/File\(index).swift"] = "let value\(index) = \(index)\n"
        }
        files["Deep/L0/M0/N0/Wide.swift"] =
            "let g = LazyVGrid(columns: [GridItem(.fixed(value299 + 201))]) {}\n"
        let tree = try FixtureProject("nested", files: files)
        let (lines, result) = try Self.check(
            ["--devices", "iphone-se", "--orientation", "portrait", "Deep"], from: tree.root)
        #expect(result.stderr.contains("301 files, 1 grid"), "\(result.stderr)")
        // value299 + 201 = 500 > 375: the constant came from another folder of the tree.
        #expect(
            lines.map(\.flag) == ["overflow"] && lines.first?.message.contains("need 500") == true)
    }
}
