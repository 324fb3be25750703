import Foundation
import TestSupport
import Testing

@testable import Files
@testable import Shell

/// Issue 24's presenter check at a real 80×24 terminal (tmux on a private socket): every step of
/// lesson 8 is drawn from the top of the screen (nothing scrolled away) with the status line
/// at the bottom. `PresenterFitTests` walks every lesson without a terminal.
@Suite("Presenter at an 80×24 terminal", .serialized)
struct PresenterTerminalTests {
    static let lesson = "examples/08-two-pass-overflow.grid"

    @Test(.needsTmux)
    func everyStepOfLessonEightFits() throws {
        let steps = try LessonFile.load(packageRoot().appendingPathComponent(Self.lesson).path)
            .steps
        let count = steps.count
        let pane = try TmuxPane(
            prefix: "gridtrainer-fit", columns: 80, rows: 24, scrollback: false,
            command: {
                "cd \(packageRoot().path) && " + $0.trainerCommand("--play \(Self.lesson)")
            },
            until: { $0.contains("step 1 of \(count)") })
        defer { pane.close() }
        for (index, step) in steps.enumerated() {
            if index > 0 { try pane.keys("Enter") }
            let screen = try pane.waitFor { $0.contains("step \(index + 1) of \(count)") }
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            // The first line drawn is the step's own first line (its narration or its command).
            let first = PlayScreen.body(step, nil, columns: 80).first ?? ""
            #expect(
                lines.first?.trimmingCharacters(in: .whitespaces)
                    == first.trimmingCharacters(in: .whitespaces), "step \(index + 1)")
            let last = lines.last { !$0.allSatisfy(\.isWhitespace) } ?? ""
            #expect(last.hasPrefix("step \(index + 1) of \(count)"), "step \(index + 1): \(last)")
        }
        try pane.keys("q")
    }
}
