import CommandLanguage
import Foundation
import TestSupport
import Testing

@testable import Files

/// The line reader under the script path: lines sliced from its read buffer.
@Suite("Line reader")
struct LineReaderTests {
    /// Lines of every length, across the reader's 64 KiB chunks, come back whole (a line
    /// split between two reads is joined; lines handed out earlier stay as they were).
    @Test func linesAcrossReadChunksComeBackWhole() throws {
        var random = SeededRandom(state: 7)
        let lines = (0..<3000).map { number in
            "width \(number) "
                + String(repeating: "x", count: Int.random(in: 0...300, using: &random))
        }
        let file = TemporaryFile("chunks", extension: "grid")
        let path = file.path
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        var source = try FileSource(path: path)
        defer { source.close() }
        var kept: [ArraySlice<UInt8>] = []
        while let line = source.nextBytes() {
            guard case .text(let bytes) = line else {
                Issue.record("a line could not be read: \(line)")
                break
            }
            kept.append(bytes)
        }
        #expect(kept.count == lines.count)
        #expect(kept.map { String(decoding: $0, as: UTF8.self) } == lines)
    }
}

/// The small pieces the script path packs or scans word by word, checked against the plain
/// definitions they replace.
@Suite("Script path: words at a time")
struct ScriptWordTests {
    /// Lines with and without non-ASCII bytes at every place in the first 8-byte words and
    /// after them: each comes back whole, and a line that is not UTF-8 is reported, not kept.
    @Test func newlinesAndNonASCIIAreFoundAtEveryOffset() throws {
        var lines: [String] = []
        for length in 0...20 {
            lines.append(String(repeating: "a", count: length))
            for place in 0..<max(length, 1) {
                var scalars = Array(repeating: Unicode.Scalar("b"), count: max(length, 1))
                scalars[place] = "é"
                lines.append(String(String.UnicodeScalarView(scalars)))
            }
        }
        let file = TemporaryFile("offsets", extension: "grid")
        let path = file.path
        var bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        bytes += [0x77, 0xFF, 0x78, 10, 0x79]  // "w\xFFx": not UTF-8; then "y" with no newline
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var source = try FileSource(path: path)
        defer { source.close() }
        var read: [String] = []
        var errors: [LineProblem] = []
        while let line = source.nextBytes() {
            switch line {
            case .text(let bytes): read.append(String(decoding: bytes, as: UTF8.self))
            case .unreadable(let problem): errors.append(problem)
            }
        }
        #expect(read == lines + ["y"])
        #expect(errors == [.notUTF8])
    }
}
