import CommandLanguage
import GridModel
import SystemInterface
import Teaching

/// `play FILE` at a terminal: the lesson one step per screen, driven by single keys. The steps
/// run through the same runner as the shell, so leaving (q) keeps the model as it is and
/// `undo` takes the lesson's changes back one at a time.
struct Player {
    /// The session and the quiz counter before a step ran: all a step changes that going back
    /// must restore (saved layouts and written files stay, as they would after `undo`).
    struct State {
        var session: Session
        var quizzes: QuizScore
    }

    let runner: Runner
    let lesson: Lesson
    let path: String

    /// Plays until q, Esc, Ctrl-C, the end of input or SIGTERM/SIGHUP; the terminal is back in
    /// its own mode on every one of them.
    func run() throws(CommandError) -> Runner.Outcome {
        guard Terminal.isInteractive, let terminal = RawTerminal() else {
            throw .terminal(.playNeedsTerminal)
        }
        defer { terminal.restore() }
        let wasInteractive = runner.policy.interactive
        runner.policy.interactive = true
        defer { runner.policy.interactive = wasInteractive }
        let keys = KeyReader(terminal: terminal)
        var navigator = PlayNavigator<State, StepTranscript>(count: lesson.steps.count)
        var state = State(session: runner.session, quizzes: runner.presenter.quizzes)
        let runner = self.runner
        let lesson = self.lesson
        let path = self.path
        let step: PlayNavigator<State, StepTranscript>.Runner = { index, state in
            runner.session = state.session
            runner.presenter.quizzes = state.quizzes
            let transcript = runner.presentStep(lesson.steps[index], file: path, first: index == 0)
            state = State(session: runner.session, quizzes: runner.presenter.quizzes)
            return (transcript, transcript.quit)
        }
        var note: String?
        var typed = ""
        _ = navigator.start(&state, run: step)
        draw(navigator, note: nil)
        loop: while !navigator.stopped {
            if Interrupt.terminated != 0 { break }
            if Interrupt.takeResize() { draw(navigator, note: note) }
            let event = keys.next()
            if event == .key(.ctrlZ) || Interrupt.suspendRequested {
                // Ctrl-Z or SIGTSTP: the terminal restored while stopped, raw and redrawn
                // after `fg`.
                terminal.suspend()
                draw(navigator, note: note)
                continue
            }
            if Interrupt.takeContinued() {
                draw(navigator, note: note)
            }
            guard case .key(let key) = event else {
                if event == .end { break }
                continue
            }
            note = nil
            var move: PlayNavigator<State, StepTranscript>.Move?
            switch key {
            case .enter where !typed.isEmpty:
                move = navigator.jump(to: Int(typed) ?? 0, &state, run: step)
                typed = ""
            case .enter, .space, .right, .down, .pageDown:
                move = navigator.next(&state, run: step)
            case .backspace where !typed.isEmpty:
                typed.removeLast()
            case .left, .character("b"), .up, .pageUp, .backspace:
                move = navigator.back(&state)
            case .character("r"):
                move = navigator.rerun(&state, run: step)
            case .character("q"), .escape, .ctrlC, .ctrlD:
                break loop
            case .character(let digit) where digit.isASCII && digit.isNumber && typed.count < 6:
                typed.append(digit)
            case .home:
                move = navigator.jump(to: 1, &state, run: step)
            case .end:
                move = navigator.jump(to: lesson.steps.count, &state, run: step)
            default:
                note =
                    "keys: Enter/Space/→ next, ←/b back, r rerun, a number and Enter jumps,"
                    + " q leaves"
            }
            runner.session = state.session
            runner.presenter.quizzes = state.quizzes
            switch move {
            case .ran?, .restored?:
                draw(navigator, note: nil)
                continue
            case .atStart?: note = "already at the first step"
            case .atEnd?: note = "end of the lesson: b goes back, q leaves"
            case .noStep(let number)?:
                note = "no step \(number): the lesson has \(lesson.steps.count)"
            case nil: break
            }
            status(navigator, note: typed.isEmpty ? note : "go to step \(typed)")
        }
        let shown = (navigator.index ?? 0) + 1
        write("\n")
        terminal.restore()
        runner.output.show(
            message: "play",
            "left the lesson at step \(shown) of \(lesson.steps.count); the model is as it was"
                + " there ('undo' takes the lesson's changes back)")
        return .ok
    }

    private func draw(_ navigator: PlayNavigator<State, StepTranscript>, note: String?) {
        let columns = runner.output.columns()
        let index = navigator.index ?? 0
        let mode = navigator.before.last?.session.mode ?? runner.session.mode
        let rows = System.terminalRows(System.standardOutput) ?? 24
        let body = PlayScreen.screen(
            lesson.steps[index], navigator.output, columns: columns, rows: rows, mode: mode)
        write("\u{1B}[H\u{1B}[2J" + body.joined(separator: "\n") + "\n\n")
        status(navigator, note: note)
    }

    /// Rewrites the status line (the last line, left without a newline so it can be redrawn).
    private func status(_ navigator: PlayNavigator<State, StepTranscript>, note: String?) {
        let text = PlayScreen.status(
            step: (navigator.index ?? 0) + 1, of: lesson.steps.count, note: note,
            columns: runner.output.columns() - 1)
        let shown = runner.output.style.color ? "\u{1B}[7m" + text + "\u{1B}[0m" : text
        write("\r\u{1B}[K" + shown)
    }

    private func write(_ text: String) {
        System.write(System.standardOutput, Array(text.utf8))
    }
}
