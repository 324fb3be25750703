import CommandLanguage
import Files
import GridModel
import SystemInterface
import Teaching
import Words

/// The interactive shell: a prompt, line editing and history (libedit), completion, Ctrl-C
/// that abandons the line or interrupts a sweep, and the layout reprinted after each change.
package struct Shell {
    let runner: Runner
    /// A command run first, as a value (`gridtrainer --watch FILE` starts with `.watch`).
    var first: ShellCommand? = nil

    /// The first lines of the shell, wrapped at its words to the terminal's width (at 80
    /// columns the old single line was cut mid-word by the terminal).
    static func banner(columns: Int) -> String {
        Wrap.lines(
            "GridTrainer \(Options.versionNumber) — how SwiftUI's lazy grids and Grid size their "
                + "tracks. Type 'help', or try: add fixed 70; add adaptive 40; width 200",
            width: columns, first: "", indent: 0)
    }

    /// The prompt names the grid family shown (`GridFamily.prompt`).
    static func prompt(for family: GridFamily) -> String { family.prompt }

    static func historyPath() -> String? {
        StatePaths.directory().map { $0 + "/history" }
    }

    /// Runs until quit, Ctrl-D or a terminating signal; returns that signal's number, if any.
    @discardableResult
    func run() -> Int32? {
        Interrupt.install()
        System.useUTF8Locale()
        runner.policy.sweepControl = SweepRunner.Control(
            shouldStop: { Interrupt.stopRequested },
            progress: { fraction in
                // On stderr, over itself, and erased when done: the result stays clean.
                let text =
                    fraction >= 1
                    ? "\r\u{1B}[K" : "\rsweeping… \(Int(fraction * 100))% (Ctrl-C stops)"
                Terminal.writeError(text, newline: false)
            }, now: System.now)
        runner.policy.interactive = true
        runner.policy.shouldStop = { Interrupt.stopRequested }
        let editor = LineEditor(
            prompt: Self.prompt(for: runner.session.family), historyPath: Self.historyPath())
        let runner = self.runner
        // Folders listed once per prompt line, and again only when they change.
        let folders = FolderCache()
        editor.complete = { line in
            Completion.answer(line: line, columns: runner.output.columns()) { before, prefix in
                Completion.candidates(
                    before: before, prefix: prefix, session: runner.session,
                    layouts: Presets.all.map(\.name) + runner.library.savedNames(listing: folders),
                    folders: folders)
            }
        }
        editor.resized = { runner.redraw() }
        for problem in editor.problems {
            Terminal.writeError("gridtrainer: " + TerminalText.sanitized(problem))
        }
        print(Self.banner(columns: runner.output.columns()))
        var source = EditorSource(editor: editor)
        var number = 0
        if let first {
            number += 1
            let at = Location(file: nil, line: number)
            if runner.runGiven(first, at: at, source: &source, number: &number) == .quit {
                if let problem = editor.saveHistory() {
                    Terminal.writeError("gridtrainer: " + TerminalText.sanitized(problem))
                }
                return nil
            }
            _ = Interrupt.take()
        }
        loop: while true {
            if Interrupt.terminated != 0 { break }
            editor.prompt = Self.prompt(for: runner.session.family)
            folders.invalidate()
            switch editor.readLine() {
            case .endOfInput:
                if Interrupt.terminated == 0 { print("") }
                break loop
            case .interrupted:
                print("^C")
                continue
            case .line(let line):
                number += 1
                _ = Interrupt.take()
                if runner.runLine(
                    line, at: Location(file: nil, line: number), source: &source, number: &number)
                    == .quit
                {
                    break loop
                }
                if Interrupt.take() { print("(interrupted)") }
            }
        }
        if let problem = editor.saveHistory() {
            Terminal.writeError("gridtrainer: " + TerminalText.sanitized(problem))
        }
        let signal = Interrupt.terminated
        return signal == 0 ? nil : signal
    }
}

/// Lines for `paste`, read through the editor with a continuation prompt.
struct EditorSource: LineSource {
    let editor: LineEditor
    var name: String? { nil }

    mutating func nextLine() -> SourceLine? {
        switch reply() {
        case .line(let line): return .text(line)
        case .interrupted, .ended: return nil
        }
    }

    /// Ctrl-C at the prompt is `.interrupted`, not an empty line: a quiz is then abandoned.
    /// So is a Ctrl-C typed while the command worked on the line before (a paste adding a
    /// line): `readLine` forgets an interrupt that came before it, so it is taken here first.
    mutating func reply() -> PromptReply {
        if Interrupt.take() { return .interrupted }
        // Asked only by multi-line commands (paste, quiz): a prompt that says so.
        let prompt = editor.prompt
        editor.prompt = "  ...> "
        defer { editor.prompt = prompt }
        // As at the shell's prompt, Ctrl-C shows `^C` and either key ends the prompt's line:
        // what the command says next (paste abandoned, an error) starts a line of its own.
        switch editor.readLine() {
        case .line(let line): return .line(line)
        case .interrupted:
            print("^C")
            return .interrupted
        case .endOfInput:
            print("")
            return .ended
        }
    }
}
