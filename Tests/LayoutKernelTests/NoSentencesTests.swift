import Foundation
import Testing

/// The kernel speaks in structure: codes, indices and numbers, never sentences for people (the
/// trainer words them). Every string literal in `Sources/LayoutKernel` is read, and any with more
/// than six words (an interpolation counts as one) is a sentence that belongs in the trainer.
@Suite("The kernel has no sentences")
struct NoSentencesTests {
    /// More words than this in one literal make a sentence.
    static let wordLimit = 6

    @Test func theKernelSourcesHaveNoSentenceLiterals() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LayoutKernel")
        let files = try #require(FileManager.default.enumerator(atPath: root.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20, "the kernel's sources were not found at \(root.path)")
        var sentences: [String] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for literal in LiteralScanner.literals(in: text)
            where LiteralScanner.words(literal) > Self.wordLimit {
                sentences.append("\(file): \"\(literal)\"")
            }
        }
        #expect(sentences.isEmpty, "\(sentences.joined(separator: "\n"))")
    }

    /// The scanner finds a sentence where one is, through interpolations, escapes, comments and
    /// multi-line literals, and counts short names as the words they are.
    @Test func theScannerFindsSentences() {
        let source = #"""
            /// A comment with "many more words than six in a row, quoted" is not code.
            let a = "pass 1 needs \(f(total, "x")) but \(f(offered)) is offered"
            let b = "second-pass" // "a trailing comment that has far too many words"
            let c = "an \"escaped\" quote then four more words"
            let d = """
                a multi-line literal that
                runs over two lines
                """
            """#
        let literals = LiteralScanner.literals(in: source)
        #expect(
            literals == [
                "x", "pass 1 needs \\(…) but \\(…) is offered", "second-pass",
                "an \\\"escaped\\\" quote then four more words",
                "a multi-line literal that\nruns over two lines",
            ])
        #expect(literals.map(LiteralScanner.words) == [1, 8, 1, 7, 8])
    }
}

/// Finds the string literals of Swift source without a parser: comments are skipped, escapes
/// kept as written, each interpolation replaced by `\(…)`, and literals inside interpolations
/// reported on their own (before the literal that holds them). Raw strings (`#"…"#`) are not
/// used in the kernel and not handled.
enum LiteralScanner {
    static func literals(in source: String) -> [String] {
        var found: [String] = []
        var chars = Array(source)[...]
        scanCode(&chars, into: &found, untilParen: false)
        return found
    }

    /// Whitespace-separated words of a literal's text.
    static func words(_ literal: String) -> Int {
        literal.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    }

    /// Code up to its end, or up to the `)` closing an interpolation.
    private static func scanCode(
        _ chars: inout ArraySlice<Character>, into found: inout [String], untilParen: Bool
    ) {
        var depth = 0
        while let c = chars.first {
            if c == "/" && chars.dropFirst().first == "/" {
                while let next = chars.first, next != "\n" { chars.removeFirst() }
            } else if c == "\"" {
                found.append(scanLiteral(&chars, into: &found))
            } else {
                chars.removeFirst()
                if c == "(" { depth += 1 }
                if c == ")" {
                    if untilParen && depth == 0 { return }
                    depth -= 1
                }
            }
        }
    }

    /// A literal from its opening quote, single- or multi-line; returns its text (a multi-line
    /// literal's lines with their indentation trimmed).
    private static func scanLiteral(
        _ chars: inout ArraySlice<Character>, into found: inout [String]
    ) -> String {
        let multiline = chars.prefix(3).elementsEqual("\"\"\"")
        chars.removeFirst(multiline ? 3 : 1)
        var text = ""
        while let c = chars.first {
            if multiline ? chars.prefix(3).elementsEqual("\"\"\"") : c == "\"" {
                chars.removeFirst(multiline ? 3 : 1)
                break
            }
            chars.removeFirst()
            if c == "\\", let next = chars.first {
                chars.removeFirst()
                if next == "(" {
                    text += "\\(…)"
                    scanCode(&chars, into: &found, untilParen: true)
                } else {
                    text += "\\\(next)"
                }
            } else {
                text.append(c)
            }
        }
        guard multiline else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.joined(separator: "\n")
    }
}
