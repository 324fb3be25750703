import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Shell
@testable import SystemInterface

/// Each way an export can fail: one clear error, nothing written, the model unchanged.
@Suite("Export errors")
struct ExportErrorTests {
    func failure(_ line: String) -> String {
        let t = Transcript()
        t.run("add fixed 70")
        #expect(t.run(line) == .failed)
        #expect(t.grid.items.count == 1 && t.out.isEmpty)
        return t.stderr
    }

    @Test func missingDirectory() throws {
        let folder = try ExportCommandTests.scratch()
        #expect(
            failure("export svg \(folder.path)/nodir/x.svg")
                == "error: cannot write '\(folder.path)/nodir/x.svg': the directory "
                + "'\(folder.path)/nodir' does not exist; expected an "
                + "existing directory"
        )
    }

    @Test func aFileWhereADirectoryShouldBe() throws {
        let folder = try ExportCommandTests.scratch()
        try "x".write(to: folder.appendingPathComponent("plain"), atomically: true, encoding: .utf8)
        #expect(
            failure("export json \(folder.path)/plain/x.json")
                == "error: cannot write '\(folder.path)/plain/x.json': '\(folder.path)/plain' "
                + "is not a directory"
        )
    }

    @Test func theNameIsADirectory() throws {
        let folder = try ExportCommandTests.scratch()
        #expect(
            failure("export swift \(folder.path)")
                == "error: cannot write '\(folder.path)': it is a directory; expected a file name")
    }

    /// A symlink is neither written through nor replaced: its target keeps its text.
    @Test func aSymlinkIsRefused() throws {
        let folder = try ExportCommandTests.scratch()
        let target = folder.appendingPathComponent("target.txt")
        try "keep me".write(to: target, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("link.svg")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(
            failure("export svg \(link.path)").hasSuffix(
                "it is a symbolic link; exports are never written through one (remove it or "
                    + "choose another name)"
            ))
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    @Test func aFIFOIsRefused() throws {
        let folder = try ExportCommandTests.scratch()
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(
            failure("export svg \(fifo.path)")
                == "error: cannot write '\(fifo.path)': it is a FIFO (named pipe); expected a "
                + "regular file or a new name"
        )
    }

    /// A read-only directory. Root may write anyway, so as root (CI runs as root) the program
    /// runs as `nobody` (setpriv drops the privilege); as anyone else it runs as itself. The
    /// words for EACCES and EROFS are checked everywhere.
    @Test func aReadOnlyDirectory() throws {
        #expect(
            System.writeProblem(System.permissionDenied, directory: "ro", reason: "")
                == .notWritable("ro"))
        #expect(
            System.writeProblem(System.readOnlyFileSystem, directory: "ro", reason: "")
                == .readOnlyFileSystem("ro"))
        #expect(
            CommandError.file(.cannotWrite(path: "ro/x.svg", .notWritable("ro"))).description
                == "cannot write 'ro/x.svg': the directory 'ro' is not writable (permission denied)"
        )
        let folder = try ExportCommandTests.scratch()
        #expect(chmod(folder.path, 0o555) == 0)
        defer { chmod(folder.path, 0o755) }
        let expected =
            "cannot write '\(folder.path)/x.svg': the directory '\(folder.path)' is not writable "
            + "(permission denied)"
        if getuid() == 0 {
            let setpriv = "/usr/bin/setpriv"
            try #require(
                FileManager.default.isExecutableFile(atPath: setpriv),
                "root needs setpriv to drop the privilege")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = [
                "--reuid=65534", "--regid=65534", "--clear-groups", trainerBinary().path, "-c",
                "add fixed 10; export svg \(folder.path)/x.svg",
            ]
            process.environment = [
                "PATH": "/usr/bin:/bin", "XDG_STATE_HOME": folder.path + "/state",
            ]
            let stderr = Pipe()
            process.standardError = stderr
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(
                decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1)
            #expect(text == "-c:1:15: error: \(expected)\n")
        } else {
            #expect(failure("export svg \(folder.path)/x.svg") == "error: " + expected)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty,
            "no temporary file left behind")
    }

    @Test func badCommandLines() {
        #expect(
            failure("export")
                == "error: expected a format: svg, json, swift or html at the end of the line")
        #expect(
            failure("export png x.png")
                == "error: expected a format: svg, json, swift or html, found 'png'")
        #expect(
            failure("export svg")
                == "error: expected a file name, or - for standard output at the end of the line")
        #expect(
            failure("export svg - scale")
                == "error: expected a scale after 'scale' (0.1 to 10) at the end of the line")
        #expect(
            failure("export svg - scale 0")
                == "error: 0 is out of range; expected a scale from 0.1 to 10")
        #expect(
            failure("export svg - scale 11")
                == "error: 11 is out of range; expected a scale from 0.1 to 10")
        #expect(
            failure("export svg - scale two")
                == "error: 'two' is not a valid number; expected a scale from 0.1 to 10")
        #expect(
            failure("export svg - size 2")
                == "error: unexpected 'size' after the file name (expected 'scale N' or nothing)")
        #expect(
            failure("export json - more")
                == "error: unexpected 'more' after 'export'; expected the end of the line")
        #expect(
            failure("export html")
                == "error: expected a lesson file to run (export html LESSON.grid OUTPUT.html) at "
                + "the end of the line"
        )
        #expect(
            failure("export html - out.html")
                == "error: expected a lesson file (export html LESSON.grid OUTPUT.html), found '-'")
        #expect(
            failure("export html examples/01-basics.grid")
                == "error: expected a file name, or - for standard output at the end of the line")
    }
}
