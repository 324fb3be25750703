import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import GridCheck
@testable import Shell
@testable import Words

/// Outside text on one line of output: no character of it can start a line or act on the
/// terminal (`SingleLine`), JSON escapes what a terminal acts on, and the option values that
/// errors echo go through the one rendering.
struct SingleLineTests {
    /// Each control character, DEL, C1 and the two Unicode separators, written as its code
    /// point; text without them comes back as it was.
    @Test func everyLineBreakAndControlIsEscaped() {
        #expect(SingleLine.render("Views/Grid.swift") == "Views/Grid.swift")
        #expect(SingleLine.render("é ∞ 🙂") == "é ∞ 🙂")
        #expect(
            SingleLine.render("a\nb\r\u{1B}]0;x\u{07}\t\u{7F}\u{85}\u{9B}\u{2028}\u{2029}z")
                == "aU+000AbU+000DU+001B]0;xU+0007U+0009U+007FU+0085U+009BU+2028U+2029z")
        // A forged finding cannot start its own line.
        let forged = SingleLine.render("x.swift\nEvil.swift:9:9: error: owned")
        #expect(!forged.contains("\n") && forged.hasPrefix("x.swiftU+000AEvil"))
    }

    /// A name's bytes: valid UTF-8 as text (escaped as above), every other byte as `\xHH`, so
    /// two different names never show alike as text and as bytes of another name.
    @Test func bytesThatAreNotUTF8AreShownAsBytes() {
        #expect(SingleLine.render(bytes: Array("Grid.swift".utf8)) == "Grid.swift")
        #expect(SingleLine.render(bytes: [0x41, 0xFF, 0xC3, 0xA9, 0x0A, 0x42]) == "A\\xFFéU+000AB")
        // An overlong encoding of "/" (C0 AF) and a lone continuation byte.
        #expect(SingleLine.render(bytes: [0xC0, 0xAF, 0x80]) == "\\xC0\\xAF\\x80")
        // A truncated sequence at the end.
        #expect(SingleLine.render(bytes: [0x61, 0xE2, 0x82]) == "a\\xE2\\x82")
    }

    /// JSON passed DEL, C1 and U+2028/2029 as they were (valid JSON, but a terminal acts on C1
    /// and JavaScript breaks lines at the separators); each is now `\uXXXX`.
    @Test func jsonEscapesDELC1AndTheSeparators() {
        #expect(
            JSON.quote("a\u{7F}b\u{85}c\u{9B}d\u{2028}e\u{2029}f")
                == "\"a\\u007fb\\u0085c\\u009bd\\u2028e\\u2029f\"")
        #expect(JSON.quote("é\"\\\n") == "\"é\\\"\\\\\\n\"")
    }

    static let hostile = "x\u{1B}]0;owned\u{07}\u{9B}31m\nEvil.swift:1:1: error: forged"

    /// `check --devices`, `--format`, `--orientation` and an unknown option echoed their
    /// values with ESC, OSC and C1 to the terminal; now the error is one line with no control
    /// character.
    @Test(arguments: [
        ["--devices", hostile], ["--format", hostile], ["--orientation", hostile],
        ["--strict", "-" + hostile],
    ])
    func checkOptionValuesAreEchoedOnOneLine(arguments: [String]) {
        var errors: [String] = []
        let status = CheckCommand.run(
            arguments, out: { _ in }, err: { errors.append($0) }, terminal: false)
        #expect(status == 2)
        let text = errors.joined()
        #expect(errors.count == 1 && text.contains("U+001B]0;ownedU+0007U+009B31mU+000AEvil"))
        #expect(
            !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    /// The program's own options: `--columns` and an unknown option.
    @Test func programOptionValuesAreEchoedOnOneLine() {
        let bad = Options.ParseError.badValue("--columns", Self.hostile).description
        let unknown = Options.ParseError.unknown("-" + Self.hostile).description
        for text in [bad, unknown] {
            #expect(
                !text.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                })
            #expect(text.contains("U+000AEvil.swift"))
        }
    }

    /// End to end, through the real program: the error line is the only line.
    @Test func theProgramPrintsOneSafeLine() throws {
        let result = try runTrainer(["check", "--format", Self.hostile])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{9B}"))
    }
}

/// Error lines of the shell: a comment inside an expression that cannot be evaluated was
/// quoted with its line break, and the second line read as a finding of another file
/// (`B.swift:1:1: error: forged`); a file name with a line break did the same.
struct ErrorLineTests {
    @Test func aQuotedExpressionCannotStartALine() throws {
        let folder = try TemporaryFolder("forged-error")
        let file = folder.appendingPathComponent("A.swift")
        try
            ("import SwiftUI\nlet g = LazyVGrid(columns: [GridItem(.fixed(f(/*\n"
            + "B.swift:1:1: error: forged */ 1)))]) {}\n").write(
                to: file, atomically: true, encoding: .utf8)
        let named = folder.appendingPathComponent("C\nB.swift:9:9: error: x.swift")
        try "import SwiftUI\nlet g = 1\n".write(to: named, atomically: true, encoding: .utf8)
        let t = Transcript(keepGoing: true)
        t.run("open \(file.path)")
        let lines = t.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1, "\(t.stderr)")
        #expect(t.stderr.contains("f(/*U+000AB.swift:1:1: error: forged */ 1)"))
        // A name a command line cannot hold (a line break), as a folder walk finds it.
        #expect(throws: CommandError.self) { try t.runner.open(named.path, grid: nil) }
        do {
            try t.runner.open(named.path, grid: nil)
        } catch {
            #expect(!error.description.contains("\n"), "\(error.description)")
            #expect(error.description.contains("CU+000AB.swift:9:9: error: x.swift"))
        }
    }
}
