import TestSupport
import Testing

@testable import Shell
@testable import Teaching

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
                == "step 3 of 12 · Space/→/n next · ←/p back · r rerun · N Enter jump · q leave"
        )
        #expect(
            PlayScreen.status(step: 3, of: 12, columns: 50)
                == "step 3 of 12 · Space next · p back · q leave")
        #expect(
            PlayScreen.status(step: 3, of: 12, note: "go to step 4", columns: 200).hasPrefix(
                "step 3 of 12 · go to step 4 · Space"))
        #expect(PlayScreen.status(step: 3, of: 12, columns: 10) == "step 3 of ")
        // A step that scrolls: where the window stands, and the scrolling keys.
        #expect(
            PlayScreen.status(step: 6, of: 9, position: "lines 1–14 of 40", columns: 200)
                == "step 6 of 9 · lines 1–14 of 40 · Space/→/n next · ↑↓ PgUp PgDn scroll"
                + " · ←/p back · r rerun · N Enter jump · q leave")
        #expect(
            PlayScreen.status(
                step: 6, of: 9, position: "lines 1–14 of 40", moreBelow: true, columns: 79)
                == "step 6 of 9 · lines 1–14 of 40 · Space next · ↓ more · p back · q leave")
        #expect(
            PlayScreen.status(step: 6, of: 9, position: "lines 27–40 of 40", columns: 79)
                == "step 6 of 9 · lines 27–40 of 40 · Space next · p back · q leave")
    }
}

/// Issue 33: a step taller than the terminal scrolls within itself (before: it was cut, and
/// PgDn and ↓ went to the next step).
@Suite("Play view: scrolling within a step")
struct PlayViewTests {
    /// A narration, a command and 30 numbered output lines, on 24 rows: 22 for the step (a
    /// blank row and the status line take two). The narration, a blank and the command (3 rows)
    /// stay; the window has 22 − 3 − 2 = 17 rows, between a line saying what is above it and
    /// one saying what is below it.
    static func view(narration: [String] = ["Look at the output.", ""]) -> PlayView {
        let step = Lesson.Step(
            narration: narration, command: Lesson.Line(number: 3, text: "explain"), line: 1)
        let output = (1...30).map { "line \($0)" }.joined(separator: "\n")
        return PlayView(step, StepTranscript(output: [output]), columns: 80, rows: 24)
    }

    @Test func theWindowScrollsWithinTheStepBetweenTwoMarkers() {
        var view = Self.view()
        #expect(view.head == ["Look at the output.", "", "lazy> explain"])
        #expect(view.window == 17 && view.offset == 0 && view.scrolls)
        #expect(view.lines.count == 22)
        #expect(view.lines[3] == "" && view.lines[4] == "line 1")
        #expect(view.lines.last == "··· 13 more lines below (PgDn or ↓)")
        #expect(view.position == "lines 1–17 of 30")
        var moved = view.scroll(by: 1)
        #expect(moved && view.lines[3] == "··· 1 more line above (PgUp or ↑)")
        // A page is the window less one row, stopped at the step's last line (30 − 17 = 13).
        moved = view.page(1)
        #expect(moved && view.offset == 13 && view.lines[4] == "line 14")
        #expect(view.lines.last == "" && view.position == "lines 14–30 of 30" && !view.moreBelow)
        moved = view.page(1)
        #expect(!moved, "the window stops at the step's last line")
        moved = view.scroll(by: 1)
        #expect(!moved)
        moved = view.page(-1)
        #expect(moved && view.offset == 0)
        moved = view.scroll(by: -1)
        #expect(!moved)
    }

    @Test func aStepThatFitsDoesNotScroll() {
        let step = Lesson.Step(narration: ["Short."], line: 1)
        var view = PlayView(step, nil, columns: 80, rows: 24)
        #expect(!view.scrolls && view.position == nil && view.lines == ["Short."])
        let moved = view.scroll(by: 1)
        #expect(!moved)
    }

    /// The window opens on what the narration points at first: "25" is a number it quotes
    /// (25 ≥ 10) and not in the first window (lines 1–17). The 30 lines are one block, longer
    /// than the window, so it opens a row above line 25 (offset 23), held at the last offset
    /// (30 − 17 = 13): lines 14–30. Had it pointed first at 5, seen at once, it stays at 0.
    @Test func theWindowOpensOnWhatTheNarrationQuotes() {
        let view = Self.view(narration: ["Look at 25 in the output."])
        #expect(view.offset == 13 && view.lines.contains("line 25"))
        #expect(Self.view(narration: ["Look at 12, then 25."]).offset == 0, "12 is seen first")
        #expect(Self.view(narration: ["Look at 5 in the output."]).offset == 0, "a count")
        // A block of its own, after a blank row: opened at its start when it fits the window.
        let step = Lesson.Step(
            narration: ["Look at 99.5 in the table."],
            command: Lesson.Line(number: 3, text: "show"), line: 1)
        let output =
            (1...20).map { "picture \($0)" } + ["", "table", "a 1", "b 99.5", "c 3"]
        let table = PlayView(
            step, StepTranscript(output: [output.joined(separator: "\n")]), columns: 80, rows: 24)
        // 25 rows, a window of 17: the table starts at row 21, held at the last offset 8.
        #expect(table.offset == 8 && table.lines.contains("table"))
        #expect(Self.view(narration: ["Look at \"25\" in the output."]).offset == 0, "a quote")
    }

    /// What counts as pointing at the screen, worked on lesson 6's and 8's words.
    @Test func pointers() {
        typealias P = PlayView.Pointer
        #expect(
            P.all(in: [
                "Reveal: look at the tracks row, 70 · 57 · 57. One adaptive item became two",
                "tracks. Point at step 10: the tracks (236) are wider than the grid (224).",
            ]) == [.number("70"), .number("57"), .step(10)])
        #expect(P.all(in: ["Quiz 1: remaining = 200 − 8 − 70 = 122."]).isEmpty, "worked")
        #expect(P.all(in: ["Common guesses: 70 · 40 · 40 · 40."]).isEmpty, "guesses")
        #expect(P.all(in: ["Ask: \"how wide is 61.33?\""]).isEmpty, "asked")
        #expect(P.all(in: ["In lesson 13 and item 12, A2 holds."]).isEmpty, "names")
        #expect(P.all(in: ["It starts at −12."]) == [.number("12")])
        #expect(P.number("12").isShown(in: "grid 224 starts at -12"))
        #expect(!P.number("12").isShown(in: "grid 2.12 wide, 112 or 12.5"))
        // What it points at first: the sentence that says to look, not a recap before it.
        #expect(
            P.first(in: [
                "Pass 1 at 200 finds it needs 224. Point at step 10: the tracks (236) stick out."
            ]) == .step(10))
        #expect(P.first(in: ["Items 1 and 2 take 61.33 each, then 150."]) == .number("61.33"))
        #expect(P.first(in: ["Nothing to see."]) == nil)
        #expect(P.step(10).isShown(in: " 10. The 200 offered centres"))
        #expect(!P.step(10).isShown(in: "  1. Pass 1 at 10"))
    }
}
