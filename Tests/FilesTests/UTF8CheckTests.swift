import CommandLanguage
import Foundation
import TestSupport
import Testing

@testable import Files

/// Lines are checked as UTF-8 with `Unicode.UTF8`'s decoder (no `String(validating:as:)`, which
/// needs macOS 15): it must accept what UTF-8 allows and refuse what it does not, as before.
@Suite("UTF-8 check of lines")
struct UTF8CheckTests {
    @Test func acceptsUTF8AndRefusesEveryKindOfInvalidSequence() throws {
        // Valid: 2-byte é (C3 A9), 3-byte ∞ (E2 88 9E), 4-byte 😀 (F0 9F 98 80), the largest
        // scalar U+10FFFF (F4 8F BF BF).
        let valid: [[UInt8]] = [
            [0xC3, 0xA9], [0xE2, 0x88, 0x9E], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        // Invalid: an overlong "/" (C0 AF), a surrogate U+D800 (ED A0 80), above U+10FFFF
        // (F4 90 80 80), ∞ cut short (E2 88), a lone continuation byte (80).
        let invalid: [[UInt8]] = [
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x88], [0x80],
        ]
        var bytes: [UInt8] = []
        for line in valid + invalid { bytes += Array("x ".utf8) + line + [10] }
        let file = TemporaryFile("utf8", extension: "grid")
        let path = file.path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var source = try FileSource(path: path)
        defer { source.close() }
        var read: [[UInt8]] = []
        var errors: [LineProblem] = []
        while let line = source.nextBytes() {
            switch line {
            case .text(let bytes): read.append(Array(bytes))
            case .unreadable(let problem): errors.append(problem)
            }
        }
        #expect(read == valid.map { Array("x ".utf8) + $0 })
        #expect(errors == Array(repeating: .notUTF8, count: invalid.count))
        #expect(errors.first?.description == "the line is not valid UTF-8; expected UTF-8 text")
    }
}
