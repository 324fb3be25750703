import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import Teaching

/// Cutting lesson files into steps: pure, no terminal, no runner.
@Suite("Lesson steps")
struct LessonTests {
    /// Lesson 6 as a class sees it: the title card (with quiz 1's question) before anything
    /// runs; `columns`, then `width 200`; the reveal with its three checks; quiz 3's question on
    /// its own (it is followed by a blank line); its `columns`; its reveal with six checks; then
    /// the worked answer before `explain`.
    @Test func lessonSixHasEightSteps() throws {
        let lesson = try LessonFile.load(
            packageRoot().appendingPathComponent("examples/06-objcio-quiz.grid").path)
        let steps = lesson.steps
        #expect(steps.count == 8)
        #expect(lesson.title?.hasPrefix("Lesson 6 — the objc.io quiz cases") == true)
        #expect(steps[0].command == nil && steps[0].line == 1)
        #expect(steps[0].narration.contains { $0.hasPrefix("Quiz 1. Ask:") })
        #expect(steps[0].narration[1] == "", "a lone # parts paragraphs")
        #expect(
            steps[1].command?.text
                == "columns [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]")
        #expect(steps[1].command?.number == 11 && steps[1].narration.isEmpty)
        #expect(steps[2].command?.text == "width 200" && steps[2].checks.isEmpty)
        #expect(
            steps[3].command == nil
                && steps[3].narration.first?.hasPrefix("Reveal: look at the tracks row") == true)
        #expect(
            steps[3].checks.map(\.text) == [
                "expect widths 70 57 57", "expect grid 200", "expect no flags",
            ])
        #expect(steps[3].checks.map(\.number) == [19, 20, 21])
        #expect(
            steps[4].command == nil && steps[4].narration.first?.hasPrefix("Quiz 3. Ask:") == true)
        #expect(
            steps[5].command?.text.hasPrefix("columns [GridItem(.flexible(minimum: 50))") == true)
        #expect(
            steps[6].command == nil
                && steps[6].narration.first?.hasPrefix("Reveal: look at three things") == true)
        #expect(steps[6].checks.count == 6 && steps[6].checks.first?.text == "expect pass1 96 120")
        #expect(steps[7].command?.text == "explain")
        #expect(
            steps[7].narration.last?.hasPrefix("overflow. The order of the items matters.") == true)
    }

    @Test func commandsWithoutNarrationAreStepsOfTheirOwn() {
        let lesson = Lesson(lines: [
            "width 300", "add fixed 100", "expect widths 100", "add flexible # the rest",
        ])
        #expect(lesson.title == nil, "no opening comment block, no title card")
        #expect(
            lesson.steps.map { $0.command?.text } == [
                "width 300", "add fixed 100", "add flexible # the rest",
            ])
        #expect(lesson.steps[1].checks.map(\.number) == [3])
        #expect(lesson.steps.map(\.line) == [1, 2, 4])
    }

    /// A block right before a command is that command's narration (after the title card); a
    /// block before an `expect`, a blank line or the end stands alone, and the checks after it
    /// belong to it.
    @Test func narrationBelongsToTheNextCommandUnlessItStandsAlone() {
        let lesson = Lesson(lines: [
            "# Title", "#", "# More of the header.", "add fixed 70", "# Why 70?",
            "expect widths 70", "# Ask first.", "",
            "# Now the answer:", "width 200", "# The end.",
        ])
        let steps = lesson.steps
        #expect(steps.count == 6)
        #expect(
            steps[0].narration == ["Title", "", "More of the header."] && steps[0].command == nil)
        #expect(steps[1].narration.isEmpty && steps[1].command?.text == "add fixed 70")
        #expect(
            steps[2].narration == ["Why 70?"] && steps[2].checks.map(\.text) == ["expect widths 70"]
                && steps[2].line == 5)
        #expect(
            steps[3].narration == ["Ask first."] && steps[3].command == nil && steps[3].line == 7)
        #expect(
            steps[4].narration == ["Now the answer:"] && steps[4].command?.number == 10
                && steps[4].line == 9)
        #expect(steps[5].narration == ["The end."] && steps[5].command == nil)
    }

    /// `quiz` reads the next line as its answer and `paste` the lines up to a blank one: they
    /// are the command's input, not steps of their own.
    @Test func quizAndPasteKeepTheirInput() {
        let lesson = Lesson(lines: [
            "quiz 2", "108 120", "expect widths 108 120", "paste", "let columns = [",
            "GridItem(.fixed(5))]", "", "widths",
        ])
        let steps = lesson.steps
        #expect(steps.count == 3)
        #expect(steps[0].input.map(\.text) == ["108 120"] && steps[0].checks.count == 1)
        #expect(steps[1].input.map(\.number) == [5, 6, 7])
        #expect(steps[2].command?.text == "widths")
    }

    @Test func checksBeforeAnyCommandGetAStep() {
        let lesson = Lesson(lines: ["expect no flags", "  # indented comment", "add fixed 1"])
        #expect(lesson.steps.count == 2)
        #expect(lesson.steps[0].command == nil && lesson.steps[0].checks.count == 1)
        #expect(lesson.steps[1].narration == ["indented comment"])
    }

    @Test func emptyOrMissingLessonIsAnError() throws {
        let empty = TemporaryFile("empty", extension: "grid")
        try "\n\n".write(to: empty.url, atomically: true, encoding: .utf8)
        let noSteps = CommandError.file(.noSteps(path: empty.path))
        #expect(throws: noSteps) { try LessonFile.load(empty.path) }
        #expect(
            noSteps.description == "\(empty.path) has no steps: expected commands and '#' narration"
        )
        #expect(throws: CommandError.self) { try LessonFile.load("/nonexistent/lesson.grid") }
        let bad = TemporaryFile("bad", extension: "grid")
        try Data([0x61, 0x0A, 0xFF, 0x0A]).write(to: bad.url)
        let notUTF8 = CommandError.file(.lessonLine(path: bad.path, line: 2, .notUTF8))
        #expect(throws: notUTF8) { try LessonFile.load(bad.path) }
        #expect(
            notUTF8.description == "\(bad.path):2: the line is not valid UTF-8; expected UTF-8 text"
        )
    }

    /// Every lesson in examples/ cuts into steps whose commands and checks together are all
    /// its non-comment, non-blank lines, each once.
    @Test func everyExampleKeepsEveryLine() throws {
        let folder = packageRoot().appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".grid")
        }
        #expect(names.count >= 19)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            let lesson = Lesson(lines: lines)
            let used = lesson.steps.flatMap {
                [$0.command].compactMap { $0 } + $0.input + $0.checks
            }.map(\.number).sorted()
            let expected = lines.indices.filter { index in
                let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("#")
            }.map { $0 + 1 }
            #expect(used == expected, "\(name)")
        }
    }
}
