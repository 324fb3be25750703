import Foundation
import TestSupport
import Testing

@testable import GridCheck
@testable import SwiftSourceReader

/// `.gridtrainer.json` as an attacker or an accident shapes it: too large, a folder, a key
/// that would forge an error line, a flag given twice, a pattern holding a line break, and a
/// file planted in a folder every user may write to. Each is one error line naming the file
/// (exit 2, nothing checked), or for the planted file a note and the defaults.
@Suite("check: configuration files that cannot be used")
struct CheckConfigBoundsTests {
    /// `check ARGUMENTS --quiet -- PATHS` (absolute paths of `project`).
    static func run(_ project: FixtureProject, _ arguments: [String] = [], paths: [String] = ["."])
        -> CheckConfigTests.Run
    {
        var out: [String] = []
        var err: [String] = []
        let status = CheckCommand.run(
            arguments + ["--quiet", "--"] + paths.map { project.path($0) },
            out: { out.append($0) }, err: { err.append($0) }, terminal: false)
        return CheckConfigTests.Run(status: status, out: out, err: err)
    }

    /// A project with the overflowing grid and `files` beside it.
    static func project(_ files: [String: String]) throws -> FixtureProject {
        var all = ["Package.swift": "", "Sources/App/Wall.swift": CheckConfigTests.grid]
        all.merge(files) { $1 }
        return try FixtureProject("config-bounds", files: all)
    }

    /// One line `FILE:LINE:COL: error: …` holding `words`, exit 2, and no finding.
    static func expectOneError(
        _ run: CheckConfigTests.Run, file: String, _ words: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.out.isEmpty, "\(run.out)", sourceLocation: sourceLocation)
        #expect(run.err.count == 1, "\(run.err)", sourceLocation: sourceLocation)
        let line = run.err.first ?? ""
        #expect(line.hasPrefix(file + ":"), "\(line)", sourceLocation: sourceLocation)
        #expect(!line.contains("\n") && !line.contains("\u{1B}"), sourceLocation: sourceLocation)
        for word in words {
            #expect(line.contains(word), "\(word): \(line)", sourceLocation: sourceLocation)
        }
    }

    /// A configuration is a few lines; one past 1 MB (spaces around `{}`) is refused before
    /// it is parsed, at its line 1.
    @Test func aFileOverTheByteLimitIsRefused() throws {
        let padded = "{" + String(repeating: " ", count: CheckConfigFile.byteLimit) + "}"
        let project = try Self.project([".gridtrainer.json": padded])
        Self.expectOneError(
            Self.run(project), file: project.path(".gridtrainer.json") + ":1:1",
            ["error: the configuration is larger than 1 MB"])
        // At the limit it is read.
        let fits = "{" + String(repeating: " ", count: CheckConfigFile.byteLimit - 2) + "}"
        let read = try Self.project([".gridtrainer.json": fits])
        #expect(Self.run(read).status == 0)
    }

    /// A folder named `.gridtrainer.json` (found by the walk up) and a folder given to
    /// `--config`: errors that say the file cannot be read.
    @Test func aFolderIsNoConfiguration() throws {
        let project = try Self.project([".gridtrainer.json/inside": "x"])
        Self.expectOneError(
            Self.run(project), file: project.path(".gridtrainer.json"),
            ["cannot read the configuration"])
        let named = try Self.project(["conf/x": "x"])
        let run = Self.run(named, ["--config", named.path("conf")])
        Self.expectOneError(run, file: named.path("conf"), ["cannot read the configuration"])
    }

    /// A key holding ESC, an OSC sequence and a line break followed by a forged finding: the
    /// error echoes it on its one line, each control character as its code point.
    @Test func aHostileKeyCannotForgeALine() throws {
        let key = #"\u001b]0;owned\u0007\nEvil.swift:1:1: error: forged"#
        let project = try Self.project([".gridtrainer.json": "{\"\(key)\": 1}"])
        let run = Self.run(project)
        Self.expectOneError(
            run, file: project.path(".gridtrainer.json") + ":1:2",
            ["unknown key 'U+001B]0;ownedU+0007U+000AEvil.swift:1:1: error: forged'"])
        let value = try Self.project([
            ".gridtrainer.json": "{\"devices\": [\"\(key)\"]}"
        ])
        Self.expectOneError(
            Self.run(value), file: value.path(".gridtrainer.json") + ":1:14",
            ["devices: 'U+001B]0;owned", "is no device or group"])
    }

    /// A flag given two severities, and an `exclude` pattern with a line break (read as two
    /// patterns it would exclude more than it says): errors at their place.
    @Test func aFlagTwiceAndAPatternWithALineBreakAreErrors() throws {
        let twice = try Self.project([
            ".gridtrainer.json": #"{"severity": {"slack": "note", "slack": "off"}}"#
        ])
        Self.expectOneError(
            Self.run(twice), file: twice.path(".gridtrainer.json") + ":1:32", ["appears twice"])
        let broken = try Self.project([".gridtrainer.json": #"{"exclude": ["Gen\nerated"]}"#])
        Self.expectOneError(
            Self.run(broken), file: broken.path(".gridtrainer.json") + ":1:14",
            ["exclude: a pattern is empty or holds a line break"])
    }

    /// A `.gridtrainer.json` in a folder every user may write to (as /tmp), above the user's
    /// own project: someone else could plant it to switch every flag off. It is not used, a
    /// note says why on every run (and `--print-config` too), and the defaults apply: the
    /// overflow is reported. The folder asked for is the user's choice: checked itself, its
    /// configuration applies.
    @Test func aConfigurationSomeoneElseCanPlantIsNotUsed() throws {
        let shared = try FixtureProject(
            "config-shared",
            files: [
                ".gridtrainer.json": #"{"disabled": ["overflow"]}"#,
                "mine/Package.swift": "", "mine/Wall.swift": CheckConfigTests.grid,
            ])
        #expect(chmod(shared.root.path, 0o1777) == 0)
        let run = Self.run(shared, paths: ["mine"])
        #expect(run.status == 0 && run.flags == ["overflow"], "\(run)")
        let note = run.err.first ?? ""
        #expect(run.err.count == 1, "\(run.err)")
        #expect(note.hasPrefix("gridtrainer check: note: \(shared.path(".gridtrainer.json"))"))
        #expect(note.contains("is not used: "), "\(note)")
        #expect(note.contains("every user may write to it (mode 1777)"), "\(note)")
        let printed = Self.run(shared, ["--print-config"], paths: ["mine"])
        #expect(printed.out.first?.hasPrefix("configuration: none (") == true, "\(printed.out)")
        #expect(printed.out.contains("  overflow          warning   (default)"))
        // Asked for itself, the folder's own configuration is used.
        let asked = Self.run(shared, paths: ["."])
        #expect(asked.status == 0 && asked.flags.isEmpty && asked.err.isEmpty, "\(asked)")
    }
}
