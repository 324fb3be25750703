import CommandLanguage
import GridModel
import SystemInterface
import Teaching

/// `play FILE` at a terminal: the lesson one step per screen, driven by single keys. The steps
/// run through the same runner as the shell, in the fresh session `Runner.play` gave it (the
/// person's comes back when the lesson is left), or on the person's own session for a lesson
/// that continues it (leaving keeps the model as it is; `undo` takes the lesson's changes back).
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
        var navigator = Navigator(count: lesson.steps.count)
        var state = State(session: runner.session, quizzes: runner.presenter.quizzes)
        let runner = self.runner
        let lesson = self.lesson
        let path = self.path
        let step: Navigator.Runner = { index, state in
            runner.session = state.session
            runner.presenter.quizzes = state.quizzes
            let transcript = runner.presentStep(lesson.steps[index], file: path, first: index == 0)
            state = State(session: runner.session, quizzes: runner.presenter.quizzes)
            return (transcript, transcript.quit)
        }
        var note: String?
        var typed = ""
        _ = navigator.start(&state, run: step)
        var view = makeView(navigator)
        draw(view, navigator, note: nil)
        loop: while !navigator.stopped {
            if Interrupt.terminated != 0 { break }
            if Interrupt.takeResize() {
                view = makeView(navigator)
                draw(view, navigator, note: note)
            }
            let event = keys.next()
            if event == .key(.ctrlZ) || Interrupt.suspendRequested {
                // Ctrl-Z or SIGTSTP: the terminal restored while stopped, raw and redrawn
                // after `fg`.
                terminal.suspend()
                draw(view, navigator, note: note)
                continue
            }
            if Interrupt.takeContinued() {
                draw(view, navigator, note: note)
            }
            guard case .key(let key) = event else {
                if event == .end { break }
                continue
            }
            note = nil
            switch react(to: key, &navigator, &state, &typed, &view, step: step) {
            case .leave: break loop
            case .scrolled(nil):
                draw(view, navigator, note: nil)
                continue
            case .scrolled(let said?), .said(let said): note = said
            case .moved(let move):
                runner.session = state.session
                runner.presenter.quizzes = state.quizzes
                if let move, let said = Self.describe(move, of: lesson.steps.count) {
                    note = said
                } else if move != nil {
                    view = makeView(navigator)
                    draw(view, navigator, note: nil)
                    continue
                }
            }
            status(view, navigator, note: typed.isEmpty ? note : "go to step \(typed)")
        }
        write("\n")
        terminal.restore()
        runner.output.show(message: "play", farewell(at: (navigator.index ?? 0) + 1))
        return .ok
    }

    typealias Navigator = PlayNavigator<State, StepTranscript>

    /// What a key did: moved between steps (or tried to), scrolled within one (nil: it moved;
    /// else why not), said something, or leaves the lesson.
    private enum Reaction {
        case moved(Navigator.Move?)
        case scrolled(String?)
        case said(String)
        case leave
    }

    /// The key's effect on the steps, the step number being typed and the window.
    private func react(
        to key: Key, _ navigator: inout Navigator, _ state: inout State, _ typed: inout String,
        _ view: inout PlayView, step: Navigator.Runner
    ) -> Reaction {
        switch key {
        case .enter where !typed.isEmpty:
            defer { typed = "" }
            return .moved(navigator.jump(to: Int(typed) ?? 0, &state, run: step))
        case .enter, .space, .right, .character("n"):
            return .moved(navigator.next(&state, run: step))
        case .backspace where !typed.isEmpty:
            typed.removeLast()
            return .moved(nil)
        case .left, .character("p"), .character("b"), .backspace:
            return .moved(navigator.back(&state))
        case .down, .up, .pageDown, .pageUp: return .scrolled(scroll(&view, key))
        case .character("r"): return .moved(navigator.rerun(&state, run: step))
        case .character("q"), .escape, .ctrlC, .ctrlD: return .leave
        case .character(let digit) where digit.isASCII && digit.isNumber && typed.count < 6:
            typed.append(digit)
            return .moved(nil)
        case .home: return .moved(navigator.jump(to: 1, &state, run: step))
        case .end: return .moved(navigator.jump(to: lesson.steps.count, &state, run: step))
        default:
            return .said(
                "keys: Space/→/n next, ←/p back, ↑↓ PgUp PgDn scroll, r rerun, a number and"
                    + " Enter jumps, q leaves")
        }
    }

    /// What the status line says about a move that showed no other step; nil when one is shown.
    private static func describe(_ move: Navigator.Move, of count: Int) -> String? {
        switch move {
        case .ran, .restored: nil
        case .atStart: "already at the first step"
        case .atEnd: "end of the lesson: p goes back, q leaves"
        case .noStep(let number): "no step \(number): the lesson has \(count)"
        }
    }

    /// The line said at the prompt when the lesson is left at step `shown`.
    private func farewell(at shown: Int) -> String {
        "left the lesson at step \(shown) of \(lesson.steps.count); "
            + (lesson.continuesSession
                ? "the model is as it was there ('undo' takes the lesson's changes back)"
                : "your session is back as it was before the lesson")
    }

    /// The current step's view at the terminal's size, opened where its narration points.
    private func makeView(_ navigator: Navigator) -> PlayView {
        let family = navigator.before.last?.session.family ?? runner.session.family
        let rows = System.terminalRows(System.standardOutput) ?? 24
        return PlayView(
            lesson.steps[navigator.index ?? 0], navigator.output,
            columns: runner.output.columns(), rows: rows, family: family)
    }

    /// ↑/↓ a row, PgUp/PgDn a window, within the step: nil when the window moved, else what
    /// to say (the keys never leave the step; Space does).
    private func scroll(_ view: inout PlayView, _ key: Key) -> String? {
        let down = key == .down || key == .pageDown
        let moved =
            key == .down || key == .up ? view.scroll(by: down ? 1 : -1) : view.page(down ? 1 : -1)
        if moved { return nil }
        guard view.scrolls else { return "the whole step is shown: Space goes on" }
        return down ? "the end of this step: Space goes on" : "the top of this step"
    }

    private func draw(
        _ view: PlayView, _ navigator: Navigator, note: String?
    ) {
        write("\u{1B}[H\u{1B}[2J" + view.lines.joined(separator: "\n") + "\n\n")
        status(view, navigator, note: note)
    }

    /// Rewrites the status line (the last line, left without a newline so it can be redrawn).
    private func status(
        _ view: PlayView, _ navigator: Navigator, note: String?
    ) {
        let text = PlayScreen.status(
            step: (navigator.index ?? 0) + 1, of: lesson.steps.count, note: note,
            position: view.position, moreBelow: view.moreBelow,
            columns: runner.output.columns() - 1)
        let shown = runner.output.style.color ? "\u{1B}[7m" + text + "\u{1B}[0m" : text
        write("\r\u{1B}[K" + shown)
    }

    private func write(_ text: String) {
        System.write(System.standardOutput, Array(text.utf8))
    }
}
