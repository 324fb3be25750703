import Foundation
import TestSupport
import Testing

@testable import Shell

/// `play` driven through a real pseudo-terminal (tmux on a private socket), keys as a teacher
/// presses them: the first step alone, Enter runs the next, b undoes, a number jumps, q and
/// Esc leave at the prompt with the session given back, SIGTERM restores the terminal.
@Suite("Play at a terminal", .serialized)
struct PlayTerminalTests {
    static let lesson = "examples/06-objcio-quiz.grid"

    /// Started in the package root with any arguments, and read without the scrollback: the
    /// presenter clears the screen for each step.
    final class Pane: TmuxPane {
        init(
            _ arguments: String, columns: Int = 120, rows: Int = 50,
            until ready: (String) -> Bool
        ) throws {
            try super.init(
                prefix: "gridtrainer-play", columns: columns, rows: rows, scrollback: false,
                command: { "cd \(packageRoot().path) && " + $0.trainerCommand(arguments) },
                until: ready)
        }
    }

    static func lastLine(_ screen: String) -> String? {
        screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// Lesson 6, whose steps LessonTests counts: 1 the title card, 2 `columns` at the default
    /// width 375 (remaining 375 − 8 − 70 = 297; ⌊305/48⌋ = 6 tracks of (297 − 40)/6 = 42.83),
    /// 3 `width 200` (70 · 57 · 57).
    @Test(.needsTmux)
    func playFromTheShell() throws {
        let pane = try Pane("", until: { $0.contains("lazy>") })
        defer { pane.close() }
        try pane.keys("play \(Self.lesson)", "Enter")
        let first = try pane.waitFor { $0.contains("step 1 of 8") }
        #expect(first.contains("Lesson 6 — the objc.io quiz cases"))
        #expect(first.contains("Quiz 1. Ask:"))
        #expect(
            !first.contains("lazy> columns") && !first.contains("LazyVGrid"),
            "nothing run ahead: no command, no diagram")
        try pane.keys("Enter")
        let second = try pane.waitFor { $0.contains("step 2 of 8") }
        #expect(
            second.contains(
                "lazy> columns [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]"))
        #expect(
            second.contains("LazyVGrid · default screen 375 → 375 offered")
                && second.contains("6 × 42.83"))
        #expect(!second.contains("Lesson 6"), "a clean screen for each step")
        try pane.keys("Space")
        let third = try pane.waitFor { $0.contains("step 3 of 8") }
        #expect(third.contains("lazy> width 200") && third.contains("2 × 57"))
        try pane.keys("b")
        let back = try pane.waitFor { $0.contains("step 2 of 8") }
        #expect(
            back.contains("LazyVGrid · default screen 375 → 375 offered")
                && !back.contains("lazy> width 200"))
        try pane.keys("q")
        try pane.waitFor {
            $0.contains("left the lesson at step 2 of 8; your session is back as it was")
                && Self.lastLine($0) == "lazy>"
        }
        // The lesson played apart: the session is as it was before it, empty, nothing to undo.
        try pane.keys("widths", "Enter")
        try pane.waitFor { $0.contains("lazy> widths\n(no items yet)") }
        try pane.keys("undo", "Enter")
        try pane.waitFor { $0.contains("error: nothing to undo") }
        try pane.waitForPrompt()
        try pane.keys("C-d")
        #expect(try pane.exitStatus() == "0")
    }

    /// `--play` from the command line: a number and Enter jump, r reruns, Esc leaves at the
    /// prompt; the checks of step 4 (the reveal) pass silently.
    @Test(.needsTmux)
    func playFromTheCommandLine() throws {
        let pane = try Pane("--play \(Self.lesson)", until: { $0.contains("step 1 of 8") })
        defer { pane.close() }
        try pane.keys("3", "Enter")
        let third = try pane.waitFor { $0.contains("step 3 of 8") }
        #expect(third.contains("lazy> width 200") && third.contains("2 × 57"))
        try pane.keys("r")
        try pane.waitFor { $0.contains("step 3 of 8") && $0.contains("2 × 57") }
        try pane.keys("Right")
        let reveal = try pane.waitFor { $0.contains("step 4 of 8") }
        #expect(
            reveal.contains("Reveal: look at the tracks row") && !reveal.contains("error"),
            "its three checks passed silently")
        try pane.keys("9", "Enter")
        try pane.waitFor { $0.contains("no step 9: the lesson has 8") }
        try pane.keys("Escape")
        try pane.waitFor {
            $0.contains("left the lesson at step 4 of 8") && $0.contains("GridTrainer 0.1.0")
        }
        try pane.keys("widths", "Enter")
        try pane.waitFor { $0.contains("lazy> widths\n(no items yet)") }
        try pane.keys("quit", "Enter")
        #expect(try pane.exitStatus() == "0")
    }

    /// End runs every step (the last is `explain`, whose assumptions end it), Home goes back to the
    /// title card with the model as it was before the lesson, and Ctrl-C leaves (raw mode: a key,
    /// not a signal).
    @Test(.needsTmux)
    func endHomeAndCtrlC() throws {
        let pane = try Pane("--play \(Self.lesson)", until: { $0.contains("step 1 of 8") })
        defer { pane.close() }
        try pane.keys("End")
        try pane.waitFor { $0.contains("step 8 of 8") && $0.contains("These numbers rely on:") }
        try pane.keys("Enter")
        try pane.waitFor { $0.contains("end of the lesson: p goes back, q leaves") }
        try pane.keys("Home")
        let first = try pane.waitFor { $0.contains("step 1 of 8") }
        #expect(!first.contains("LazyVGrid"))
        try pane.keys("C-c")
        try pane.waitFor {
            $0.contains("left the lesson at step 1 of 8") && Self.lastLine($0) == "lazy>"
        }
        try pane.keys("widths", "Enter")
        try pane.waitFor { $0.contains("lazy> widths\n(no items yet)") }
        try pane.keys("undo", "Enter")
        try pane.waitFor { $0.contains("error: nothing to undo") }
        try pane.waitForPrompt()
        try pane.keys("C-d")
        #expect(try pane.exitStatus() == "0")
    }

    /// Issue 33, at a projector's 80×24: lesson 8's step 6 is taller than the screen. It opens
    /// on what its narration points at (pass 1's 61.33, in the widths table); ↓ and PgDn scroll
    /// within the step (before, they went to the next step) and say when its end is reached;
    /// Space goes on, p goes back.
    @Test(.needsTmux)
    func aTallStepScrollsAt80x24() throws {
        let pane = try Pane(
            "--play 8", columns: 80, rows: 24, until: { $0.contains("step 1 of 8") })
        defer { pane.close() }
        try pane.keys("6", "Enter")
        let six = try pane.waitFor { $0.contains("step 6 of 8 · lines ") }
        #expect(six.contains("61.33") && six.contains("more lines above (PgUp or ↑)"), "\(six)")
        #expect(six.contains("Reveal: it overflows."), "the narration stays")
        let first = try #require(Self.lastLine(six))
        try pane.keys("Down")
        let down = try pane.waitFor { Self.lastLine($0) != first && $0.contains("step 6 of 8") }
        #expect(down.contains("step 6 of 8 · lines "))
        try pane.keys("PPage", "PPage", "PPage")
        try pane.waitFor { $0.contains("step 6 of 8 · lines 1–") }
        try pane.keys("NPage", "NPage", "NPage", "NPage", "Down")
        try pane.waitFor { $0.contains("the end of this step: Space goes on") }
        try pane.keys("Space")
        try pane.waitFor { $0.contains("step 7 of 8") && $0.contains("The second surprise") }
        try pane.keys("p")
        try pane.waitFor { $0.contains("step 6 of 8") }
        try pane.keys("q")
        try pane.waitFor { $0.contains("your session is back as it was") }
        try pane.keys("quit", "Enter")
        #expect(try pane.exitStatus() == "0")
    }

    /// SIGTERM while a step is shown: the trainer ends with 128 + 15 and the terminal is back
    /// in cooked mode (canonical input and echo on).
    @Test(
        .needsTmux,
        .enabled(if: isLinux, "finds the trainer's process in /proc, which only Linux has"))
    func sigtermRestoresTheTerminal() throws {
        let pane = try Pane("--play \(Self.lesson)", until: { $0.contains("step 1 of 8") })
        defer { pane.close() }
        let tty = try pane.paneTTY()
        var raw = termios()
        let fd = open(tty, O_RDONLY | O_NOCTTY)
        defer { close(fd) }
        #expect(tcgetattr(fd, &raw) == 0)
        #expect(raw.c_lflag & tcflag_t(ICANON) == 0, "raw while playing")
        kill(try pane.trainerPID(), SIGTERM)
        #expect(try pane.exitStatus() == "143")
        var settings = termios()
        #expect(tcgetattr(fd, &settings) == 0)
        #expect(settings.c_lflag & tcflag_t(ICANON) != 0)
        #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
    }
}
