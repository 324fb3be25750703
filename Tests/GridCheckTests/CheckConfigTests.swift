import Foundation
import TestSupport
import Testing

@testable import GridCheck
@testable import SwiftSourceReader

/// `.gridtrainer.json`: every key read and applied, every bad value an error naming the file,
/// the line and the key (exit 2, nothing checked), the command line winning, `--config` and
/// `--print-config`. The project's one grid has two 200-point columns and the spacing 8:
/// 408 points, more than the 375–402 of the iPhone SE, 13 mini, 14, 15 and 16 Pro in portrait
/// (an overflow), less than the 414–440 of the larger iPhones (6–32 points of slack there), and
/// less than every screen in landscape (667 and more).
@Suite("check: the configuration file")
struct CheckConfigTests {
    static let grid = """
        import SwiftUI
        struct Wall: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(.fixed(200)), GridItem(.fixed(200))]) {
                    Text("a")
                }
            }
        }

        """

    /// What one run printed and returned.
    struct Run {
        var status: Int32
        var out: [String]
        var err: [String]
        /// The flags of the findings, in order.
        var flags: [String] {
            out.compactMap { line in
                guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
                return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
            }
        }
        /// The severity of the finding with `flag`.
        func severity(_ flag: String) -> String? {
            for line in out where line.hasSuffix("[\(flag)]") {
                for word in ["error", "warning", "note"] where line.contains(": \(word): ") {
                    return word
                }
            }
            return nil
        }
    }

    /// A project (Package.swift, the grid in Sources/App, a copy of it in
    /// Sources/App/Generated) with `config` as its `.gridtrainer.json`, checked with `arguments`
    /// (paths relative to the project, made absolute).
    static func check(
        _ config: String?, _ arguments: [String] = [], paths: [String] = ["."],
        extra: [String: String] = [:]
    ) throws -> (Run, FixtureProject) {
        var files = [
            "Package.swift": "", "Sources/App/Wall.swift": grid,
            "Sources/App/Generated/Copy.swift": grid,
        ]
        if let config { files[".gridtrainer.json"] = config }
        files.merge(extra) { $1 }
        let project = try FixtureProject("config", files: files)
        var out: [String] = []
        var err: [String] = []
        let status = CheckCommand.run(
            arguments + ["--quiet", "--"] + paths.map { project.path($0) },
            out: { out.append($0) }, err: { err.append($0) }, terminal: false)
        return (Run(status: status, out: out, err: err), project)
    }

    /// The run must fail with one error line `FILE:LINE:COL: error: MESSAGE` about the
    /// configuration, and nothing checked.
    static func expectError(
        _ config: String, line: Int, column: Int, _ words: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (run, project) = try check(config)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.out.isEmpty, "\(run.out)", sourceLocation: sourceLocation)
        let prefix = project.path(".gridtrainer.json") + ":\(line):\(column): error: "
        #expect(
            run.err.count == 1 && run.err[0].hasPrefix(prefix), "\(run.err)",
            sourceLocation: sourceLocation)
        for word in words {
            #expect(run.err.joined().contains(word), "\(word)", sourceLocation: sourceLocation)
        }
    }

    @Test func withoutAConfigurationEveryDeviceAndNoNotes() throws {
        let (run, _) = try Self.check(nil)
        #expect(run.status == 0 && run.flags == ["overflow", "overflow"])
    }

    @Test func devicesNamesAndGroups() throws {
        // The iPads are all wider than 408: nothing overflows.
        #expect(try Self.check(#"{"devices": "ipads"}"#).0.flags.isEmpty)
        let (run, _) = try Self.check(#"{"devices": ["iphone-se", "ipad"]}"#)
        #expect(run.flags == ["overflow", "overflow"])
        #expect(run.out[0].contains("overflows on iPhone SE (portrait)"), "\(run.out)")
        let (phones, _) = try Self.check(#"{"devices": ["iphones"]}"#, ["--print-config"])
        #expect(phones.out.contains { $0.hasPrefix("  devices           iphones (9 devices)") })
    }

    @Test func devicesBadValues() throws {
        try Self.expectError(
            "{\n  \"devices\": [\"iphone-se\", \"ipad-air\"]\n}", line: 2, column: 28,
            ["devices: 'ipad-air' is no device or group", "all, iphones, ipads"])
        // `iphone` is no group: the groups are plural, as `ipad` is a device's name.
        try Self.expectError(#"{"devices": "iphone"}"#, line: 1, column: 13, ["'iphone'"])
        try Self.expectError(#"{"devices": 3}"#, line: 1, column: 13, ["found a number"])
        try Self.expectError(#"{"devices": []}"#, line: 1, column: 13, ["the array is empty"])
        try Self.expectError(#"{"devices": [true]}"#, line: 1, column: 14, ["true or false"])
    }

    @Test func orientations() throws {
        // Landscape offers 667 or more everywhere: no overflow.
        #expect(try Self.check(#"{"orientations": "landscape"}"#).0.flags.isEmpty)
        #expect(
            try Self.check(#"{"orientations": ["portrait"]}"#).0.flags == ["overflow", "overflow"])
        let (both, _) = try Self.check(#"{"orientations": "both"}"#, ["--print-config"])
        #expect(both.out.contains { $0.hasPrefix("  orientations      portrait, landscape") })
        try Self.expectError(
            #"{"orientations": ["portrait", "up"]}"#, line: 1, column: 31,
            ["orientations: 'up' is no orientation"])
        try Self.expectError(#"{"orientations": {}}"#, line: 1, column: 18, ["found an object"])
    }

    @Test func excludeTakesGitignorePatterns() throws {
        let (folder, _) = try Self.check(#"{"exclude": ["Generated/"]}"#)
        #expect(folder.flags == ["overflow"] && folder.out[0].contains("/Sources/App/Wall.swift:"))
        let (glob, _) = try Self.check(#"{"exclude": ["**/Cop?.swift"]}"#)
        #expect(glob.flags == ["overflow"] && !glob.out[0].contains("Copy.swift"))
        // The summary says how many were left out.
        let project = try FixtureProject(
            "exclude",
            files: [
                "Package.swift": "", "A.swift": Self.grid, "Gen/B.swift": Self.grid,
                ".gridtrainer.json": #"{"exclude": ["Gen"]}"#,
            ])
        var err: [String] = []
        _ = CheckCommand.run(
            [project.path(".")], out: { _ in }, err: { err.append($0) }, terminal: false)
        #expect(err.last?.contains("1 warning, 0 notes, 1 file excluded (configuration: ") == true)
        var json: [String] = []
        _ = CheckCommand.run(
            ["--format", "json", project.path(".")], out: { json.append($0) }, err: { _ in },
            terminal: false)
        #expect(json.last?.contains("\"excluded\":1") == true, "\(json)")
        try Self.expectError(#"{"exclude": "Generated/"}"#, line: 1, column: 13, ["a string"])
        try Self.expectError(#"{"exclude": ["a", ""]}"#, line: 1, column: 19, ["empty"])
    }

    @Test func disabledFlagsAreNotReported() throws {
        let (run, _) = try Self.check(#"{"disabled": ["overflow"]}"#, ["--strict"])
        #expect(run.flags.isEmpty && run.status == 0)
        try Self.expectError(
            #"{"disabled": ["overflow", "slak"]}"#, line: 1, column: 27,
            ["'slak' is no flag (did you mean 'slack'?)", "hidden-alignment"])
        try Self.expectError(#"{"disabled": "overflow"}"#, line: 1, column: 14, ["a string"])
    }

    @Test func severityPerFlag() throws {
        // A warning made a note: printed as a note, and --strict passes.
        let (note, _) = try Self.check(#"{"severity": {"overflow": "note"}}"#, ["--strict"])
        #expect(note.severity("overflow") == "note" && note.status == 0)
        // A note made a warning is reported without --notes, and --strict fails on it.
        let (slack, _) = try Self.check(#"{"severity": {"slack": "warning"}}"#, ["--strict"])
        #expect(slack.severity("slack") == "warning" && slack.status == 1)
        #expect(!slack.flags.contains("hidden-alignment"), "the other notes stay off")
        let (off, _) = try Self.check(#"{"severity": {"overflow": "off"}}"#)
        #expect(off.flags.isEmpty)
        try Self.expectError(
            #"{"severity": {"overflow": "fatal"}}"#, line: 1, column: 27,
            ["severity: overflow takes \"warning\", \"note\" or \"off\", found 'fatal'"])
        try Self.expectError(
            #"{"severity": {"overflo": "note"}}"#, line: 1, column: 15, ["'overflo' is no flag"])
        try Self.expectError(#"{"severity": ["overflow"]}"#, line: 1, column: 14, ["an array"])
        try Self.expectError(
            #"{"severity": {"overflow": 1}}"#, line: 1, column: 27, ["found a number"])
    }

    @Test func notesOnAndOffAndTheCommandLineWins() throws {
        let (on, _) = try Self.check(#"{"notes": true}"#)
        #expect(on.flags.contains("slack") && on.flags.contains("assumptions"))
        #expect(
            try Self.check(#"{"notes": true}"#, ["--no-notes"]).0.flags.allSatisfy {
                $0 == "overflow"
            })
        #expect(try Self.check(#"{"notes": false}"#, ["--notes"]).0.flags.contains("slack"))
        try Self.expectError(#"{"notes": "yes"}"#, line: 1, column: 11, ["true or false"])
    }

    @Test func unknownKeysAndBrokenJSONAreErrors() throws {
        try Self.expectError(
            "{\n  \"notes\": true,\n    \"devise\": \"all\"\n}", line: 3, column: 5,
            ["unknown key 'devise' (did you mean 'devices'?)", "orientations, exclude"])
        try Self.expectError("{\n  \"notes\": true,\n}", line: 3, column: 1, ["not JSON"])
        try Self.expectError("[]", line: 1, column: 1, ["expected an object"])
        try Self.expectError(
            #"{"notes": true, "notes": false}"#, line: 1, column: 17, ["appears twice"])
    }

    @Test func theCommandLineWinsAndPrintConfigSaysWhereFrom() throws {
        let config = "{\n  \"devices\": \"ipads\",\n  \"orientations\": \"landscape\"\n}"
        let (run, _) = try Self.check(
            config, ["--devices", "iphone-se", "--orientation", "portrait"])
        #expect(run.flags == ["overflow", "overflow"])
        let (printed, project) = try Self.check(
            config, ["--devices", "iphone-se", "--print-config"])
        #expect(printed.status == 0)
        let file = project.path(".gridtrainer.json")
        #expect(printed.out.first == "configuration: \(file)")
        #expect(printed.out.contains("  devices           iphone-se (command line, --devices)"))
        #expect(printed.out.contains("  orientations      landscape (\(file):3)"))
        #expect(printed.out.contains("  notes             off       (default)"))
        #expect(printed.out.contains("  overflow          warning   (default)"))
    }

    @Test func foundByWalkingUpOrNamedWithConfig() throws {
        // From a folder below the file: found.
        let (below, _) = try Self.check(#"{"devices": "ipads"}"#, paths: ["Sources/App"])
        #expect(below.flags.isEmpty)
        // --config names another file, wherever it is; the one found is not read.
        let (named, _) = try Self.check(
            #"{"devices": "ipads"}"#, ["--config", "/dev/null/none.json"])
        #expect(named.status == 2 && named.err[0].hasPrefix("/dev/null/none.json:1:1: error:"))
        let (other, project) = try Self.check(
            #"{"devices": "ipads"}"#, extra: ["other.json": #"{"devices": "iphone-se"}"#])
        var lines: [String] = []
        _ = CheckCommand.run(
            ["--quiet", "--config", project.path("other.json"), project.path(".")],
            out: { lines.append($0) }, err: { _ in }, terminal: false)
        #expect(other.flags.isEmpty)
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("on iPhone SE (portrait)") })
        // Two paths under two configurations: one run cannot honour both.
        let (two, _) = try Self.check(
            nil, paths: [".", "Sub"],
            extra: ["Sub/.gridtrainer.json": "{}", "Sub/S.swift": Self.grid])
        #expect(two.status == 2 && two.err[0].contains("is under another configuration"))
    }
}
