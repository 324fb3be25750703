import Foundation
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell
@testable import Teaching

/// `play` without a terminal: its errors, its wiring to the presenter, its help and completion.
/// The keys themselves are driven through tmux in PlayTerminalTests.
@Suite("Play command")
struct PlayCommandTests {
    @Test func withoutATerminalItRefusesPolitely() throws {
        let t = Transcript()
        #expect(t.run("play examples/06-objcio-quiz.grid") == .failed)
        #expect(
            t.stderr
                == "error: play needs a terminal; to run a lesson as a script: gridtrainer FILE")
        let result = try runTrainer(["--play", "examples/06-objcio-quiz.grid"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "gridtrainer: play needs a terminal; to run a lesson as a script: gridtrainer "
                + "FILE\n"
        )
        #expect(result.stdout.isEmpty)
        let script = try runTrainer(["-c", "play examples/06-objcio-quiz.grid"])
        #expect(script.status == 1 && script.stderr.contains("play needs a terminal"))
    }

    @Test func badArguments() throws {
        // `play` alone lists the lessons (issue 33; before, an error): from the repository's
        // examples when the tests run in it.
        let t = Transcript()
        #expect(t.run("play") == .ok && t.err.isEmpty)
        #expect(t.stdout.contains("'play N' or 'play NAME' plays one"))
        let missing = Transcript()
        missing.runner.presenter.present = { _, _, _ in .ok }
        missing.run("play /nonexistent.grid")
        #expect(
            missing.stderr
                == "error: cannot open '/nonexistent.grid': No such file or directory; expected a "
                + "readable command file"
        )
        #expect(throws: Options.ParseError.missingValue("--play")) { try Options.parse(["--play"]) }
        #expect(try Options.parse(["--play", "x.grid"]).play == "x.grid")
    }

    /// The runner loads the lesson and hands it to the presenter; a lesson that plays another
    /// while it plays is refused.
    @Test func thePresenterGetsTheLessonAndCannotNest() throws {
        let t = Transcript()
        final class Seen {
            var steps = 0
            var nested = ""
        }
        let seen = Seen()
        t.runner.presenter.present = { runner, lesson, path in
            seen.steps = lesson.steps.count
            let inner = runner.runStep(
                Lesson.Step(command: Lesson.Line(number: 1, text: "play \(path)"), line: 1),
                file: path)
            seen.nested = inner.errors.joined()
            return .ok
        }
        #expect(t.run("play examples/06-objcio-quiz.grid") == .ok)
        #expect(seen.steps == 8)
        #expect(
            seen.nested
                == "examples/06-objcio-quiz.grid:1: error: a lesson is already playing; one "
                + "lesson at a time (leave it with q first)"
        )
    }

    /// A step run through the runner: its command with its input, its checks silent unless
    /// they fail, what it printed kept instead of printed.
    @Test func aStepsTranscript() {
        let t = Transcript()
        let lesson = Lesson(lines: [
            "# Title", "quiz 2", "108 120", "expect widths 108 120", "expect grid 200",
        ])
        #expect(lesson.steps.count == 2)
        let title = t.runner.runStep(lesson.steps[0], file: "q.grid")
        #expect(title == StepTranscript())
        let quiz = t.runner.runStep(lesson.steps[1], file: "q.grid")
        #expect(quiz.changed && quiz.output.first?.hasPrefix("Quiz 2 of") == true)
        #expect(quiz.output.contains("Right: SwiftUI draws 108 · 120. Score: 1 of 1 right."))
        // Quiz 2 worked: pass 1 needs 224 > 200, so the grid is 224 (the spec's second case).
        #expect(
            quiz.errors == [
                "q.grid:5: error: expectation failed: expected grid 200, actual grid 224"
            ])
        #expect(t.out.isEmpty && t.err.isEmpty, "nothing printed while the step ran")
    }

    @Test func helpDescribesKeysAndFormats() throws {
        let play = try Help.text(for: "play")
        for words in [
            "Space, →, n, Enter", "←, p, b", "↓, ↑", "PgDn, PgUp", "r ", "N Enter",
            "q, Esc, Ctrl-C", "undone exactly", "Needs a terminal", "fresh trainer on your screen",
            "# [continue session]",
        ] {
            #expect(play.contains(words), "help play: \(words)")
        }
        let export = try Help.text(for: "export")
        for words in [
            "svg ", "json ", "swift ", "html ", "'scale N' (0.1 to 10)", "symbolic link",
            "- is standard output",
        ] {
            #expect(export.contains(words), "help export: \(words)")
        }
        #expect(try Help.text(for: "spies").contains("narrower than its slot"))
        #expect(Help.overview().contains("  export     "))
        #expect(Help.overview().contains("  play       "))
        #expect(Help.overview().contains("  spies      "))
    }

    @Test func completion() {
        let session = Session()
        func complete(_ words: [Substring], _ prefix: Substring = "") -> [String] {
            Completion.candidates(
                before: words, prefix: prefix, session: session, layouts: [], folders: FolderCache()
            )
        }
        #expect(complete(["export"]) == ["html", "json", "svg", "swift"])
        #expect(complete(["export"], "s") == ["svg", "swift"])
        #expect(complete(["export", "svg"]) == ["-"])
        #expect(complete(["export", "svg", "a.svg"]) == ["scale"])
        #expect(complete(["export", "json", "a.json"]).isEmpty)
        #expect(complete([], "spi") == ["spies"])
        #expect(complete([], "pl") == ["play"])
        // Lesson files are offered from examples/ when the trainer runs in the package root.
        if FileManager.default.currentDirectoryPath == packageRoot().path {
            #expect(complete(["play"], "examples/06").contains("examples/06-objcio-quiz.grid"))
            #expect(complete(["export", "html"], "examples/19").contains("examples/19-spies.grid"))
        }
    }
}
