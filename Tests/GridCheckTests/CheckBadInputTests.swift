import Foundation
import TestSupport
import Testing

@testable import GridCheck

/// `check` on a folder nobody would want to read (issue 23, "Bad input"): thousands of files, a
/// FIFO named `.swift`, a symlink loop, a file that does not parse, a binary `.swift`. The run
/// goes on, each is one note, and nothing in the folder is written.
@Suite("check: bad input")
struct CheckBadInputTests {
    @Test func aHostileFolderIsReadOnceEachProblemANoteNothingWritten() throws {
        var files: [String: String] = ["Package.swift": ""]
        for index in 0..<2_000 {
            files["Many/File\(index).swift"] = "let value\(index) = \(index)\n"
        }
        files["Grids/Wide.swift"] = "let g = LazyVGrid(columns: [GridItem(.fixed(500))]) {}\n"
        files["Grids/Broken.swift"] = "struct V { let g = LazyVGrid(columns: [ }\n"
        let project = try FixtureProject("hostile", files: files)
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 * 7) }).write(
            to: project.root.appendingPathComponent("Grids/Binary.swift"))
        #expect(mkfifo(project.path("Grids/Pipe.swift"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: project.path("Grids/Loop"), withDestinationPath: project.path("Grids"))
        let before = try Self.snapshot(project.root)

        let result = try runTrainer([
            "check", "--devices", "iphone-se", "--orientation", "portrait", project.path("."),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        func count(_ text: String) -> Int { lines.filter { $0.contains(text) }.count }
        #expect(count("Binary.swift") == 1 && count("is not UTF-8") == 1)
        #expect(count("Broken.swift") == 1 && count("does not parse") == 1)
        #expect(count("Pipe.swift") == 1 && count("not a regular file") == 1)
        #expect(count("Grids/Loop") == 1 && count("a symlink, not followed") == 1)
        #expect(count("Wide.swift") == 1 && count("[overflow]") == 1)
        // The binary and the broken file are errors, not files checked.
        #expect(result.stderr.contains("2001 files, 1 grid"), "\(result.stderr)")
        #expect(result.stderr.contains("2 files not read"), "\(result.stderr)")
        #expect(try Self.snapshot(project.root) == before)
    }

    /// Every path under `root` with its size and modification time (symlinks not followed).
    static func snapshot(_ root: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        guard
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys)
        else { return result }
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: Set(keys))
            result[url.path] =
                "\(values.fileSize ?? -1) "
                + "\(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
        return result
    }
}
