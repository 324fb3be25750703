import Foundation
import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import GridModel
@testable import Shell
@testable import Teaching

/// Issue 33: a lesson plays in a fresh trainer on the session's screen and gives the session
/// back when it ends or is left; a lesson that says `# [continue session]` plays on it.
/// Before: `play` ran the lesson on whatever the session held (lesson 6 showed `70 41 41` and
/// two failed expectations after the person had opened a file of their own).
@Suite("Lessons start clean")
struct LessonIsolationTests {
    /// What the presenter saw when the lesson started and after its steps ran.
    final class Seen {
        var itemsAtStart: [GridItem] = []
        var screenAtStart: Double = 0
        var undoAtStart = -1
        var errors: [String] = []
        var widthsAtEnd: [Double] = []
    }

    /// A presenter that runs every step, as pressing Space to the end would.
    static func presenter(_ seen: Seen) -> PresenterState.Present {
        { runner, lesson, path in
            seen.itemsAtStart = runner.session.lazyGrid.items
            seen.screenAtStart = runner.session.screen.width
            seen.undoAtStart = runner.session.undoCount
            for (index, step) in lesson.steps.enumerated() {
                seen.errors += runner.presentStep(step, file: path, first: index == 0).errors
            }
            seen.widthsAtEnd = runner.session.layout.tracks.map(\.size)
            return .ok
        }
    }

    static func lesson(_ lines: [String]) throws -> String {
        let folder = try freshFolder("isolation")
        let path = folder.appendingPathComponent("l.grid").path
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Lesson 6 after the person built a grid of their own on a 300-wide screen: the lesson
    /// sees no items and that screen; its checks pass (70 · 57 · 57 at 200: remaining
    /// 200 − 8 − 70 = 122, ⌊130/48⌋ = 2 tracks of (122 − 8)/2 = 57); afterwards the person's
    /// items, screen and undo history are as they were.
    @Test func aLessonPlaysFreshAndGivesTheSessionBack() throws {
        let t = Transcript()
        t.run("add fixed 70; add fixed 41; add fixed 41; width 300")
        let seen = Seen()
        t.runner.presenter.present = Self.presenter(seen)
        #expect(t.run("play examples/06-objcio-quiz.grid") == .ok)
        #expect(seen.itemsAtStart.isEmpty, "the lesson starts with no items")
        #expect(seen.screenAtStart == 300, "on the session's screen")
        #expect(seen.undoAtStart == 0, "and no history to undo into")
        #expect(seen.errors.isEmpty, "every check of lesson 6 passes: \(seen.errors)")
        #expect(seen.widthsAtEnd == [108, 120])
        #expect(t.grid.items == [GridItem(.fixed(70)), GridItem(.fixed(41)), GridItem(.fixed(41))])
        #expect(t.runner.session.screen.width == 300)
        #expect(t.runner.session.undoCount == 4, "the history is the person's again")
    }

    /// The quiz score is the lesson's while it plays, and the person's after.
    @Test func theQuizScoreComesBackToo() throws {
        let t = Transcript()
        t.run("quiz 1\n70 57 57")
        let path = try Self.lesson(["# Title", "", "quiz 2", "96 120"])
        let seen = Seen()
        t.runner.presenter.present = { runner, lesson, path throws(CommandError) in
            #expect(runner.presenter.quizzes == QuizScore(), "a fresh score")
            return try Self.presenter(seen)(runner, lesson, path)
        }
        t.run("play \(path)")
        #expect(t.runner.presenter.quizzes.right == 1 && t.runner.presenter.quizzes.answered == 1)
        #expect(t.runner.presenter.quizzes.last == 1)
    }

    /// A lesson whose first line is `# [continue session]` works on the person's grid and
    /// leaves the model as it left it; the line is not narration, and every other line keeps
    /// its number.
    @Test func aLessonMayContinueTheSession() throws {
        let lines = [
            "# [continue session]", "# Your own grid, one more column.", "", "add flexible",
            "expect widths 70 117",
        ]
        let lesson = Lesson(lines: lines)
        #expect(lesson.continuesSession)
        #expect(lesson.title == "Your own grid, one more column")
        #expect(lesson.steps[0].narration == ["Your own grid, one more column."])
        #expect(lesson.steps[0].line == 2 && lesson.steps[1].command?.number == 4)
        #expect(!Lesson(lines: Array(lines.dropFirst())).continuesSession)
        let t = Transcript()
        t.run("add fixed 70; width 195")
        let seen = Seen()
        t.runner.presenter.present = Self.presenter(seen)
        t.run("play \(try Self.lesson(lines))")
        // 195 − 8 − 70 = 117 for the flexible item.
        #expect(seen.itemsAtStart == [GridItem(.fixed(70))])
        #expect(seen.errors.isEmpty, "\(seen.errors)")
        #expect(t.grid.items == [GridItem(.fixed(70)), GridItem(.flexible())])
    }

    /// A lesson that fails or is left half-way gives the session back as well.
    @Test func aLessonLeftHalfWayGivesTheSessionBack() throws {
        let t = Transcript()
        t.run("grid; row add fill fill")
        t.runner.presenter.present = { runner, lesson, path throws(CommandError) in
            _ = runner.presentStep(lesson.steps[1], file: path)
            #expect(runner.session.family.isLazy && runner.session.lazyGrid.items.count == 1)
            throw CommandError.terminal(.playNeedsTerminal)
        }
        let path = try Self.lesson(["# Title", "", "add fixed 10", "add fixed 20"])
        #expect(t.run("play \(path)") == .failed)
        #expect(t.runner.session.family == .eager && t.runner.session.eagerGrid.rows.count == 1)
        #expect(t.grid.items.isEmpty)
    }
}
