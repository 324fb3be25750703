import CommandLanguage
import Files
import LayoutKernel
import Rendering
import Teaching

/// `quiz [N]`'s handler: the answers are read from `source`, as the commands are.
struct QuizCommand: ShellCommandHandler {
    var number: Int?

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number lines: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        try runner.quiz(number, from: &source, number: &lines)
        return .ok
    }
}

/// `quiz [N]`: the one shell command that asks the person and reads the answer from the same
/// lines the commands come from.
extension Runner {
    /// `quiz [N]`: ask, read answers from the same source until one can be judged (three tries),
    /// adopt the quiz's grid, explain it, then say the verdict and the score last. Ctrl-C or the
    /// end of input at the answer leaves it: nothing revealed, the model unchanged.
    func quiz<Source: LineSource>(
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
        // The quiz's grid in a fresh model on the session's screen: one `undo` gives the
        // person's model back. The explanation, then the verdict and the score as the last
        // lines, so they are what stays on the screen.
        let model = quiz.grid.model(on: session.screen)
        do { try session.apply(.model(.replace(model)), described: "quiz \(quiz.number)") } catch {
            throw CommandError(error)
        }
        switch session.family {
        case .lazyVertical, .lazyHorizontal:
            output.show(
                message: "explain",
                TextRenderer(columns: output.columns(), style: output.style).explain(
                    session.current.tracedLayout(), item: nil, short: true))
        case .eager:
            output.show(
                message: "explain",
                EagerText.explain(session.eagerLayout, columns: output.columns()))
        }
        output.show(
            message: "quiz",
            "The quiz's grid is loaded in place of yours: change it and watch the sizes move"
                + " ('undo' gives yours back).")
        output.show(message: "verdict", quiz.verdict(answer) + " " + presenter.quizzes.text)
    }
}
