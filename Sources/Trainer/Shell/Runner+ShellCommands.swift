import LayoutKernel

/// The commands the runner resolves itself: they read more lines, read or write files, or
/// steer the run. Each reaches the model only through `Session.apply`.
extension Runner {
    func run<Source: LineSource>(
        _ command: ShellCommand, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Outcome {
        switch command {
        case .help(let topic):
            show(.text(try Help.text(for: topic)))
        case .quit:
            return .quit
        case .auto(let on):
            policy.auto = on ?? !policy.auto
            show(
                .text(
                    policy.auto
                        ? "auto on: the layout is reprinted after each line that changes it"
                        : "auto off: type 'show' to see the layout"))
        case .save(let name):
            try library.save(session.model, as: name)
            show(.text("saved '\(name)'"))
        case .load(let name):
            try session.apply(
                .model(.replace(try library.lookup(name, current: session.model))),
                described: "load \(name)")
            show(.changed)
        case .source(let path):
            return try runSource(path)
        case .paste:
            if try paste(from: &source, number: &number) { show(.changed) }
        case .open(let path, let grid):
            try open(path, grid: grid)
            show(.changed)
        case .watch(let path, let grid):
            try watch(path, grid: grid)
        case .quiz(let requested):
            try quiz(requested, from: &source, number: &number)
        case .slide(let target):
            try slide(target)
        case .play(let path):
            return try play(path)
        case .export(let request):
            try export(request)
        }
        return .ok
    }

    /// `quiz [N]`: ask, read answers from the same source until one can be judged (three tries),
    /// reveal, then adopt the quiz's grid. Ctrl-C or the end of input at the answer leaves it:
    /// nothing revealed, the model unchanged.
    private func quiz<Source: LineSource>(
        _ requested: Int?, from source: inout Source, number: inout Int
    ) throws(CommandError) {
        let quiz = try Quiz(number: requested ?? Quiz.next(after: presenter.quizzes.last))
        presenter.quizzes.last = quiz.number
        output.show(message: "quiz", quiz.question)
        var answer = QuizAnswer.reveal
        for attempt in 1...Quiz.tries {
            let line: String
            switch source.reply() {
            case .interrupted, .ended:
                output.show(
                    message: "quiz",
                    "Quiz \(quiz.number) left: nothing revealed, the model unchanged"
                        + " ('quiz \(quiz.number)' asks it again).")
                return
            case .line(let text):
                number += 1
                line = text
            }
            answer = quiz.judge(line)
            guard case .unreadable(let reason) = answer else { break }
            if attempt == Quiz.tries {
                output.show(message: "verdict", reason + " That was the last try.")
                answer = .reveal
            } else {
                let left = Quiz.tries - attempt
                let tries = left == 1 ? "try" : "tries"
                output.show(message: "quiz", reason + " \(left) \(tries) left.")
            }
        }
        switch answer {
        case .reveal, .unreadable: presenter.quizzes.revealed += 1
        case .judged(let right, _):
            presenter.quizzes.answered += 1
            if right { presenter.quizzes.right += 1 }
        }
        output.show(message: "verdict", quiz.verdict(answer) + " " + presenter.quizzes.text)
        try session.apply(
            .model(.replace(quiz.grid.model(keeping: session.model))),
            described: "quiz \(quiz.number)")
        switch session.mode {
        case .lazy:
            output.show(
                message: "explain",
                TextRenderer(columns: output.columns(), style: output.style).explain(
                    session.current.tracedLayout(), item: nil))
        case .eager:
            output.show(
                message: "explain",
                EagerText.explain(session.eagerLayout, columns: output.columns()))
        }
        output.show(
            message: "quiz",
            "The quiz's grid is loaded: change it and watch the sizes move ('undo' goes back).")
    }

    /// `source FILE`: runs a command file, guarding against cycles and deep nesting.
    private func runSource(_ path: String) throws(CommandError) -> Outcome {
        guard budget.nesting.count < Limits.sourceDepth else {
            throw .file(.sourceNested(running: budget.nesting, maximum: Limits.sourceDepth))
        }
        guard !budget.nesting.contains(path) else {
            throw .file(.sourceCycle(path: path, running: budget.nesting))
        }
        budget.sources += 1
        guard budget.sources <= Limits.sourcesPerCommand else {
            budget.abandoned = true
            throw .limit(.sourcedFiles(maximum: Limits.sourcesPerCommand))
        }
        var file = try FileSource.opening(path)
        defer { file.close() }
        budget.enter(path)
        defer { budget.leave() }
        let wasInteractive = policy.interactive
        policy.interactive = false
        defer { policy.interactive = wasInteractive }
        switch run(&file) {
        case .ok: return .ok
        case .quit: return .quit
        case .failed:
            // The innermost file said what went wrong; the files around it stay quiet.
            if budget.abandoned || budget.failureReported { return .failed }
            budget.failureReported = true
            throw .file(.sourceStopped(path: path))
        }
    }
}
