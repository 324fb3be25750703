import Foundation
import TestSupport
import Testing

@testable import Shell

/// Ctrl-Z and SIGTSTP, then `fg`, in a real job-control shell (bash in a tmux pane on a
/// private socket): while stopped the terminal is the shell's (cursor shown); after `fg` the
/// slider is raw again and redrawn, the player likewise, and the prompt shows its line again.
@Suite("Suspend and resume", .serialized)
struct SuspendResumeTests {
    static let bash = ["/bin/bash", "/usr/bin/bash"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// bash (interactive, so it has job control) running the trainer in the visible screen.
    final class Pane: TmuxPane {
        init(arguments: String = "") throws {
            try super.init(
                prefix: "gridtrainer-tstp", columns: 100, scrollback: false,
                command: { _ in "\(SuspendResumeTests.bash ?? "bash") --norc --noprofile -i" },
                until: { !$0.isEmpty })
            try keys(
                "PS1='sh$ '; "
                    + trainerCommand(arguments).replacingOccurrences(of: "; sleep 20", with: ""),
                "Enter")
        }

        /// Whether tmux shows the pane's cursor.
        func cursorShown() throws -> Bool {
            try tmux("display", "-p", "-t", name, "#{cursor_flag}").hasPrefix("1")
        }

    }

    static let ready = TmuxPane.tmux != nil && bash != nil

    /// The screen without the blank lines and spaces after its last text.
    static func trimmed(_ screen: String) -> String {
        String(screen.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }

    @Test(
        .enabled(if: ready, "tmux or bash is not installed"),
        .enabled(if: isLinux, "finds the trainer's process in /proc, which only Linux has"),
        arguments: ["C-z", "SIGTSTP"])
    func theSliderStopsCookedAndComesBackRaw(how: String) throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.waitFor { $0.contains("lazy>") }
        try pane.keys("add fixed 40; slide width", "Enter")
        try pane.waitFor { $0.contains("slide width: 375 (as it was)") }
        #expect(try !pane.cursorShown())
        if how == "C-z" { try pane.keys("C-z") } else { kill(try pane.trainerPID(), SIGTSTP) }
        try pane.waitFor { $0.contains("Stopped") && Self.trimmed($0).hasSuffix("sh$") }
        #expect(try pane.cursorShown())
        try pane.keys("fg", "Enter")
        // Redrawn from a clear screen, and raw: the arrow moves the slider instead of echoing.
        try pane.waitFor { $0.contains("slide width: 375 (as it was)") && !$0.contains("Stopped") }
        try pane.keys("Right")
        let screen = try pane.waitFor { $0.contains("slide width: 376 (was 375)") }
        #expect(!screen.contains("^[[C"))
        #expect(try !pane.cursorShown())
        try pane.keys("Enter")
        try pane.waitFor { $0.contains("width 376 kept") }
        try pane.keys("quit", "Enter")
        try pane.waitFor { Self.trimmed($0).hasSuffix("sh$") }
    }

    @Test(.enabled(if: ready, "tmux or bash is not installed"))
    func thePromptRedrawsItsLineAfterFg() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.waitFor { $0.contains("lazy>") }
        try pane.keys("wid")
        try pane.waitFor { Self.trimmed($0).hasSuffix("lazy> wid") }
        try pane.keys("C-z")
        try pane.waitFor { $0.contains("Stopped") && Self.trimmed($0).hasSuffix("sh$") }
        try pane.keys("fg", "Enter")
        try pane.waitFor { Self.trimmed($0).hasSuffix("lazy> wid") }
        try pane.keys("ths", "Enter")
        try pane.waitFor {
            $0.contains("lazy> widths\n(no items yet") || $0.contains("lazy> widths\nitem")
        }
    }

    @Test(.enabled(if: ready, "tmux or bash is not installed"))
    func thePlayerStopsAndRedraws() throws {
        let pane = try Pane(
            arguments: "--play "
                + packageRoot().appendingPathComponent("examples/06-objcio-quiz.grid").path)
        defer { pane.close() }
        let first = try pane.waitFor { $0.contains("step 1 of") }
        try pane.keys("C-z")
        try pane.waitFor { $0.contains("Stopped") && Self.trimmed($0).hasSuffix("sh$") }
        #expect(try pane.cursorShown())
        try pane.keys("fg", "Enter")
        let again = try pane.waitFor { $0.contains("step 1 of") && !$0.contains("Stopped") }
        #expect(again.split(separator: "\n").first == first.split(separator: "\n").first)
        try pane.keys("Enter")
        try pane.waitFor { $0.contains("step 2 of") }
        try pane.keys("q")
    }

    /// `watch` runs in the terminal's own mode: Ctrl-Z stops it like any program, and after
    /// `fg` it draws the layout again and goes on watching (before, SIGTSTP was recorded and
    /// never acted on, so Ctrl-Z did nothing).
    @Test(.enabled(if: ready, "tmux or bash is not installed"))
    func watchStopsAndRedraws() throws {
        let file = TemporaryFile("watch-tstp", extension: "swift")
        let source =
            "import SwiftUI\nstruct V: View { var body: some View { LazyVGrid(columns: "
            + "[GridItem(.fixed(70))]) { Color.red } } }\n"
        try source.write(to: file.url, atomically: true, encoding: .utf8)
        let pane = try Pane(arguments: "--watch \(file.path)")
        defer { pane.close() }
        try pane.waitFor { $0.contains("watching") }
        try pane.keys("C-z")
        try pane.waitFor { $0.contains("Stopped") && Self.trimmed($0).hasSuffix("sh$") }
        try pane.keys("clear; fg", "Enter")
        try pane.waitFor { $0.contains("again; Ctrl-C stops") && $0.contains("1    fixed 70") }
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("watch stopped") }
        try pane.keys("quit", "Enter")
    }
}
