import Foundation
import TestSupport
import Testing

@testable import GridModel
@testable import Shell
@testable import SwiftSourceReader

/// `gridtrainer --completion bash|zsh|fish`: the scripts load in their shells and offer what the
/// flag declarations say. The bash script is sourced in a real bash and asked, as bash's
/// programmable completion would, for the words after a partial command line.
@Suite("shell completion")
struct CompletionScriptTests {
    /// The completions bash offers for `line` (the cursor after its last word; a line ending in
    /// a blank completes an empty word).
    static func bashCompletions(_ line: String) throws -> [String] {
        let script = try runTrainer(["--completion", "bash"])
        #expect(script.status == 0)
        let file = TemporaryFile("completion", extension: "bash")
        try script.stdout.write(to: file.url, atomically: true, encoding: .utf8)
        var words = line.split(separator: " ").map { "'\($0)'" }
        if line.hasSuffix(" ") { words.append("''") }
        let probe = """
            source '\(file.path)' || exit 3
            COMP_WORDS=(\(words.joined(separator: " ")))
            COMP_CWORD=\(words.count - 1)
            _gridtrainer
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let bash = try #require(ExternalTool.find("bash"))
        // The probe runs in an empty folder, so file names cannot mix with the words.
        let folder = try TemporaryFolder("completion")
        let process = Process()
        process.executableURL = bash
        process.arguments = ["--norc", "--noprofile", "-c", probe]
        process.currentDirectoryURL = folder.url
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashOffersEveryLongFlagAfterTwoDashes() throws {
        let offered = try Self.bashCompletions("gridtrainer --")
        let declared = Options.flags.flatMap(\.names).filter { $0.hasPrefix("--") }
        #expect(Set(offered) == Set(declared))
        // Named here too, so an empty table could not pass.
        for flag in ["--completion", "--json", "--play", "--version", "--keep-going"] {
            #expect(offered.contains(flag), "\(flag)")
        }
        #expect(!offered.contains("--no-colour"), "an alias is accepted, not offered")
    }

    @Test func bashOffersTheSubcommandAndItsOwnFlags() throws {
        #expect(try Self.bashCompletions("gridtrainer ch") == ["check"])
        let check = try Self.bashCompletions("gridtrainer check --")
        #expect(check.contains("--devices") && check.contains("--format"))
        #expect(!check.contains("--play"), "the program's flags are not check's")
        // The configuration's flags (issue 32) come from the same declarations.
        for flag in ["--config", "--print-config", "--no-notes"] {
            #expect(check.contains(flag), "\(flag)")
        }
        #expect(
            try Self.bashCompletions("gridtrainer check --format ") == ["xcode", "github", "json"])
        #expect(try Self.bashCompletions("gridtrainer --completion f") == ["fish"])
    }

    @Test func bashCompletesDeviceNamesAfterTheLastComma() throws {
        #expect(
            try Self.bashCompletions("gridtrainer check --devices iphone-se,ipad-p")
                == ["iphone-se,ipad-pro-11", "iphone-se,ipad-pro-13"])
        let all = try Self.bashCompletions("gridtrainer check --devices ")
        #expect(all == Device.choices)
        #expect(all.contains("iphones") && all.contains("iphone-16-pro-max"))
    }

    @Test(arguments: ["zsh", "fish"])
    func otherShellsReadTheirScript(shell: String) throws {
        let script = try runTrainer(["--completion", shell])
        #expect(script.status == 0 && script.stdout.contains("devices"))
        guard let tool = ExternalTool.find(shell) else {
            print("note: \(shell) is not installed; its completion script was not parsed")
            return
        }
        let file = TemporaryFile("completion", extension: shell)
        try script.stdout.write(to: file.url, atomically: true, encoding: .utf8)
        // -n: read and check the syntax without running anything.
        let result = try ExternalTool.run(tool, ["-n", file.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func fishOffersCheckFlagsOnlyAfterCheck() throws {
        guard let fish = ExternalTool.find("fish") else {
            print("note: fish is not installed; its completions were not asked")
            return
        }
        let script = try runTrainer(["--completion", "fish"]).stdout
        let file = TemporaryFile("completion", extension: "fish")
        try script.write(to: file.url, atomically: true, encoding: .utf8)
        func complete(_ line: String) throws -> [String] {
            let output = try ExternalTool.output(
                fish, ["--no-config", "-c", "source \(file.path); complete -C '\(line)'"])
            return output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        #expect(try complete("gridtrainer check --for") == ["--format"])
        #expect(try complete("gridtrainer --for").isEmpty)
        // fish sorts what it offers.
        #expect(try complete("gridtrainer check --format ") == ["github", "json", "xcode"])
        #expect(
            try complete("gridtrainer check --devices iphone-se,ipad-p")
                == ["iphone-se,ipad-pro-11", "iphone-se,ipad-pro-13"])
    }

    @Test func versionNamesTheParser() throws {
        let result = try runTrainer(["--version"])
        let lines = result.stdout.split(separator: "\n")
        #expect(result.status == 0 && lines.count == 2)
        #expect(lines.first == "gridtrainer \(Options.versionNumber)")
        #if GRIDTRAINER_SWIFT_SYNTAX_PACKAGE
            #expect(lines.last?.hasPrefix("Swift parser: the swift-syntax package (60") == true)
        #else
            let origin = "Swift parser: the toolchain's host libraries"
            #expect(lines.last.map(String.init) == "\(origin) (Swift \(ParserOrigin.compiler))")
        #endif
    }
}
