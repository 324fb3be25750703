import Testing
import Words

@testable import SwiftSourceReader

/// The paste reader: complete when brackets balance and a blank line follows, or on `end`.
@Suite("Swift source: paste buffer")
struct SwiftSourcePasteTests {
    /// Feeds lines until the buffer says done; returns how many lines it took (nil: never done).
    func linesUntilDone(_ lines: [String]) -> (Int?, String) {
        var buffer = PasteBuffer()
        for (index, line) in lines.enumerated() where buffer.add(line) {
            return (index + 1, buffer.text)
        }
        return (nil, buffer.text)
    }

    @Test func blankLineAfterBalancedCode() {
        let (count, text) = linesUntilDone(["let columns = [", "  GridItem(),", "]", "", "ignored"])
        #expect(count == 4)
        #expect(text == "let columns = [\n  GridItem(),\n]")
    }

    @Test func blankLineInsideAStructDoesNotEnd() {
        let lines = [
            "struct V: View {", "    let a = 1", "", "    var body: some View {",
            "        Text(\"}\")", "", "    }", "}", "",
        ]
        #expect(linesUntilDone(lines).0 == 9)
    }

    @Test func leadingBlankLinesAreSkipped() {
        #expect(linesUntilDone(["", "  ", "let a = 1", ""]).0 == 4)
        #expect(linesUntilDone(["", "let a = 1", ""]).1 == "let a = 1")
    }

    @Test func endFinishesAnyPaste() {
        #expect(linesUntilDone(["struct V {", "end"]) == (2, "struct V {"))
        #expect(linesUntilDone(["  end  "]).0 == 1)
    }

    @Test func commentsAndStringsDoNotCount() {
        // Each of these lines opens nothing, so the blank line after it ends the paste.
        for line in [
            "let a = 1 // {", "let a = 1 /* { */", "let s = \"{[(\"", "let s = #\"{ \\\" \"#",
            "let s = \"\\(f(\"{\"))\"",
            "let s = \"a\\\\\" + \"(\"", "let c = \"\"",
        ] {
            #expect(linesUntilDone([line, ""]).0 == 2, "\(line)")
        }
        // An open block comment or multi-line string keeps the paste going over blank lines.
        #expect(linesUntilDone(["/* {", "", "*/", ""]).0 == 4)
        #expect(linesUntilDone(["let s = \"\"\"", "", "  {", "\"\"\"", ""]).0 == 5)
        #expect(linesUntilDone(["/* outer /* inner */ still", "", "*/", ""]).0 == 4)
    }

    @Test func scannerBoundsDepth() {
        var scanner = SourceScanner()
        scanner.scan(Substring(String(repeating: "(", count: 101)))
        #expect(scanner.overflow.map { EvalReasonText.text($0.what) } == "brackets and #if blocks")
        var fine = SourceScanner()
        fine.scan("Text(\"a\")\n    .padding()\n    .frame(width: 3)\nText(\"b\").padding()\n")
        #expect(fine.overflow == nil && fine.isBalanced)
    }
}
