import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Shell
@testable import SwiftSourceReader

/// `watch` reloads when the file or any file that gave its grid a value changes (issue 30):
/// the notes name `Theme.swift` as where `Theme.tile` came from, and a save there redraws.
@Suite("watch: the files that gave values", .serialized)
struct WatchSupplierTests {
    static let view =
        "import SwiftUI\nstruct V: View {\n    var body: some View {\n"
        + "        LazyVGrid(columns: [GridItem(.fixed(Theme.tile))]) {}\n    }\n}\n"

    static func theme(_ tile: Int) -> String {
        "enum Theme {\n    static let tile: CGFloat = \(tile)\n}\n"
    }

    /// The reader says which other files gave the grid something.
    @Test func theGridKnowsTheFilesThatGaveItValues() throws {
        let project = try FixtureProject(
            "suppliers",
            files: [
                "Package.swift": "", "Sources/View.swift": Self.view,
                "Sources/Theme.swift": Self.theme(70), "Sources/Unused.swift": "let u = 1\n",
            ])
        let t = Transcript()
        let path = project.path("Sources/View.swift")
        let imported = try t.runner.readGrid(path, grid: nil)
        #expect(imported.suppliers == [ProjectFiles.absolute(project.path("Sources/Theme.swift"))])
        var watched = WatchedFiles(path, suppliers: imported.suppliers)
        let unchanged = watched.changed()
        #expect(!unchanged)
        // Saved with another modification time (set, so the clock's granularity does not
        // matter): a change; the file no value came from is not looked at.
        func save(_ text: String, _ file: String) throws {
            try text.write(toFile: project.path(file), atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
                ofItemAtPath: project.path(file))
        }
        try save(Self.theme(90), "Sources/Theme.swift")
        let first = watched.changed()
        let second = watched.changed()
        #expect(first && !second)
        try save("let u = 2\n", "Sources/Unused.swift")
        let unused = watched.changed()
        #expect(!unused)
    }

    @Test(.needsTmux)
    func aSaveOfTheFileThatGaveAValueRedraws() throws {
        let project = try FixtureProject(
            "watch-theme",
            files: [
                "Package.swift": "", "Sources/View.swift": Self.view,
                "Sources/Theme.swift": Self.theme(70),
            ])
        let view = project.path("Sources/View.swift")
        let pane = try TmuxPane(
            prefix: "gridtrainer-watch-theme", scrollback: true,
            command: { $0.trainerCommand() }, until: { $0.contains("lazy>") })
        defer { pane.close() }
        try pane.keys("watch \(Quoting.escaped(view))", "Enter")
        try pane.waitFor { $0.contains("watching") && $0.contains("1    fixed 70") }
        try WatchTests.save(
            Self.theme(95), to: URL(fileURLWithPath: project.path("Sources/Theme.swift")))
        try pane.waitFor { $0.contains("1    fixed 95") }
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("watch stopped after 1 reload") }
    }
}
