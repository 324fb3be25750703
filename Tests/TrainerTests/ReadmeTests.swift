import Foundation
import TestSupport
import Testing

/// The README's tour is real output: every `$ ...` line in its code blocks is run again and
/// must print what the README shows (regenerate with scripts/update-readme, then read the diff).
@Suite("README tour")
struct ReadmeTests {
    @Test func readmeTourIsCurrent() throws {
        let readme = try String(
            contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        var checked = 0
        var index = 0
        var inBlock = false
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
            let actual = try shell(String(line.dropFirst(2)))
            #expect(actual == expected.joined(separator: "\n"), "README command: \(line)")
            checked += 1
        }
        #expect(checked >= 10)
    }

    func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command + " 2>&1"]
        process.currentDirectoryURL = packageRoot()
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            trainerBinary().deletingLastPathComponent().path + ":"
            + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["COLUMNS"] = "96"
        environment["NO_COLOR"] = "1"
        environment["XDG_STATE_HOME"] =
            FileManager.default.temporaryDirectory.appendingPathComponent("gt-readme-\(getpid())")
            .path
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
