import Foundation
import TestSupport
import Testing

@testable import GridCheck
@testable import Shell
@testable import SwiftSourceReader

/// The folder walk `check` and `open FOLDER` share (issue 30): `.gitignore` patterns as git
/// reads them, a budget of files and bytes (never of time) that says what it left, and the
/// same list on every run.
@Suite("check: the folder walk")
struct FolderWalkTests {
    /// Whether `rules` ignore the entry at `path` (from the .gitignore's folder).
    static func ignores(_ rules: String, _ path: String, folder: Bool = false) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return GitIgnore(text: rules).verdict(
            path: Array(path.unicodeScalars), name: Array(name.unicodeScalars), isFolder: folder)
            == true
    }

    @Test func gitignorePatternsMatchAsGitMatchesThem() {
        // Globs: `*` within a name, `?` one character, `[…]` sets.
        #expect(Self.ignores("*.generated.swift", "Sources/Models/User.generated.swift"))
        #expect(!Self.ignores("*.generated.swift", "Sources/Models/User.swift"))
        #expect(
            Self.ignores("Mock?.swift", "MockA.swift")
                && !Self.ignores("Mock?.swift", "MockAB.swift"))
        #expect(Self.ignores("[Gg]en*", "Sources/generated", folder: true))
        #expect(!Self.ignores("[!G]en*", "Gen"))
        // A slash anchors the pattern at the file's folder; without one it matches at any depth.
        #expect(
            Self.ignores("/Root.swift", "Root.swift")
                && !Self.ignores("/Root.swift", "A/Root.swift"))
        #expect(Self.ignores("Sources/Generated", "Sources/Generated", folder: true))
        #expect(!Self.ignores("Sources/Generated", "App/Sources/Generated", folder: true))
        #expect(Self.ignores("Generated", "App/Sources/Generated", folder: true))
        // A trailing slash: folders only.
        #expect(
            Self.ignores("Build/", "App/Build", folder: true) && !Self.ignores("Build/", "Build"))
        // `**/`, `/**/` and `/**`.
        #expect(Self.ignores("**/Fixtures", "Tests/Deep/Fixtures", folder: true))
        #expect(Self.ignores("**/Fixtures", "Fixtures", folder: true))
        #expect(Self.ignores("Sources/**/Mocks", "Sources/Mocks", folder: true))
        #expect(Self.ignores("Sources/**/Mocks", "Sources/A/B/Mocks", folder: true))
        #expect(!Self.ignores("Sources/**/Mocks", "Sources/AMocks", folder: true))
        #expect(Self.ignores("Vendor/**", "Vendor/Lib/File.swift"))
        #expect(!Self.ignores("Vendor/**", "Vendor", folder: true))
        // `!` re-includes; the last rule that matches decides.
        #expect(!Self.ignores("*.swift\n!Keep.swift", "Keep.swift"))
        #expect(Self.ignores("!Keep.swift\n*.swift", "Keep.swift"))
        // Comments, escapes, trailing spaces, and CRLF line ends.
        #expect(!Self.ignores("# Generated\n", "# Generated"))
        #expect(Self.ignores("\\#Odd.swift", "#Odd.swift"))
        #expect(Self.ignores("Build/   \r\nTemp.swift\r\n", "Build", folder: true))
        #expect(Self.ignores("Build/   \r\nTemp.swift\r\n", "Temp.swift"))
        // A pattern that would be exponential for a backtracking matcher stays instant.
        let stars = String(repeating: "*a", count: 30) + "b"
        #expect(!Self.ignores(stars, String(repeating: "a", count: 200)))
    }

    @Test func theWalkAppliesEveryGitignoreWhereItStands() throws {
        let tree = try FixtureProject(
            "gitignore",
            files: [
                "App/.git/HEAD": "ref: main\n",
                "App/.gitignore": "# Xcode\r\n*.generated.swift\r\n/Scripts/\r\nBuild/\r\n",
                "App/Sources/View.swift": "let a = 1\n",
                "App/Sources/Model.generated.swift": "let b = 1\n",
                "App/Sources/Build/Out.swift": "let c = 1\n",
                "App/Scripts/Tool.swift": "let d = 1\n",
                "App/Sources/Scripts/Kept.swift": "let e = 1\n",
                "App/Sources/Mocks/.gitignore": "*\n!Kept*.swift\n",
                "App/Sources/Mocks/Mock.swift": "let f = 1\n",
                "App/Sources/Mocks/KeptMock.swift": "let g = 1\n",
            ])
        func names(_ listing: ProjectFiles) -> [String] {
            listing.files.map { ProjectFiles.display($0, from: tree.path("App")) }
        }
        let whole = ProjectFiles.under(tree.path("App"), budget: .standard)
        #expect(
            names(whole) == [
                "Sources/Mocks/KeptMock.swift", "Sources/Scripts/Kept.swift", "Sources/View.swift",
            ])
        // Walking a folder inside the project, the project's .gitignore still applies.
        let inner = ProjectFiles.under(tree.path("App/Sources"), budget: .standard)
        #expect(names(inner) == names(whole))
    }

    /// Eight files of 11 bytes: a budget of 5 files takes the first five in sorted order and
    /// says 3 were left; one of 25 bytes takes 2 (a third would make 33).
    @Test func theBudgetCountsFilesAndBytesAndSaysWhatItLeft() throws {
        var files: [String: String] = [:]
        for index in 0..<8 { files["Sources/F\(index).swift"] = "let v\(index) = 1\n" }
        let tree = try FixtureProject("budget", files: files)
        let byFiles = ProjectFiles.under(tree.path("."), budget: .init(files: 5, bytes: 1 << 20))
        #expect(byFiles.files.map { $0.hasSuffix("F4.swift") }.last == true && byFiles.left == 3)
        let byBytes = ProjectFiles.under(tree.path("."), budget: .init(files: 100, bytes: 25))
        #expect(byBytes.files.count == 2 && byBytes.left == 6)

        var lines: [String] = []
        var errors: [String] = []
        func check(_ arguments: [String]) -> Int32 {
            lines = []
            return CheckCommand.run(
                arguments + [tree.path(".")], out: { lines.append($0) }, err: { errors.append($0) },
                terminal: false, budget: .init(files: 5, bytes: 1 << 20))
        }
        #expect(check([]) == 0)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "gridtrainer: warning: the budget of 5 Swift files and 1 MB was reached")
                    && $0.contains("3 more Swift files under ") && $0.hasSuffix("[budget]")
            }, "\(lines)")
        #expect(check(["--strict"]) == 2)
        #expect(check(["--format", "json"]) == 0)
        #expect(lines.last?.contains("\"skippedFiles\":3") == true)
    }

    /// `open FOLDER` numbers the grids in the walk's order, the same as `check`'s, on every run.
    @Test func openFolderListsTheSameGridsInTheSameOrderAsCheck() throws {
        var files: [String: String] = [:]
        for index in 0..<12 {
            files["Views/Group\(index % 3)/V\(index).swift"] =
                "let g = LazyVGrid(columns: [GridItem(.fixed(\(400 + index)))]) {}\n"
        }
        let tree = try FixtureProject("stable", files: files)
        let first = Transcript(columns: 400)
        first.run("open \(tree.path("Views"))")
        let second = Transcript(columns: 400)
        second.run("open \(tree.path("Views"))")
        #expect(first.stdout == second.stdout && first.stdout.contains("holds 12 grids"))
        let listed = first.stdout.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasSuffix(".swift:1") }.map(String.init)
        }
        let checked = try runTrainer([
            "check", "--devices", "iphone-se", "--orientation", "portrait", tree.path("Views"),
        ]).stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) + ":1" }
        // `open` may name a file relative to the current folder (`../gt-…` when the package
        // itself lies in /tmp) where `check` keeps the path given: compare below the tree.
        func inTree(_ names: [String]) -> [String] {
            names.map { $0.components(separatedBy: "/Views/").last ?? $0 }
        }
        #expect(listed.count == 12 && inTree(listed) == inTree(checked), "\(listed) \(checked)")
    }
}
