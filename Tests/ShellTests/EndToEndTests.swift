import Foundation
import TestSupport
import Testing

@testable import Shell

/// The real program, run as a user or a script would run it.
@Suite("End to end", .serialized)
struct EndToEndTests {
    static let examples: [String] = {
        let directory = packageRoot().appendingPathComponent("examples")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".grid") }.sorted().map { "examples/" + $0 }
    }()

    @Test func everyExampleRunsGreen() throws {
        #expect(Self.examples.count >= 10)
        for example in Self.examples {
            let result = try runTrainer(["--no-color", example])
            #expect(result.status == 0, "\(example): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(example)")
        }
    }

    // The measured case 1 as the README's tour shows it: exact stdout.
    @Test func widthsTableOfMeasuredCaseOne() throws {
        let result = try runTrainer([
            "-c",
            "columns [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]; width 200; widths",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                item kind          pass 1 drawn tracks offsets
                1    fixed 70      70     70    70     0
                2    adaptive 40…∞ 122    122   2 × 57 78, 143
                grid 200 (offered 200, tracks use 200), starts at 0

                """)
        #expect(result.stderr.isEmpty)
    }

    // Measured case 2 in JSON: pass 1 96/120, drawn 108/120, grid 224 at −12, item 2 at 116.
    // The preset is the grid in .frame(width: 200) on the default screen (375 × 667).
    @Test func jsonOfMeasuredCaseTwo() throws {
        let result = try runTrainer(["--json", "-c", "load measured-2; widths"])
        #expect(result.status == 0)
        let line = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        let expected: String =
            #"{"type":"layout","part":"widths","axis":"vertical","screen":{"width":375,"#
            + #""height":667,"default":true},"chain":[".frame(width: 200)"],"#
            + #""offered":200,"container":375,"proposed":200,"gridSize":224,"#
            + #""origin":-12,"alignment":"center","lineSpacing":8,"#
            + #""items":[{"index":1,"size":{"kind":"flexible","min":50,"max":null},"#
            + #""spacing":8,"alignment":null,"pass1":96,"drawn":108,"#
            + #""tracks":[{"offset":0,"size":108}]},{"index":2,"#
            + #""size":{"kind":"flexible","min":120,"max":null},"spacing":8,"#
            + #""alignment":null,"pass1":120,"drawn":120,"tracks":[{"offset":116,"#
            + #""size":120}]}],"flags":[{"code":"overflow","items":[2],"message":"#
        #expect(line.hasPrefix(expected))
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(object?["assumptions"] as? [String] == ["A5"])
    }

    @Test func errorsInFilesCarryFileAndLineAndStopTheRun() throws {
        let file = TemporaryFile("bad", extension: "grid")
        let path = file.path
        try "add fixed 70\nadd fixd 80\nwidths\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let result = try runTrainer([path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(path):2: error: expected an item: fixed N, flexible, adaptive N or "
                + "GridItem(...), found 'fixd'\n"
                + "\(path): stopped at line 2: 1 more line not run (--keep-going runs every line)\n"
        )
        #expect(result.stdout.isEmpty)
        let going = try runTrainer(["--keep-going", path])
        #expect(going.status == 1)
        #expect(going.stdout.contains("1    fixed 70"))
    }

    @Test func jsonErrorsGoToBothStreams() throws {
        let result = try runTrainer(["--json", "-c", "remove 3"])
        #expect(result.status == 1)
        let message = "there is no item 3: the grid has no items yet (try 'add flexible')"
        #expect(
            result.stdout == #"{"type":"error","code":"invalid","line":1,"file":"-c","message":""#
                + message + #""}"# + "\n")
        #expect(
            result.stderr
                == "-c:1: error: there is no item 3: the grid has no items yet (try 'add "
                + "flexible')\n"
        )
    }

    @Test func pipedInputRunsWithoutAPrompt() throws {
        let result = try runTrainer([], input: "add fixed 10\nwidths\nquit\nadd fixed 20\n")
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "item kind     pass 1 drawn tracks offsets\n1    fixed 10 10     10    10     "
                    + "182.5\n"
            ))
        #expect(!result.stdout.contains("grid>"))
    }

    @Test func badFilesAndOptions() throws {
        let missing = try runTrainer(["no-such-file.grid"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "error: cannot open 'no-such-file.grid': No such file or directory; expected a "
                + "readable command file\n"
        )
        let directory = try runTrainer(["examples"])
        #expect(directory.stderr == "error: 'examples' is a directory; expected a command file\n")
        let option = try runTrainer(["--colour-me-surprised"])
        #expect(option.status == 2)
        #expect(
            option.stderr == "gridtrainer: unknown option '--colour-me-surprised'; try --help\n")
        let empty = TemporaryFile("empty", extension: "grid")
        #expect(FileManager.default.createFile(atPath: empty.path, contents: Data()))
        #expect(try runTrainer([empty.path]).status == 0)
    }

    @Test func invalidUTF8ControlCharactersAndHugeLines() throws {
        let file = TemporaryFile("bytes", extension: "grid")
        let path = file.path
        var bytes = Data("add fixed 1\nadd fixed \u{7}2\n".utf8)
        bytes.append(contentsOf: [0x61, 0x64, 0x64, 0x20, 0xFF, 0xFE, 0x0A])
        bytes.append(Data(String(repeating: "x", count: 1_048_576).utf8))
        bytes.append(Data("\nwidths\n".utf8))
        try bytes.write(to: URL(fileURLWithPath: path))
        let result = try runTrainer(["--keep-going", path])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                \(path):2: error: the line contains a control character (U+0007); expected \
                printable text
                \(path):3: error: the line is not valid UTF-8; expected UTF-8 text
                \(path):4: error: the line is 1048576 bytes long; expected at most 65536

                """)
        #expect(result.stdout.contains("1    fixed 1 1"))
    }

    @Test func helpAndVersion() throws {
        let help = try runTrainer(["--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: gridtrainer [options] [FILE...]"))
        #expect(try runTrainer(["--version"]).stdout == Options.version + "\n")
        let inShell = try runTrainer(["-c", "help sweep"])
        #expect(inShell.stdout.hasPrefix("sweep width A...B"))
    }
}

/// `code` must print Swift that a compiler accepts. SwiftUI itself is not on Linux, so this
/// checks the syntax (`swiftc -parse`); the array's meaning is checked by the paste round trip.
@Suite("Generated SwiftUI source")
struct GeneratedCodeTests {
    func parses(_ commands: String) throws -> (Bool, String) {
        let t = Transcript()
        t.run(commands + "; code")
        let file = TemporaryFile("code", extension: "swift")
        try (t.out.last ?? "").write(to: file.url, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0, message)
    }

    @Test(arguments: [
        "add fixed 70 align leading; add adaptive 40 max 80 spacing 4; cells 3; cell 2 size "
            + "10x20; alignment trailing; spacing 12",
        "rows [GridItem(.flexible(minimum: 5.5)), GridItem(.fixed(30), spacing: 0)]; height 120; "
            + "alignment bottom",
        "grid; grid alignment topLeading; grid hspacing 30; row add 50x100 fill empty; row 1 "
            + "align bottom; row 1 cell 1 span 2; row 1 cell 3 anchor top; row 1 cell 3 "
            + "columnAlign trailing; fullrow fillx20",
    ])
    func codeParsesAsSwift(_ commands: String) throws {
        let (ok, message) = try parses(commands)
        #expect(ok, "\(message)")
    }
}
