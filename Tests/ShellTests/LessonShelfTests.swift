import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import Shell

/// Issue 33: lessons can be found. `lessons` (and `play` alone) lists them with their titles,
/// `play 6` or `play objcio-quiz` plays one, and the trainer finds them where `make install`
/// put them, next to the program, or in the repository it was built in. Before: `play` alone
/// was an error, `help lessons` had no help, and an installed trainer had no lessons.
@Suite("Lessons: listed and found")
struct LessonShelfTests {
    static let examples = packageRoot().appendingPathComponent("examples").path

    @Test func thePlacesLookedIn() {
        #expect(
            LessonShelf.places(executable: "/opt/gt/bin/gridtrainer", environment: nil) == [
                "/opt/gt/share/gridtrainer/lessons", "/opt/gt/bin/lessons", "/opt/gt/bin/examples",
                "/opt/gt/examples", "/opt/examples", "//examples", "examples",
            ])
        #expect(
            LessonShelf.places(executable: nil, environment: "/mine").prefix(1) == ["/mine"])
    }

    @Test func aLessonByNumberOrName() throws {
        let shelf = try #require(LessonShelf.reading(Self.examples))
        #expect(shelf.entries.count >= 21)
        for word in ["6", "06", "objcio-quiz", "06-objcio-quiz", "06-objcio-quiz.grid", "objcio"] {
            #expect(
                shelf.lesson(named: word)?.path == Self.examples + "/06-objcio-quiz.grid", "\(word)"
            )
        }
        #expect(shelf.lesson(named: "grid") == nil, "grid-5x3, grid-spans, …: not one lesson")
        #expect(shelf.lesson(named: "99") == nil)
        let six = try #require(shelf.lesson(named: "6"))
        #expect(six.number == 6 && six.name == "objcio-quiz")
        #expect(
            six.title
                == "the objc.io quiz cases (\"SwiftUI's Grid Views\", 2020), measured on real "
                + "SwiftUI")
        // The title is the first sentence, not the file's first line (lesson 8's ran on).
        #expect(shelf.lesson(named: "8")?.title == "the two-pass overflow")
    }

    /// `lessons` at 80 columns: a header, one entry per lesson, titles hanging under their
    /// column; `play` alone says the same; `help lessons` and `help` know it.
    @Test func theListing() throws {
        let t = Transcript(columns: 80)
        t.run("lessons")
        let lines = t.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Lessons in ") == true)
        #expect(lines.contains { $0.hasPrefix("   6  objcio-quiz ") })
        #expect(lines.contains { $0.hasPrefix("  15  grid-spans ") })
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
        let play = Transcript(columns: 80)
        play.run("play")
        #expect(play.stdout == t.stdout)
        #expect(try Help.text(for: "lessons").contains("share/gridtrainer/lessons"))
        #expect(Help.overview().contains("  lessons    "))
    }

    /// An installed trainer run from another folder: the program in PREFIX/bin and the lessons
    /// in PREFIX/share/gridtrainer/lessons, as `make install` lays them out; then the program
    /// beside a `lessons` folder. Each lists its lessons, and `play 6` finds lesson 6 (it needs a
    /// terminal, so it says so — after finding the file).
    @Test func anInstalledTrainerFindsItsLessons() throws {
        let prefix = try TemporaryFolder("prefix")
        let files = FileManager.default
        let bin = prefix.appendingPathComponent("bin")
        let lessons = prefix.appendingPathComponent("share/gridtrainer/lessons")
        try files.createDirectory(at: bin, withIntermediateDirectories: true)
        try files.createDirectory(at: lessons, withIntermediateDirectories: true)
        try copyExecutable(from: trainerBinary(), to: bin.appendingPathComponent("gridtrainer"))
        for name in ["06-objcio-quiz.grid", "08-two-pass-overflow.grid"] {
            try files.copyItem(
                atPath: Self.examples + "/" + name,
                toPath: lessons.appendingPathComponent(name).path)
        }
        let elsewhere = try TemporaryFolder("elsewhere")
        func run(_ program: URL, _ command: String) throws -> (stdout: String, stderr: String) {
            let process = Process()
            process.executableURL = program
            process.arguments = ["-c", command]
            process.currentDirectoryURL = elsewhere.url
            var environment = ProcessInfo.processInfo.environment
            environment["GRIDTRAINER_LESSONS"] = nil
            process.environment = environment
            let (out, err) = (Pipe(), Pipe())
            (process.standardOutput, process.standardError) = (out, err)
            try process.run()
            let output = out.fileHandleForReading.readDataToEndOfFile()
            let errors = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (
                String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self)
            )
        }
        let installed = bin.appendingPathComponent("gridtrainer")
        let listed = try run(installed, "lessons")
        #expect(listed.stdout.hasPrefix("Lessons in \(lessons.path) "), "\(listed)")
        #expect(listed.stdout.contains("   8  two-pass-overflow  the two-pass overflow"))
        let played = try run(installed, "play 6")
        #expect(played.stderr.contains("play needs a terminal"), "found, then refused: \(played)")
        let missing = try run(installed, "play 15")
        #expect(
            missing.stderr == "-c:1: error: no lesson '15': expected a lesson file, or a number "
                + "or name that 'lessons' lists\n", "\(missing)")
        // Beside the program: PREFIX/bin/lessons when there is no share folder.
        try files.removeItem(at: prefix.appendingPathComponent("share"))
        try files.createDirectory(
            at: bin.appendingPathComponent("lessons"), withIntermediateDirectories: true)
        try files.copyItem(
            atPath: Self.examples + "/15-grid-spans.grid",
            toPath: bin.appendingPathComponent("lessons/15-grid-spans.grid").path)
        let beside = try run(installed, "lessons")
        #expect(beside.stdout.contains("  15  grid-spans "), "\(beside)")
    }
}

/// `make install` puts the lessons where the installed program looks (its `install-lessons`
/// step, run here for real without the release build) and `make uninstall` takes them away.
@Suite("Lessons: make install and uninstall")
struct LessonInstallTests {
    @Test(.enabled(if: ExternalTool.find("make") != nil, "make is not installed"))
    func installAndUninstall() throws {
        let make = try #require(ExternalTool.find("make"))
        let prefix = try TemporaryFolder("make-prefix")
        let root = packageRoot().path
        let installed = try ExternalTool.run(
            make, ["-C", root, "--no-print-directory", "install-lessons", "PREFIX=\(prefix.path)"])
        #expect(installed.status == 0, "\(installed.stderr)")
        let lessons = prefix.appendingPathComponent("share/gridtrainer/lessons").path
        let names = try FileManager.default.contentsOfDirectory(atPath: lessons)
        let examples = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot().appendingPathComponent("examples").path
        ).filter { $0.hasSuffix(".grid") }
        #expect(Set(names) == Set(examples) && names.contains("06-objcio-quiz.grid"))
        #expect(LessonShelf.reading(lessons)?.lesson(named: "6") != nil)
        // `make install` runs this step after copying the program.
        let plan = try ExternalTool.output(make, ["-C", root, "-n", "install", "PREFIX=/p"])
        #expect(plan.contains("install-lessons") || plan.contains("/p/share/gridtrainer/lessons"))
        let removed = try ExternalTool.run(
            make, ["-C", root, "--no-print-directory", "uninstall", "PREFIX=\(prefix.path)"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: lessons))
        #expect(
            !FileManager.default.fileExists(
                atPath: prefix.appendingPathComponent("share/gridtrainer").path))
    }
}
