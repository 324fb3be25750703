import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell
@testable import SystemInterface
@testable import Words

/// Issue 13's findings, each with its reproducer: a clean error and exit status, the model
/// unchanged, nothing written where it should not be.
@Suite("Robustness")
struct RobustnessTests {
    func scratch(_ name: String) throws -> TemporaryFolder { try TemporaryFolder("robust-\(name)") }

    // Files f0…f11 each source the next one three times: 3 + 9 + … + 3^12 ≈ 797,000 sourcings.
    // The budget of 1,000 files per top-level command ends it at once, with one error.
    @Test func filesThatSourceEachOtherStopAtTheBudget() throws {
        let folder = try scratch("sources")
        for level in 0..<12 {
            let next = folder.appendingPathComponent("f\(level + 1).grid").path
            try String(repeating: "source \(next)\n", count: 3).write(
                to: folder.appendingPathComponent("f\(level).grid"), atomically: true,
                encoding: .utf8)
        }
        try "width 300\n".write(
            to: folder.appendingPathComponent("f12.grid"), atomically: true, encoding: .utf8)
        let t = Transcript()
        #expect(t.run("source \(folder.appendingPathComponent("f0.grid").path)") == .failed)
        #expect(t.err.count == 1)
        #expect(t.err.first?.contains("more than 1000 files for one command") == true)
    }

    @Test func aFIFOIsRefusedBeforeAnythingIsRead() throws {
        let folder = try scratch("fifo")
        let fifo = folder.appendingPathComponent("pipe.grid").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let t = Transcript()
        #expect(t.run("source \(fifo)") == .failed)
        #expect(t.err == ["error: '\(fifo)' is a FIFO (named pipe); expected a regular file"])
        let store = LayoutStore(directory: folder.path)
        #expect(mkfifo(store.path("mine"), 0o600) == 0)
        let refused = CommandError.file(
            .layoutUnreadable(.notRegular(store.path("mine"), kind: "a FIFO (named pipe)")))
        #expect(throws: refused) { _ = try store.load("mine") }
        #expect(
            refused.description
                == "'\(store.path("mine"))' is a FIFO (named pipe); expected a regular file;"
                + " the file was left untouched")
    }

    // 1,000,000 / 1e-13 is 1e19 steps: refused, counted in Double (Int(1e19) would trap).
    @Test func aTinySweepStepIsRefusedNotATrap() {
        let t = Transcript()
        #expect(t.run("add fixed 70\nsweep width 0...1000000 step 0.0000000000001") == .failed)
        #expect(
            t.err == [
                "error: the sweep has 10000000000000000000 steps; expected at most 100000 "
                    + "(use a larger step)"
            ])
    }

    // 0.00001 used to be saved as `1e-05`, which the number parser refuses: never loadable.
    @Test func tinyAndLargeNumbersSaveAndLoadBack() throws {
        let folder = try scratch("numbers")
        let store = LayoutStore(directory: folder.path)
        var library = LayoutLibrary(storage: .disk(store))
        var session = Session()
        try session.apply(.lazy(.add(GridItem(.fixed(0.00001), spacing: 0.1 + 0.2))))
        try session.apply(.screen(.length(999_999.125, .vertical)))
        try library.save(session.model, as: "tiny")
        let text = try String(contentsOfFile: store.path("tiny"), encoding: .utf8)
        #expect(text.contains("0.00001") && !text.contains("e-"))
        let loaded = try library.lookup("tiny", current: Model())
        #expect(loaded == session.model)
    }

    @Test func withNoStateDirectorySaveFailsLoudly() throws {
        let result = try runTrainer(
            ["-c", "add fixed 70; save mine; presets"], removing: ["HOME", "XDG_STATE_HOME"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "-c:1:15: error: could not save 'mine': there is no state directory: HOME and "
                + "XDG_STATE_HOME are both unset\n"
        )
        #expect(!result.stdout.contains("saved"))
    }

    // The layouts folder cannot be made (its parent is a file, which stops even root): the
    // save fails with the reason, and the layout is not listed as saved.
    @Test func aFailedSaveIsNotListed() throws {
        let folder = try scratch("blocked")
        let file = folder.appendingPathComponent("not-a-folder")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        var library = LayoutLibrary(
            storage: .disk(LayoutStore(directory: file.appendingPathComponent("layouts").path)))
        let failed = try #require(throws: CommandError.self) {
            try library.save(Model(), as: "mine")
        }
        #expect(
            failed.description
                == "could not save 'mine': cannot create \(file.path)/layouts: Not a directory")
        guard case .file(.cannotSave(name: "mine", let error)) = failed else {
            Issue.record("expected a failed save, got \(failed)")
            return
        }
        #expect(error.path == "\(file.path)/layouts" && error.operation == .create)
        #expect(library.savedNames(listing: FolderCache()).isEmpty)
        #expect(throws: CommandError.language(.noLayout("mine", suggestion: nil))) {
            try library.lookup("mine", current: Model())
        }
    }

    @Test func aDirectoryWritableByOthersIsRefused() throws {
        let folder = try scratch("open")
        chmod(folder.path, 0o777)
        var library = LayoutLibrary(storage: .disk(LayoutStore(directory: folder.path)))
        #expect(throws: CommandError.self) { try library.save(Model(), as: "mine") }
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("mine.grid").path)
        )
    }

    // A symlink planted at the layout's name is replaced by the file, never written through.
    @Test func saveNeverWritesThroughASymlink() throws {
        let folder = try scratch("link")
        let target = folder.appendingPathComponent("victim.txt")
        try "precious\n".write(to: target, atomically: true, encoding: .utf8)
        let layouts = folder.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        chmod(layouts.path, 0o700)
        try FileManager.default.createSymbolicLink(
            atPath: layouts.appendingPathComponent("mine.grid").path,
            withDestinationPath: target.path)
        var library = LayoutLibrary(storage: .disk(LayoutStore(directory: layouts.path)))
        try library.save(Model(), as: "mine")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        let attributes = try FileManager.default.attributesOfItem(
            atPath: layouts.appendingPathComponent("mine.grid").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test(.enabled(if: isLinux, "writes to /dev/full, which only Linux has"))
    func aFullDiskEndsTheRunWithExitOne() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try runTrainer(["-c", "add fixed 70; show"], standardOutput: full)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "gridtrainer: cannot write to standard output: No space left on device\n")
    }

    // `-c $'a # note\nb'`: the comment ends at its line; b runs and errors name -c:LINE.
    @Test func newlinesInDashCSeparateLines() throws {
        let result = try runTrainer([
            "-c", "add fixed 70 # a note\nadd fixed 80\nexpect widths 70 80\nremove 9",
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "-c:4: error: there is no item 9; expected an item number from 1 to 2\n")
    }

    @Test func standardInputThatIsADirectoryIsAnError() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "'\(trainerBinary().path)' < /; echo status $?"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            text
                == "error: standard input is a directory; expected commands (a file or a pipe)\n"
                + "status 1\n"
        )
    }

    @Test func withDashIAnErrorInAFileStillOpensTheShell() throws {
        let folder = try scratch("dashi")
        let file = folder.appendingPathComponent("bad.grid")
        try "add bogus\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try runTrainer(
            ["-i", "--no-color", file.path], input: "add fixed 70\nwidths\n")
        #expect(result.stderr.contains("bad.grid:1: error: expected an item"))
        #expect(result.stdout.contains("1    fixed 70"))
        #expect(result.status == 1)
    }

    // ESC and the C1 control U+009B (CSI) never reach the terminal: refused in lines, shown
    // as U+001B in messages that echo a saved file's text.
    @Test func controlCharactersNeverReachTheTerminal() throws {
        let t = Transcript()
        #expect(t.run("add fixed 70 \u{9B}31m") == .failed)
        #expect(
            t.err == [
                "error: the line contains a control character (U+009B); expected printable text"
            ])
        #expect(TerminalText.sanitized("a\u{1B}[2Jb\u{85}c") == "aU+001B[2JbU+0085c")
        let folder = try scratch("escape")
        let store = LayoutStore(directory: folder.path)
        try "add \u{1B}[2J\n".write(toFile: store.path("evil"), atomically: true, encoding: .utf8)
        let loaded = Transcript(session: Session())
        loaded.runner.library = LayoutLibrary(storage: .disk(store))
        #expect(loaded.run("load evil") == .failed)
        #expect(loaded.err.first?.contains("U+001B") == true)
        #expect(loaded.err.first?.contains("\u{1B}") == false)
    }

    @Test func colourOnlyForARealTerminal() {
        #expect(
            Terminal.colorAllowed(
                option: true, terminal: true, noColor: nil, term: "xterm-256color"))
        #expect(!Terminal.colorAllowed(option: true, terminal: true, noColor: nil, term: "dumb"))
        #expect(!Terminal.colorAllowed(option: true, terminal: true, noColor: nil, term: nil))
        #expect(!Terminal.colorAllowed(option: true, terminal: true, noColor: "1", term: "xterm"))
        #expect(!Terminal.colorAllowed(option: true, terminal: false, noColor: nil, term: "xterm"))
        #expect(!Terminal.colorAllowed(option: false, terminal: true, noColor: nil, term: "xterm"))
    }
}
