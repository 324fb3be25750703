import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridCheck
@testable import GridModel
@testable import Shell
@testable import SwiftSourceReader
@testable import SystemInterface
@testable import Words

/// Issue 21's classes outside the Swift reader itself: budgets per top-level command whatever
/// the route, memory kept by `play`, files read and written under hostile conditions, numbers
/// too large, and outside text made safe on every route to the terminal.
struct OutsideInputTests {
    func scratch(_ name: String) throws -> TemporaryFolder {
        try TemporaryFolder("outside-\(name)")
    }

    static let doubling = "func f(_ n: Int) -> Int { n <= 0 ? 1 : f(n - 1) + f(n - 1) }"

    /// A source whose one grid costs between a third and a half of the step budget.
    func costlyGrid() throws -> (text: String, steps: Int) {
        for n in 8...20 {
            let text =
                Self.doubling
                + "\nlet v = LazyVGrid(columns: [GridItem(.fixed(CGFloat(f(\(n)) % 50 + 10)))]) "
                + "{}\n"
            let budget = CommandBudget()
            _ = try SwiftSourceReader.read(text: text, fileName: "c.swift").grid(
                number: nil, budget: budget)
            if budget.steps * 3 > Limits.evaluationSteps { return (text, budget.steps) }
        }
        throw CostlyGridNotFound()
    }

    struct CostlyGridNotFound: Error {}

    /// `export html` of a lesson that exports a lesson that exports a lesson, each page opening
    /// a grid that costs over a third of the step budget: one page alone reads, but the three
    /// spend from the one command's budget, so the export stops (it restarted per page before).
    @Test func exportedLessonsShareTheCommandsBudget() throws {
        let folder = try scratch("export")
        let (text, steps) = try costlyGrid()
        #expect(steps * 2 < Limits.evaluationSteps)
        try text.write(
            to: folder.appendingPathComponent("c.swift"), atomically: true, encoding: .utf8)
        let path = folder.path
        try "open \(path)/c.swift\n".write(
            to: folder.appendingPathComponent("l3.grid"), atomically: true, encoding: .utf8)
        try "open \(path)/c.swift\nexport html \(path)/l3.grid \(path)/l3.html\n"
            .write(to: folder.appendingPathComponent("l2.grid"), atomically: true, encoding: .utf8)
        try "open \(path)/c.swift\nexport html \(path)/l2.grid \(path)/l2.html\n"
            .write(to: folder.appendingPathComponent("l1.grid"), atomically: true, encoding: .utf8)
        let two = Transcript()
        two.run("export html \(path)/l2.grid \(path)/two.html")
        #expect(two.stderr.isEmpty, "two pages fit: \(two.stderr)")
        let three = Transcript()
        three.run("export html \(path)/l1.grid \(path)/three.html")
        #expect(three.stderr.contains("more than \(Limits.evaluationSteps) steps"))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("three.html").path))
    }

    /// Lines of a comment-only file sourced over and over stop at the byte budget, long
    /// before the line budget: 4,000 lines of 60,000 bytes a file, sourced up to 1,000 times.
    @Test func sourcedBytesHaveABudget() throws {
        let folder = try scratch("bytes")
        let comment = "#" + String(repeating: "x", count: 59_999) + "\n"
        let big = folder.appendingPathComponent("big.grid")
        try String(repeating: comment, count: 1_100).write(
            to: big, atomically: true, encoding: .utf8)
        let many = String(repeating: "source \(big.path)\n", count: 1_000)
        try many.write(
            to: folder.appendingPathComponent("many.grid"), atomically: true, encoding: .utf8)
        let transcript = Transcript()
        transcript.run("source \(folder.path)/many.grid")
        #expect(
            transcript.stderr.contains(
                "more than \(Limits.bytesPerCommand) bytes ran for one command"))
        // One pass over the file is well inside the budget.
        let once = Transcript()
        once.run("source \(big.path)")
        #expect(once.stderr.isEmpty)
    }

    /// A number of 400 digits (or 1e400) is a number too large, not "not a valid number";
    /// counts likewise; words that are not numbers still say so.
    @Test(arguments: [
        ("width " + String(repeating: "9", count: 400), "too large"),
        ("width " + String(repeating: "9", count: 401), "too large"),
        ("width 1e400", "too large"),
        ("width -1e400", "too large"),
        ("width 99999999999", "too large"),
        ("cells " + String(repeating: "9", count: 400), "too large"),
        ("cells 1234567890", "too large"),
        ("width 12abc", "not a valid number"),
        ("width 1e", "not a valid number"),
        ("cells 12x", "not a valid number"),
    ])
    func numbersTooLargeSaySo(line: String, expected: String) {
        let transcript = Transcript()
        transcript.run(line)
        #expect(transcript.stderr.contains(expected), "\(line): \(transcript.stderr)")
    }

    /// The private-directory check looks at the owner as well as the mode bits: one's own
    /// folder, mode 0700, passes.
    @Test func aDirectoryOwnedByTheUserIsAccepted() throws {
        let folder = try scratch("own")
        chmod(folder.path, 0o700)
        #expect(throws: Never.self) { try System.checkPrivateDirectory(folder.path) }
    }

    /// The same folder given to someone else is refused, and nothing is saved in it. Only root
    /// can give a directory away (CI runs as root); elsewhere the skip says so.
    @Test(.enabled(if: geteuid() == 0, "only root can give a directory to another user"))
    func aDirectoryOwnedBySomeoneElseIsRefused() throws {
        let folder = try scratch("owner")
        chmod(folder.path, 0o700)
        #expect(throws: Never.self) { try System.checkPrivateDirectory(folder.path) }
        try #require(chown(folder.path, 4242, 4242) == 0)
        #expect(throws: System.FileOperationError.self) {
            try System.checkPrivateDirectory(folder.path)
        }
        var library = LayoutLibrary(storage: .disk(LayoutStore(directory: folder.path)))
        #expect(throws: CommandError.self) { try library.save(Model(), as: "mine") }
    }

    /// Files handed to libedit by name (history, editrc): a symlink to /dev/zero, a FIFO, a
    /// directory and a file over the bound are refused before anything reads them.
    @Test func historyFilesAreCheckedBeforeLibeditReadsThem() throws {
        let folder = try scratch("history")
        let limit = LineEditor.historyFileLimit
        let zero = folder.appendingPathComponent("zero").path
        symlink("/dev/zero", zero)
        let fifo = folder.appendingPathComponent("fifo").path
        mkfifo(fifo, 0o600)
        let big = folder.appendingPathComponent("big")
        try Data(count: limit + 1).write(to: big)
        let fine = folder.appendingPathComponent("fine")
        try Data(count: limit).write(to: fine)
        #expect(System.unreadableFileProblem(zero, maxBytes: limit)?.contains("a device") == true)
        #expect(System.unreadableFileProblem(fifo, maxBytes: limit)?.contains("FIFO") == true)
        #expect(
            System.unreadableFileProblem(folder.path, maxBytes: limit)?.contains("directory")
                == true)
        #expect(
            System.unreadableFileProblem(big.path, maxBytes: limit)?.contains("more than \(limit)")
                == true)
        #expect(System.unreadableFileProblem(fine.path, maxBytes: limit) == nil)
        #expect(
            System.unreadableFileProblem(
                folder.appendingPathComponent("missing").path, maxBytes: limit) == nil)
    }

    /// The real program under `ulimit -f`: the export fails with a message (SIGXFSZ is
    /// ignored), the exit status is 1, and no temporary file is left behind.
    @Test func aFileSizeLimitIsAWriteErrorNotASignal() throws {
        let folder = try scratch("ulimit")
        let target = folder.appendingPathComponent("out.svg").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c",
            "ulimit -f 1; exec \"$0\" -c \"add fixed 40; add fixed 50; export svg \(target)\"",
            trainerBinary().path,
        ]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = Pipe()
        try process.run()
        let message = String(
            decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(message.contains("File too large"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Outside text with an escape sequence, on each route to the terminal: a script's file
    /// name in `file:line: error:`, the `open` header's path, a note quoting a string literal,
    /// the saved names listed by `presets`. Every one arrives as `U+001B`, never as ESC.
    @Test func outsideTextIsMadeSafeOnEveryRoute() throws {
        let folder = try scratch("escapes")
        let escape = "\u{1B}]0;owned\u{07}\u{1B}[31m"
        // A script file name.
        let script = Transcript()
        script.run("width nope", name: "evil\(escape).grid")
        // A Swift file's path in the open header, and a string literal quoted in a note.
        let swift = folder.appendingPathComponent("v\(escape).swift")
        let source = """
            let v = LazyVGrid(columns: [GridItem()]) {
                ForEach(0..<2) { _ in Text("\(escape)") }
            }
            """
        try source.write(to: swift, atomically: true, encoding: .utf8)
        let opened = Transcript()
        _ = try? opened.runner.open(swift.path, grid: nil)
        // A saved layout's name in the presets listing.
        try "add fixed 40\n".write(
            to: folder.appendingPathComponent("x\(escape).grid"), atomically: true, encoding: .utf8)
        let listing = Transcript()
        listing.runner.library = LayoutLibrary(storage: .disk(LayoutStore(directory: folder.path)))
        listing.run("presets")
        for (route, text) in [
            ("script name", script.stderr), ("open", opened.stdout), ("presets", listing.stdout),
        ] {
            #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"), "\(route): \(text)")
            #expect(text.contains("U+001B"), "\(route): \(text)")
        }
    }

    /// `play` keeps the session before every step so going back restores undo exactly; the
    /// undo ring is shared between those copies, so 10,000 kept sessions stay small (each
    /// copied all 1000 slots before: about 1 GB).
    @Test func keptSessionsShareTheirUndoRing() throws {
        #if os(Linux)
            func residentBytes() throws -> Int {
                let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(
                    separator: " ")
                return (Int(statm[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
            }
            var session = Session()
            var kept: [Session] = []
            let before = try residentBytes()
            for step in 0..<10_000 {
                kept.append(session)
                _ = try session.apply(
                    .lazy(.cells(1 + step % 200)), described: "cells")
            }
            let grown = try residentBytes() - before
            #expect(kept.count == 10_000)
            #expect(grown < 200 << 20, "10,000 kept sessions took \(grown >> 20) MB")
        #endif
    }
}

/// The bounds a person can meet are documented where they meet them: `help limits` names
/// each with the number the code enforces, and `help open`/`help paste` point there.
struct LimitsHelpTests {
    @Test func helpLimitsNamesEveryBoundWithItsNumber() throws {
        let text = try Help.text(for: "limits")
        for number in [
            SwiftSourceReader.byteLimit, SourceScanner.bracketLimit, SourceScanner.depthLimit,
            SwiftSourceReader.treeDepthLimit,
            Limits.evaluationSteps, Limits.evaluationElements, Limits.linesPerCommand,
            Limits.bytesPerCommand,
            Limits.sourcesPerCommand, Limits.pasteLines, SwiftSourceDocument.cellLimit,
            LineEditor.historyFileLimit, Limits.savedLayoutBytes, Limits.savedLayoutLines,
            Limits.skippedLineBytes, Limits.tracks, Limits.chainSteps, Limits.sweepSteps,
            Limits.sweepRows, ProjectFiles.entryBound(.standard),
            CheckOptions.configurationByteLimit,
            ProjectFiles.Budget.standard.files, ProjectFiles.Budget.standard.bytes,
        ] {
            #expect(text.contains(String(number)), "\(number)")
        }
        #expect(text.contains("\(NumberText.format(Limits.evaluationSeconds)) s of evaluation"))
        #expect(try Help.text(for: "open").contains("help limits"))
        #expect(try Help.text(for: "paste").contains("help limits"))
        #expect(Help.overview().contains("limits"))
    }
}
