import Foundation
import TestSupport
import Testing

@testable import Shell

/// Drives the real shell in a pseudo-terminal made by tmux, as a person would type.
@Suite("Interactive shell", .serialized)
struct InteractiveTests {

    /// The trainer runs in the same process group as the pane's shell and a sibling `sleep`:
    /// a terminating signal must end the trainer alone (no libedit `kill(0, sig)`).
    final class Pane: TmuxPane {
        var siblingFile: URL { state.appendingPathComponent("sibling") }

        init() throws {
            try super.init(
                prefix: "gridtrainer-test", scrollback: true,
                command: { pane in
                    "sleep 60 & echo $! > \(pane.state.appendingPathComponent("sibling").path); "
                        + pane.trainerCommand()
                },
                until: { $0.contains("lazy>") })
        }
    }

    // Ctrl-C in the middle of a paste abandons it: nothing is read into the model, and the
    // shell's prompt comes back; a complete paste then loads its grid.
    @Test(.needsTmux)
    func ctrlCAbandonsAPaste() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.keys("add fixed 9", "Enter")
        try pane.waitFor { $0.contains("1    fixed 9") }
        try pane.keys("paste", "Enter")
        try pane.waitFor { $0.contains("  ...>") }
        try pane.keys("let columns = [GridItem(.fixed(70)),", "Enter")
        try pane.keys("C-c")
        // Before: "  ...> paste abandoned", on the prompt's line.
        try pane.waitFor { $0.contains("  ...> ^C\npaste abandoned: nothing changed\nlazy>") }
        try pane.keys("widths", "Enter")
        try pane.waitFor { $0.contains("lazy> widths\nitem kind") && $0.contains("1    fixed 9") }
        // A balanced array and then a blank line end the paste.
        try pane.keys("paste", "Enter", "[GridItem(.fixed(70))]", "Enter", "Enter")
        try pane.waitFor { $0.contains("1    fixed 70") }
        // Ctrl-D ends a paste; its error starts a line of its own (it followed the prompt).
        try pane.waitForPrompt()
        try pane.keys("paste", "Enter", "Grid {", "Enter")
        try pane.waitFor { $0.contains("...> Grid {") && TmuxPane.lastLine($0) == "...>" }
        try pane.keys("C-d")
        try pane.waitFor { $0.contains("\npaste:1:7: error: expected '}' to end closure") }
    }

    @Test(.needsTmux)
    func typingCompletionHistoryCtrlCAndCtrlD() throws {
        let pane = try Pane()
        defer { pane.close() }
        // TAB completes a unique command and a size kind.
        try pane.keys("ad", "Tab", "fi", "Tab", "70", "Enter")
        try pane.waitFor { $0.contains("lazy> add fixed 70") && $0.contains("1    fixed 70") }
        // The layout is reprinted after each change (auto on).
        try pane.keys("width 200", "Enter")
        try pane.waitFor { $0.contains("LazyVGrid · screen 200 → 200 offered") }
        // TAB on an ambiguous prefix lists the candidates (typed at the prompt, as the Ctrl-C
        // after it must be).
        try pane.waitForPrompt()
        try pane.keys("wid", "Tab", "Tab")
        try pane.waitFor { $0.contains("width  widths") }
        // Ctrl-C abandons the line (it is never run); the shell stays.
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("width^C\nlazy>") }
        try pane.keys("add nonsense")
        try pane.waitFor { $0.contains("lazy> add nonsense") }
        try pane.keys("C-c")
        try pane.waitFor { $0.components(separatedBy: "^C\nlazy>").count >= 3 }
        // Up arrow recalls the history: `width 200`, then `add fixed 70`.
        try pane.keys("Up", "Up", "Enter")
        try pane.waitFor {
            $0.components(separatedBy: "lazy> add fixed 70").count >= 3
                && $0.contains("2    fixed 70")
        }
        // Errors never end the session.
        try pane.keys("remove 9", "Enter")
        let screen = try pane.waitFor {
            $0.contains("error: there is no item 9; expected an item number from 1 to 2")
        }
        #expect(!screen.contains("nonsense'"), "the abandoned line was run")
        // Ctrl-D on an empty line (at the prompt: typed ahead it is lost, see `waitForPrompt`)
        // leaves with status 0 and saves the history (mode 0600).
        try pane.waitForPrompt()
        try pane.keys("C-d")
        #expect(try pane.exitStatus() == "0")
        let history = pane.state.appendingPathComponent("gridtrainer/history")
        let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try String(contentsOf: history, encoding: .utf8).contains("width\\040200"))
    }

    @Test(
        .needsTmux,
        .enabled(if: isLinux, "finds the trainer's process in /proc, which only Linux has"))
    func sigtermSavesHistoryAndRestoresTheTerminal() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.keys("add fixed 5", "Enter")
        try pane.waitFor { $0.contains("1    fixed 5") }
        // SIGTERM while a line is being typed at the prompt.
        try pane.keys("add fix")
        try pane.waitForPrompt("lazy> add fix")
        let tty = try pane.paneTTY()
        let sibling = try #require(
            Int32(
                String(contentsOf: pane.siblingFile, encoding: .utf8).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        // The trainer is the child of the pane's shell (the sibling is the other).
        kill(try pane.trainerPID(excluding: sibling), SIGTERM)
        #expect(try pane.exitStatus() == "143")
        // The sibling in the same process group is still alive: the signal was not passed on.
        #expect(kill(sibling, 0) == 0, "the sibling process was killed with the trainer")
        kill(sibling, SIGKILL)
        let history = try String(
            contentsOf: pane.state.appendingPathComponent("gridtrainer/history"), encoding: .utf8)
        #expect(history.contains("add\\040fixed\\0405"))
        // The terminal is back in cooked mode: canonical input and echo on.
        var settings = termios()
        let fd = open(tty, O_RDONLY | O_NOCTTY)
        defer { close(fd) }
        #expect(tcgetattr(fd, &settings) == 0)
        #expect(settings.c_lflag & tcflag_t(ICANON) != 0)
        #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
    }

    /// Issue 9.7 and 9.8 at a real terminal: one diagram for a line of three changes, Ctrl-C
    /// at a quiz's answer prompt abandons it unrevealed, and the prompt names the mode.
    @Test(.needsTmux)
    func oneDiagramPerLineQuizCtrlCAndTheModePrompt() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.keys("add fixed 70; add fixed 30; width 200", "Enter")
        var screen = try pane.waitFor { $0.contains("2    fixed 30") }
        #expect(screen.components(separatedBy: "LazyVGrid · ").count == 2, "\(screen)")
        try pane.keys("quiz 2", "Enter")
        try pane.waitFor { $0.contains("  ...>") }
        try pane.keys("C-c")
        screen = try pane.waitFor { $0.contains("Quiz 2 left: nothing revealed") }
        #expect(!screen.contains("SwiftUI draws"))
        try pane.keys("widths", "Enter")
        try pane.waitFor {
            $0.contains("lazy> widths") && $0.components(separatedBy: "2    fixed 30").count >= 3
        }
        // The eager Grid has its own prompt.
        try pane.keys("grid", "Enter")
        try pane.waitFor {
            $0.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } == "grid>"
        }
    }

    @Test(.needsTmux)
    func resizeRedrawsAtTheNewWidthAndKeepsTheLine() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.keys("add fixed 50", "Enter")
        // At 120 columns the container bar runs to column 119.
        try pane.waitFor { $0.contains("1    fixed 50") }
        try pane.keys("add flexible max ∞")
        try pane.waitFor { $0.contains("lazy> add flexible max ∞") }
        try pane.tmux("resize-window", "-t", pane.name, "-x", "70", "-y", "50")
        // Redrawn at 70 columns: a 60-column bar after the 10-column label, and the line being
        // typed kept on the last line of the screen, below the new diagram.
        func lastLine(_ screen: String) -> String? {
            screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        let screen = try pane.waitFor {
            $0.contains(
                "offered   |<" + String(repeating: "-", count: 25) + " 375 "
                    + String(repeating: "-", count: 26) + ">|")
                && lastLine($0) == "lazy> add flexible max ∞"
        }
        #expect(lastLine(screen) == "lazy> add flexible max ∞")
        try pane.keys("Enter")
        try pane.waitFor { $0.contains("2    flexible 10…∞ 317") }
    }
}
