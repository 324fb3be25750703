import CommandLanguage
import Files
import Teaching

/// What one lesson step printed when it ran, kept so the presenter can show the step again
/// without running it, and the handout can pick a picture or the text.
struct StepTranscript: Equatable, Sendable {
    /// What the commands printed, in order.
    var output: [String] = []
    /// The `file:line: error: …` lines (a failed `expect` among them).
    var errors: [String] = []
    /// The same errors as values, with their places (what `export html` quotes).
    var failures: [PlacedError] = []
    /// Whether the step changed the model.
    var changed = false
    /// Whether the lesson said `quit` here.
    var quit = false
    /// Whether a `show` ran in the step (the handout draws the picture then).
    var showed = false

    var failed: Bool { !errors.isEmpty }
}

extension Runner {
    /// Runs `step` (its command with its input lines, then its checks) and returns what it
    /// printed instead of printing it. The runner's printers are put back afterwards.
    func runStep(_ step: Lesson.Step, file: String?) -> StepTranscript {
        let before = session.model
        let showsBefore = lineState.showsRun
        let (quit, output, errors, failures) = capturingOutput {
            var quit = false
            if let command = step.command {
                var input = LessonInput(lines: step.input, name: file)
                var number = command.number
                quit =
                    runLine(
                        command.text, at: Location(file: file, line: command.number),
                        source: &input, number: &number) == .quit
            }
            for check in step.checks where !quit {
                var none = LessonInput(lines: [], name: file)
                var number = check.number
                _ = runLine(
                    check.text, at: Location(file: file, line: check.number), source: &none,
                    number: &number)
            }
            return quit
        }
        return StepTranscript(
            output: output, errors: errors, failures: failures, changed: session.model != before,
            quit: quit,
            showed: lineState.showsRun != showsBefore)
    }
}

/// The lines a step's command reads (`paste`, `quiz`), and nothing after them.
struct LessonInput: LineSource {
    var lines: [Lesson.Line]
    var name: String?
    private var index = 0

    init(lines: [Lesson.Line], name: String?) {
        self.lines = lines
        self.name = name
    }

    mutating func nextLine() -> SourceLine? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        return .text(lines[index].text)
    }
}
