import Foundation
import TestSupport
import Testing

@testable import Files
@testable import Shell
@testable import Teaching
@testable import Words

/// Issue 24, then 33: at 80×24 and at 120×40 every step of every lesson is on the screen or a
/// scroll away (PgDn/↓), never cut; and whatever the narration points at — a number it quotes,
/// a step of `explain` it names — is on a line of that step. Before issue 33 the steps that did
/// not fit were cut from the end: lesson 8 step 6 quoted pass 1's 61.33 from a table that was
/// cut off, lesson 15 step 9 its 155.2 and 236.8, lesson 6 "step 10" of an `explain` cut after
/// step 6.
@Suite("Presenter: every step fits or scrolls")
struct PresenterFitTests {
    static func lessons() -> [String] {
        let root = packageRoot().appendingPathComponent("examples")
        var paths: [String] = []
        for folder in [root, root.appendingPathComponent("swift")] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            paths += names.filter { $0.hasSuffix(".grid") }.sorted().map {
                folder.appendingPathComponent($0).path
            }
        }
        return paths
    }

    /// One step as played: its view, and the rows of the step that are not its narration.
    struct Played {
        var name: String
        var step: Lesson.Step
        var view: PlayView
        var shown: [String]
    }

    /// Every step of every lesson, played in order as the presenter plays it.
    static func play(columns: Int, rows: Int) throws -> [Played] {
        var played: [Played] = []
        for path in lessons() {
            let lesson = try LessonFile.load(path)
            let t = Transcript(columns: columns)
            t.runner.policy.interactive = true
            let name = path.split(separator: "/").suffix(2).joined(separator: "/")
            for (index, step) in lesson.steps.enumerated() {
                let family = t.runner.session.family
                let transcript = t.runner.presentStep(step, file: path, first: index == 0)
                let view = PlayView(step, transcript, columns: columns, rows: rows, family: family)
                var silent = step
                silent.command = nil
                silent.input = []
                let narration = PlayView.split(
                    PlayScreen.body(silent, nil, columns: columns, family: family), columns
                ).count
                let all = view.head + view.rows
                played.append(
                    Played(
                        name: "\(name) step \(index + 1)", step: step, view: view,
                        shown: Array(all[min(narration, all.count)...])))
            }
        }
        return played
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func everyStepFitsOrScrollsAndShowsWhatItsNarrationQuotes(columns: Int, rows: Int) throws {
        var report: [String] = []
        for played in try Self.play(columns: columns, rows: rows) {
            var view = played.view
            let height = view.lines.count
            if height > rows - PlayView.reserved {
                report.append("\(played.name): \(height) rows")
            }
            if view.lines.contains(where: { Wrap.visibleCount($0) > columns }) {
                report.append("\(played.name): a row wider than \(columns)")
            }
            // Scrolling from the top to the bottom passes every row of the step.
            view.scroll(by: -view.rows.count)
            var seen = Set(view.head)
            repeat { seen.formUnion(view.lines) } while view.scroll(by: 1)
            if let missing = view.rows.first(where: { !seen.contains($0) }) {
                report.append("\(played.name): '\(missing)' never on screen")
            }
            // A step that shows nothing but its narration (the title card, a question asked
            // before anything runs) points at nothing on the screen.
            for pointer in PlayView.Pointer.all(in: played.step.narration)
            where !played.shown.isEmpty
                && !played.shown.contains(where: { pointer.isShown(in: $0) })
            {
                report.append("\(played.name): the narration quotes \(pointer), on no line")
            }
        }
        #expect(
            report.isEmpty,
            "\(report.count) problems:\n\(report.prefix(60).joined(separator: "\n"))")
    }

    /// The three steps of the issue open on what their narration points at: pass 1's 61.33
    /// (lesson 8), the 155.2 and 236.8 of row 3 (lesson 15), and explain's step 10 (lesson 6).
    @Test func revealsOpenOnWhatTheNarrationPointsAt() throws {
        let played = try Self.play(columns: 80, rows: 24)
        func opening(_ lesson: String, quoting pointer: PlayView.Pointer) -> Played? {
            played.first {
                $0.name.contains(lesson)
                    && PlayView.Pointer.all(in: $0.step.narration).contains(pointer)
            }
        }
        let cases: [(String, PlayView.Pointer)] = [
            ("08-two-pass", .number("61.33")), ("15-grid-spans", .number("155.2")),
            ("15-grid-spans", .number("236.8")), ("06-objcio", .step(10)),
        ]
        for (lesson, pointer) in cases {
            guard let step = opening(lesson, quoting: pointer) else {
                Issue.record("no step of \(lesson) quotes \(pointer)")
                continue
            }
            let narration = step.view.head.count + step.view.rows.count - step.shown.count
            #expect(
                step.view.lines.dropFirst(narration).contains { pointer.isShown(in: $0) },
                "\(step.name) opens on \(pointer):\n\(step.view.lines.joined(separator: "\n"))")
        }
    }
}
