import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridCheck
@testable import GridModel
@testable import Rendering
@testable import Shell
@testable import SwiftSourceReader
@testable import SystemInterface
@testable import Teaching
@testable import Words

/// What the presenter puts on the screen for a step, read as text.
@Suite("Play screen")
struct PlayScreenTests {
    @Test func narrationIsWrappedThenTheCommandAtThePromptThenItsOutput() {
        let step = Lesson.Step(
            narration: [
                "Quiz 1. Ask: how many columns do we see, and how wide is", "each one?", "",
                "Then reveal.",
            ],
            command: Lesson.Line(number: 4, text: "width 200"), line: 1)
        let transcript = StepTranscript(
            output: ["line one\nline two"], errors: ["x.grid:5: error: expectation failed"])
        let lines = PlayScreen.body(step, transcript, columns: 30)
        #expect(
            lines == [
                "Quiz 1. Ask: how many columns", "do we see, and how wide is", "each one?", "",
                "Then reveal.", "", "lazy> width 200", "line one",
                "line two", "x.grid:5: error: expectation failed",
            ])
        #expect(
            lines.prefix(5).allSatisfy { $0.count <= 30 },
            "the narration fits; output is shown as it was printed")
    }

    @Test func inputLinesShowTheContinuationPrompt() {
        let step = Lesson.Step(
            command: Lesson.Line(number: 1, text: "quiz 2"),
            input: [Lesson.Line(number: 2, text: "108 120")], line: 1)
        #expect(PlayScreen.body(step, nil, columns: 80) == ["lazy> quiz 2", "  ...> 108 120"])
    }

    @Test func controlCharactersInTheFileAreShownNotSent() {
        let step = Lesson.Step(narration: ["bell \u{07} here"], line: 1)
        #expect(PlayScreen.body(step, nil, columns: 80) == ["bell U+0007 here"])
    }

    @Test func statusLineFitsTheWidth() {
        #expect(
            PlayScreen.status(step: 3, of: 12, columns: 200)
                == "step 3 of 12 · Enter/Space/→ next · ←/b back · r rerun · N Enter jump · q leave"
        )
        #expect(
            PlayScreen.status(step: 3, of: 12, columns: 50)
                == "step 3 of 12 · Enter next · b back · q leave")
        #expect(
            PlayScreen.status(step: 3, of: 12, note: "go to step 4", columns: 200).hasPrefix(
                "step 3 of 12 · go to step 4 · Enter"))
        #expect(PlayScreen.status(step: 3, of: 12, columns: 10) == "step 3 of ")
    }
}
