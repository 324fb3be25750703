import Foundation
import LayoutKernel
import TestSupport
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

/// Issue 24: at 80×24 and at 120×40, every lesson's every step fits the screen with its
/// picture (a blank row and the status line take the last two rows).
@Suite("Presenter: every step fits the screen")
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

    @Test(arguments: [(80, 24), (120, 40)])
    func everyStepFits(columns: Int, rows: Int) throws {
        var report: [String] = []
        for path in Self.lessons() {
            let lesson = try LessonFile.load(path)
            let t = Transcript(columns: columns)
            t.runner.policy.interactive = true
            for (index, step) in lesson.steps.enumerated() {
                let mode = t.runner.session.mode
                let transcript = t.runner.presentStep(step, file: path, first: index == 0)
                let screen = PlayScreen.screen(
                    step, transcript, columns: columns, rows: rows, mode: mode)
                let height = SliderView.height(screen, columns: columns)
                let name = path.split(separator: "/").suffix(2).joined(separator: "/")
                if height > rows - 2 { report.append("\(name) step \(index + 1): \(height) rows") }
                // Fitting never drops the picture: a step whose whole output has one shows it.
                let picture = { (lines: [String]) in
                    lines.contains { $0.contains("|<") || $0.contains("##") }
                }
                let whole = PlayScreen.body(step, transcript, columns: columns, mode: mode)
                if picture(whole) && !picture(screen) {
                    report.append("\(name) step \(index + 1): no picture")
                }
            }
        }
        #expect(
            report.isEmpty, "\(report.count) steps: \(report.prefix(40).joined(separator: "; "))")
    }
}

@Suite("Presenter: what gives way")
struct PresenterGivesWayTests {
    // Measured case 2 at 80 columns prints the diagram, the table, four flags and A5: too much
    // for 24 rows with the narration. The narration, the command and the picture stay; the
    // flags and assumptions give way to one line that says how many lines and where they are.
    @Test func blocksGiveWayFromTheEndWithOneLineSayingSo() {
        let t = Transcript(columns: 80)
        t.runner.policy.interactive = true
        let lesson = Lesson(lines: [
            "# Title", "", "# Ask: does it fit?",
            "add flexible min 50; add flexible min 120; width 200",
        ])
        let transcript = t.runner.presentStep(lesson.steps[1], file: "l.grid")
        let screen = PlayScreen.screen(lesson.steps[1], transcript, columns: 80, rows: 24)
        #expect(SliderView.height(screen, columns: 80) <= 22)
        #expect(screen.first == "Ask: does it fit?")
        #expect(screen.contains("lazy> add flexible min 50; add flexible min 120; width 200"))
        #expect(screen.contains { $0.contains("|<") }, "the picture stays")
        #expect(
            screen.last?.hasPrefix("(") == true
                && screen.last?.hasSuffix("more lines below: 'show' prints them all)") == true)
        let tall = PlayScreen.screen(lesson.steps[1], transcript, columns: 80, rows: 200)
        #expect(
            tall == PlayScreen.body(lesson.steps[1], transcript, columns: 80),
            "with room, everything")
    }
}
