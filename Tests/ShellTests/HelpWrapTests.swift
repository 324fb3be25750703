import Testing

@testable import CommandLanguage
@testable import Rendering
@testable import Shell
@testable import Words

/// Issue 33: help is wrapped once, at words, at the terminal's width (80 when piped). Before,
/// `help play`, `help export` and `help slide` were written as lines of about 100 columns and
/// each was wrapped again on its own, so a sentence broke after "block is a" and went on a line
/// below; `help` never named `check`, and `check` typed at the prompt was "unknown command".
@Suite("Help at 80 columns")
struct HelpWrapTests {
    /// Every subject `help` knows, as the output prints it at `columns`.
    static func everyHelp(columns: Int) throws -> [(String, [String])] {
        let output = Output(
            json: false, style: Style(color: false), columns: { columns },
            out: { _ in }, err: { _ in })
        return try (["(overview)"] + Help.subjects).map { subject in
            let text = try subject == "(overview)" ? Help.overview() : Help.text(for: subject)
            return (subject, output.fitted(text).split(separator: "\n").map(String.init))
        }
    }

    @Test(arguments: [80, 60])
    func everyLineFits(columns: Int) throws {
        for (subject, lines) in try Self.everyHelp(columns: columns) {
            for line in lines where Wrap.visibleCount(line) > columns {
                Issue.record("help \(subject): \(line.count) columns: \(line)")
            }
        }
    }

    /// The source of every help text is one line per paragraph (or per table row): no line of a
    /// discussion ends mid-sentence for the next to go on in lower case.
    @Test func noParagraphIsBrokenInTheSource() {
        for spec in CommandRegistry.all {
            let lines = spec.discussion.split(separator: "\n")
            for (line, next) in zip(lines, lines.dropFirst()) {
                let start = next.drop { $0 == " " }.first
                if let start, start.isLowercase, !next.hasPrefix("  ") {
                    Issue.record("help \(spec.name): '\(line)' goes on as '\(next)'")
                }
            }
        }
    }

    /// A key table's long description hangs under its column, and a grammar of alternatives
    /// breaks between them.
    @Test func tablesHangAndGrammarsBreakBetweenAlternatives() throws {
        let help = try Self.everyHelp(columns: 80)
        let slide = try #require(help.first { $0.0 == "slide" }?.1)
        #expect(
            slide.contains(
                "    n p                     jump to the next or previous breakpoint that 'sweep'"))
        #expect(slide.contains("                            would list"))
        let export = try #require(help.first { $0.0 == "export" }?.1)
        #expect(
            export.first == "export svg FILE|- [scale N] | export json FILE|- | export swift FILE|-"
        )
        #expect(export[1] == "  | export html LESSON.grid FILE|-")
    }

    @Test func checkIsListedAndSaysHowToRunIt() throws {
        #expect(Help.overview().contains("  check      "))
        let t = Transcript()
        #expect(t.run("check MyApp") == .failed)
        #expect(
            t.stderr
                == "error: check runs from your system's shell, not inside the trainer: "
                + "gridtrainer check PATH... (a Swift file or a project folder; 'gridtrainer "
                + "check --help')")
        #expect(try Help.text(for: "check").contains("gridtrainer check"))
    }

    /// `clear` keeps its meaning, and at the terminal says what it did and how to undo it.
    @Test func clearSaysItRemovesEveryItem() throws {
        #expect(try Help.text(for: "clear").contains("Removes every item (undo brings them back)."))
        let t = Transcript()
        t.runner.policy.interactive = true
        t.run("add fixed 10; add flexible; clear")
        #expect(t.out.contains("clear removes every item (undo brings them back)"))
        t.run("undo")
        #expect(t.grid.items.count == 2)
        let script = Transcript()
        script.run("add fixed 10; clear")
        #expect(script.out.isEmpty, "a script prints nothing for an edit")
    }
}
