import Rendering
import SystemInterface
import Teaching

/// The slider at the terminal: raw keys in, the frame redrawn in place on every key. Its
/// logic is `Slider`'s; this loop only reads keys, draws, and restores the terminal on every
/// way out (Enter, Esc, Ctrl-C, end of input, SIGTERM/SIGHUP).
struct SliderLoop {
    enum Outcome {
        /// Enter: the slider's value (its edit is nil when the value is unchanged).
        case kept(Slider)
        case cancelled(Slider)
    }

    var slider: Slider
    let columns: () -> Int
    let style: Style
    /// Rows the last frame took, to move back up over it.
    private var drawn = 0

    init(slider: Slider, columns: @escaping () -> Int, style: Style) {
        self.slider = slider
        self.columns = columns
        self.style = style
    }

    /// Runs until Enter or a cancel; nil when the terminal cannot be put in raw mode.
    mutating func run() -> Outcome? {
        System.flushOutput()
        guard let terminal = RawTerminal() else { return nil }
        defer { terminal.restore() }
        let reader = KeyReader(terminal: terminal)
        write("\u{1B}[?25l")  // the cursor hidden while the frame redraws
        defer { write("\u{1B}[?25h") }
        draw()
        while true {
            if Interrupt.terminated != 0 { return finish(.cancelled(slider)) }
            switch reader.next() {
            case .end: return finish(.cancelled(slider))
            case .key(.ctrlZ):
                suspend(terminal)
            case .interrupted:
                if Interrupt.suspendRequested { suspend(terminal) }
                // Continued after a stop: redrawn as after a resize.
                let continued = Interrupt.takeContinued()
                if Interrupt.takeResize() || continued {
                    // The terminal reflowed the old frame: start again from a clear screen.
                    write("\u{1B}[H\u{1B}[2J")
                    drawn = 0
                    draw()
                }
                if Interrupt.take() { return finish(.cancelled(slider)) }
            case .key(let key):
                switch key {
                case .enter: return finish(.kept(slider))
                case .escape, .ctrlC: return finish(.cancelled(slider))
                case .left: slider.move(by: -1)
                case .right: slider.move(by: 1)
                case .shiftLeft, .character("["): slider.move(by: -10)
                case .shiftRight, .character("]"): slider.move(by: 10)
                case .character("n"), .character("p"):
                    let forward = key == .character("n")
                    slider.jump(forward: forward) {
                        reader.keyWaiting() || Interrupt.terminated != 0
                    }
                default: continue
                }
                draw()
            }
        }
    }

    /// Ctrl-Z or SIGTSTP: the terminal restored (cursor shown, cooked mode) while stopped; after
    /// `fg` raw again, the cursor hidden, and the frame drawn afresh.
    private mutating func suspend(_ terminal: RawTerminal) {
        terminal.suspend()
        write("\u{1B}[?25l\u{1B}[H\u{1B}[2J")
        drawn = 0
        draw()
    }

    /// Moves up over the last frame, clears to the end of the screen and draws the new one.
    private mutating func draw() {
        let width = columns()
        let rows = System.terminalRows(System.standardOutput) ?? 24
        let lines = SliderView.frame(slider, columns: width, rows: rows, style: style)
        var text = drawn > 0 ? "\u{1B}[\(drawn)A" : ""
        text += "\r\u{1B}[J" + lines.joined(separator: "\n") + "\n"
        write(text)
        drawn = SliderView.height(lines, columns: width)
    }

    /// Erases the frame, so the shell's own output follows the line that started the slider.
    private func finish(_ outcome: Outcome) -> Outcome {
        write((drawn > 0 ? "\u{1B}[\(drawn)A" : "") + "\r\u{1B}[J")
        return outcome
    }

    private func write(_ text: String) { System.write(System.standardOutput, Array(text.utf8)) }
}
