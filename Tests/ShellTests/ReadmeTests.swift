import Foundation
import TestSupport
import Testing

@testable import Shell

/// The README's tour is real output: every `$ ...` line in its code blocks is run again, as a
/// reader who pipes it sees it (80 columns: no terminal, no COLUMNS), and must print what the
/// README shows (regenerate with scripts/update-readme, then read the diff). Before issue 33 the
/// blocks were made at 96 columns, so 20 of 31 differed from what a reader saw.
@Suite("README tour")
struct ReadmeTests {
    @Test func readmeTourIsCurrent() throws {
        let readme = try String(
            contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        var checked = 0
        var index = 0
        var inBlock = false
        let state = TemporaryFile("readme")  // the tour's saved layouts, one for all its commands
        var written: [String] = []  // the files the tour's `export`s wrote, removed at the end
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") {
                inBlock.toggle()
                index += 1
                continue
            }
            guard inBlock, line.hasPrefix("$ ") else {
                index += 1
                continue
            }
            var expected: [String] = []
            index += 1
            while index < lines.count && !lines[index].hasPrefix("```")
                && !lines[index].hasPrefix("$ ")
            {
                expected.append(lines[index])
                index += 1
            }
            let actual = try shell(String(line.dropFirst(2)), state: state)
            #expect(actual == expected.joined(separator: "\n"), "README command: \(line)")
            written += expected.compactMap(Self.writtenFile)
            checked += 1
        }
        #expect(checked >= 10)
        for file in written { try? FileManager.default.removeItem(atPath: file) }
    }

    /// The file a `wrote 'FILE' (…)` line of the tour names, if it lies in /tmp.
    static func writtenFile(_ line: String) -> String? {
        guard line.hasPrefix("wrote '/tmp/"), let end = line.dropFirst(7).firstIndex(of: "'")
        else { return nil }
        return String(line[line.index(line.startIndex, offsetBy: 7)..<end])
    }

    /// Every line of the tour's output fits 80 columns, except what is printed whole on
    /// purpose: SVG, JSON and Swift source, and one-line diagnostics (`file:line: error: …`,
    /// `gridtrainer check`'s findings), which editors and CI read a line at a time.
    @Test func readmeOutputIsAt80Columns() throws {
        let readme = try String(
            contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        var inBlock = false
        var command = ""
        for line in readme.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inBlock.toggle()
                command = ""
                continue
            }
            guard inBlock else { continue }
            if line.hasPrefix("$ ") {
                command = line
                continue
            }
            let whole = ["export svg -", "--json", "code", "export swift", "gridtrainer check"]
                .contains { command.contains($0) }
            let diagnostic = line.contains(": error: ")
            if !command.isEmpty && !whole && !diagnostic && line.count > 80 {
                Issue.record("\(command): \(line.count) columns: \(line)")
            }
        }
    }

    func shell(_ command: String, state: TemporaryFile) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command + " 2>&1"]
        process.currentDirectoryURL = packageRoot()
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            trainerBinary().deletingLastPathComponent().path + ":"
            + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["COLUMNS"] = nil
        environment["GRIDTRAINER_LESSONS"] = nil
        environment["NO_COLOR"] = "1"
        environment["XDG_STATE_HOME"] = state.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var text = String(decoding: data, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
