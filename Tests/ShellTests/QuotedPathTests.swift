import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell

/// A project under `~/My Projects/` works in every command that takes a path (issue 30): file
/// names in double quotes or with a backslash before each space, a `;` or `#` inside them kept,
/// TAB typing the escapes, and no command written out as text and parsed again.
@Suite("Paths with spaces")
struct QuotedPathTests {
    func parse(_ line: String) throws -> Command { try CommandParser.parse(Substring(line)) }

    @Test func everyFileArgumentTakesQuotesAndBackslashes() throws {
        let name = "My Projects/App/Content View.swift"
        #expect(try parse("open \"\(name)\"") == .shell(.open(name, grid: nil)))
        #expect(
            try parse("open My\\ Projects/App/Content\\ View.swift 2")
                == .shell(.open(name, grid: 2)))
        #expect(try parse("watch \"\(name)\" 3") == .shell(.watch(name, grid: 3)))
        #expect(
            try parse("source \"my lessons/a b.grid\"") == .shell(.source("my lessons/a b.grid")))
        #expect(try parse("play my\\ lessons/a\\ b.grid") == .shell(.play("my lessons/a b.grid")))
        // Unquoted, the rest of the line is still the one file name `source` and `play` take.
        #expect(try parse("source my lessons/a b.grid  ") == .shell(.source("my lessons/a b.grid")))
        #expect(
            try parse("export svg \"out put.svg\" scale 2")
                == .shell(.export(.svg(.file("out put.svg"), scale: 2))))
        #expect(
            try parse("export html \"a b.grid\" c\\ d.html")
                == .shell(.export(.html(lesson: "a b.grid", .file("c d.html")))))
        #expect(try parse("save \"wide\"") == .shell(.save("wide")))
        #expect(try parse("load \"wide\"") == .shell(.load("wide")))
        let unclosed = #expect(throws: CommandError.self) {
            try CommandParser.parse(Substring("open \"My Projects/App"))
        }
        #expect(
            unclosed?.description == "the quote at column 6 is not "
                + "closed; expected a file name in \"…\" (or a backslash before each space: "
                + "My\\ App/View.swift)")
    }

    /// A `;` or `#` in quotes or after a backslash is part of the name, not the line's syntax.
    @Test func aSemicolonOrHashInANameDoesNotSplitTheLine() throws {
        let folder = try TemporaryFolder("quoted")
        let grid = "let g = LazyVGrid(columns: [GridItem(.fixed(%d))]) {}\n"
        for (file, width) in [("A;B.swift", 41), ("C#D.swift", 42), ("E F.swift", 43)] {
            try String(format: grid, width).write(
                to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let base = Quoting.escaped(folder.path)
        let t = Transcript(keepGoing: true)
        t.run("open \"\(folder.path)/A;B.swift\"; expect widths 41")
        t.run("open \(base)/C\\#D.swift # a comment; expect widths 0")
        t.run("expect widths 42")
        t.run("open \(base)/E\\ F.swift; expect widths 43")
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(Quoting.commands("a \"b;c\" ; d # e;f") == ["a \"b;c\" ", " d "])
    }

    /// TAB types the escapes: into a folder with a space, and a file name closed by a space
    /// (or inside the quote the line opened, the quote closed).
    @Test func tabTypesTheEscapes() throws {
        let folder = try TemporaryFolder("tab")
        let inner = folder.appendingPathComponent("My Projects")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try "let g = 1\n".write(
            to: inner.appendingPathComponent("Content View.swift"), atomically: true,
            encoding: .utf8)
        let session = Session()
        let folders = FolderCache()
        func tab(_ line: String) -> Completion.Action {
            Completion.action(line: line) { words, prefix in
                Completion.candidates(
                    before: words, prefix: prefix, session: session, layouts: [],
                    folders: folders)
            }
        }
        let base = Quoting.escaped(folder.path)
        #expect(tab("open \(base)/My") == .insert("\\ Projects/"))
        #expect(tab("open \(base)/My\\ Projects/Con") == .insert("tent\\ View.swift "))
        #expect(tab("open \"\(folder.path)/My Projects/Con") == .insert("tent View.swift\" "))
        #expect(tab("width 300; open \(base)/My\\ P") == .insert("rojects/"))
        // What was typed escaped reads back as the name TAB offered.
        let line = "open \(base)/My\\ Projects/Content\\ View.swift"
        #expect(
            try parse(line) == .shell(.open(inner.path + "/Content View.swift", grid: nil)))
    }

    /// `gridtrainer --watch FILE` starts the shell with the watch as a value: a name with a
    /// space is not typed out again (it used to become the line `watch my wide.swift`).
    @Test(.needsTmux)
    func watchFromTheCommandLineTakesAPathWithASpace() throws {
        let folder = try TemporaryFolder("watch-space")
        let file = folder.appendingPathComponent("my wide.swift")
        try WatchTests.save(WatchTests.grid(64), to: file)
        let pane = try TmuxPane(
            prefix: "gridtrainer-watch-space", scrollback: true,
            command: { $0.trainerCommand("--watch '\(file.path)'") },
            until: { $0.contains("watching") || $0.contains("error") })
        defer { pane.close() }
        try pane.waitFor { $0.contains("1    fixed 64") }
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("watch stopped after 0 reloads") }
        try pane.keys("quit", "Enter")
        #expect(try pane.exitStatus() == "0")
    }
}
