import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Shell

/// Paths inside a command file or a lesson are read from the file's own folder, `source`
/// nested the same way (issue 30): a lesson that opens its Swift file works from anywhere.
@Suite("Paths in command files")
struct ScriptFolderTests {
    @Test func pathsAreReadFromTheFolderOfTheFileThatNamesThem() {
        #expect(ScriptFolder.of("examples/swift/a.grid") == "examples/swift")
        #expect(ScriptFolder.of("a.grid") == nil && ScriptFolder.of("/a.grid") == "/")
        #expect(
            ScriptFolder.resolve("View.swift", in: "examples/swift") == "examples/swift/View.swift")
        #expect(ScriptFolder.resolve("../a.grid", in: "examples/swift") == "examples/a.grid")
        #expect(ScriptFolder.resolve("./b/../c.grid", in: "x") == "x/c.grid")
        #expect(ScriptFolder.resolve("../../up.grid", in: "x") == "../up.grid")
        #expect(ScriptFolder.resolve("/abs.grid", in: "x") == "/abs.grid")
        #expect(ScriptFolder.resolve("here.grid", in: nil) == "here.grid")
    }

    /// `lessons/intro.grid` opens `View.swift` beside it and sources `more/next.grid`, which
    /// opens `../Other.swift`; run from the package's folder, far from them all.
    @Test func aCommandFileAndTheFilesItSourcesUseTheirOwnFolders() throws {
        let project = try FixtureProject(
            "scripts",
            files: [
                "My Lessons/intro.grid":
                    "open \"View.swift\"\nexpect widths 70\n"
                    + "source more/next.grid\nexpect widths 90\n",
                "My Lessons/View.swift": "let g = LazyVGrid(columns: [GridItem(.fixed(70))]) {}\n",
                "My Lessons/more/next.grid": "open ../Other.swift\n",
                "My Lessons/Other.swift": "let g = LazyVGrid(columns: [GridItem(.fixed(90))]) {}\n",
            ])
        let lesson = project.path("My Lessons/intro.grid")
        let result = try runTrainer([lesson])
        #expect(result.status == 0, "\(result.stderr)")
        let t = Transcript(columns: 200)
        #expect(t.run("source \"\(lesson)\"") == .ok, "\(t.err)")
        #expect(t.grid.items == [GridItem(.fixed(90))])
        // After the file, typed paths are the current folder's again.
        #expect(t.run("open View.swift") == .failed)
        // A handout runs the lesson from its folder too.
        let handout = try runTrainer(["-c", "export html \"\(lesson)\" -"])
        #expect(handout.status == 0 && handout.stdout.contains("<html"), "\(handout.stderr)")
    }

    /// The lessons that open the seed's Swift files run from any folder.
    @Test func theSwiftLessonsRunFromAnywhere() throws {
        let elsewhere = try TemporaryFolder("elsewhere")
        let lesson = packageRoot().appendingPathComponent("examples/swift/000-1-anatomy.grid")
        let result = try runTrainer([lesson.path], in: elsewhere.url)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
