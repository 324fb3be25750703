import Foundation
import TestSupport
import Testing

@testable import Shell

/// The live slider in the real shell, in a pseudo-terminal made by tmux on a private socket:
/// keys, Enter, Esc, Ctrl-C, resize, an overflow crossed, SIGTERM, and the shell afterwards.
@Suite("Slider in the shell", .serialized)
struct SliderShellTests {

    /// The visible screen only: the slider redraws in place, so what scrolled away is old.
    final class Pane: TmuxPane {
        init(columns: Int = 100) throws {
            try super.init(
                prefix: "gridtrainer-slide", columns: columns, scrollback: false,
                command: { $0.trainerCommand() },
                until: { $0.contains("lazy>") })
        }
    }

    // adaptive(80) in .padding() on 375: offered 343, ⌊351/88⌋ = 3 tracks of 109; at 376,
    // offered 344: 4 tracks of (344 − 24)/4 = 80; at 386, 354: 4 of 82.5.
    @Test(.needsTmux)
    func keysRedrawEnterKeepsAndUndoRestores() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.keys("add adaptive 80; padding default", "Enter")
        try pane.waitFor { $0.contains("3 × 109") }
        try pane.keys("slide width", "Enter")
        try pane.waitFor { $0.contains("slide screen width: 375 → 343 offered (as it was)") }
        try pane.keys("Right")
        var screen = try pane.waitFor {
            $0.contains(
                "slide screen width: 376 → 344 offered (was 375) · changed: item 1: 3 → 4 tracks")
        }
        #expect(screen.contains("1    adaptive 80…∞ 344    344   4 × 80 0, 88, 176, 264"))
        // The slider's frame below the layout printed before it.
        #expect(
            screen.components(separatedBy: "LazyVGrid · screen 376 → .padding() → 344 offered")
                .count == 2)
        try pane.keys("S-Right")
        screen = try pane.waitFor { $0.contains("slide screen width: 386 → 354 offered (was 375)") }
        #expect(screen.contains("4 × 82.5"))
        // Redrawn in place: the frame at 376 is gone, not scrolled up.
        #expect(!screen.contains("· screen 376 →"))
        try pane.keys("]", "[", "Left", "Right")
        try pane.waitFor {
            $0.contains("slide screen width: 386 → 354") && !$0.contains("slide screen width: 396")
        }
        try pane.keys("Enter")
        try pane.waitFor {
            $0.contains("screen width 386 kept (was 375; 'undo' puts it back)")
                && $0.contains("4 × 82.5")
        }
        try pane.keys("undo", "Enter")
        try pane.waitFor {
            $0.contains(
                "lazy> undo\nundid: slide screen width to 386\nLazyVGrid · default screen 375 → "
                    + ".padding() → 343 offered"
            )
        }
        // The shell is back to normal: typed text echoes and runs.
        try pane.keys("widths", "Enter")
        try pane.waitFor {
            $0.contains("lazy> widths\nitem kind") && $0.contains("3 × 109 0, 117, 234")
        }
    }

    @Test(.needsTmux)
    func escapeAndCtrlCPutTheOldValueBack() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.keys("add adaptive 80", "Enter")
        try pane.waitFor { $0.contains("4 × 87.75") }
        try pane.keys("slide 1 min", "Enter")
        try pane.keys("Right", "Right")
        try pane.waitFor { $0.contains("slide item 1 min: 82 (was 80)") }
        try pane.keys("Escape")
        try pane.waitFor { $0.contains("item 1 min back to 80; nothing changed\nlazy>") }
        try pane.keys("slide width", "Enter")
        try pane.keys("n")
        // ⌊(w + 8)/88⌋ = 5 from w = 432.
        try pane.waitFor {
            $0.contains("slide width: 432 (was 375) · changed: item 1: 4 → 5 tracks")
        }
        try pane.keys("C-c")
        try pane.waitFor { $0.contains("width back to 375; nothing changed\nlazy>") }
        try pane.keys("widths", "Enter")
        try pane.waitFor { $0.contains("1    adaptive 80…∞ 375    375   4 × 87.75") }
        try pane.keys("undo", "Enter")
        // The only change undo finds is the 'add': the slider left nothing to undo.
        try pane.waitFor { $0.contains("(no items yet") }
    }

    // fixed 200 + flexible min 150 + fixed 30 + 16 of spacing need 396: 402 fits, 392 overflows.
    @Test(.needsTmux)
    func crossingAnOverflowShowsIt() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.keys(
            "add fixed 200; add flexible min 150; add fixed 30; width iphone-16-pro", "Enter")
        try pane.waitFor {
            $0.contains("2    flexible 10…∞") == false && $0.contains("flexible 150…∞")
        }
        try pane.keys("slide width", "Enter")
        try pane.waitFor {
            $0.contains("slide width: 402 (as it was)") && $0.contains("flags: none")
        }
        try pane.keys("[")
        let screen = try pane.waitFor {
            $0.contains("slide width: 392 (was 402) · changed: overflow starts")
        }
        #expect(screen.contains("  overflow:"))
        try pane.keys("Escape")
        try pane.waitFor { $0.contains("width back to 402; nothing changed") }
    }

    @Test(.needsTmux)
    func resizeRedrawsAtTheNewWidth() throws {
        let pane = try Pane(columns: 120)
        defer { pane.close() }
        try pane.keys("add adaptive 80", "Enter")
        try pane.keys("slide width", "Enter")
        try pane.waitFor { $0.contains("slide width: 375 (as it was)") }
        try pane.tmux("resize-window", "-t", pane.name, "-x", "70", "-y", "50")
        // At 70 columns: a 60-column bar after the 10-column label.
        let bar =
            "offered   |<" + String(repeating: "-", count: 25) + " 375 "
            + String(repeating: "-", count: 26) + ">|"
        let screen = try pane.waitFor {
            $0.contains(bar) && $0.contains("slide width: 375 (as it was)")
        }
        #expect(
            screen.components(separatedBy: "slide width: 375").count == 2, "the old frame is gone")
        try pane.keys("Right")
        try pane.waitFor {
            $0.contains("slide width: 376 (was 375)")
                && $0.contains(bar.replacingOccurrences(of: "375", with: "376"))
        }
        try pane.keys("Enter")
        try pane.waitFor { $0.contains("width 376 kept") }
    }

    // SIGTERM while sliding: the trainer ends with 143 and the terminal is cooked again.
    @Test(
        .needsTmux,
        .enabled(if: isLinux, "finds the trainer's process in /proc, which only Linux has"))
    func sigtermRestoresTheTerminal() throws {
        let pane = try Pane()
        defer { pane.close() }
        try pane.keys("slide cells", "Enter")
        try pane.waitFor { $0.contains("slide cells: 12 (as it was)") }
        let tty = try pane.paneTTY()
        let trainer = try pane.trainerPID()
        // In raw mode: no canonical input, no echo.
        let fd = open(tty, O_RDONLY | O_NOCTTY)
        defer { close(fd) }
        var settings = termios()
        #expect(tcgetattr(fd, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) == 0)
        kill(trainer, SIGTERM)
        #expect(try pane.exitStatus() == "143")
        #expect(tcgetattr(fd, &settings) == 0)
        #expect(settings.c_lflag & tcflag_t(ICANON) != 0)
        #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
        #expect(settings.c_lflag & tcflag_t(ISIG) != 0)
    }
}
