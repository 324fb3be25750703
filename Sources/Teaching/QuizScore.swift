/// The quizzes of a session: which was asked last (so `quiz` alone moves on) and the score.
/// Going back in a lesson restores it with the model, so a replayed step is not counted twice.
package struct QuizScore: Equatable {
    /// The number of the quiz asked last (0 before any).
    package var last = 0
    /// Quizzes answered with a letter or widths.
    package var answered = 0
    /// Of those, the right ones.
    package var right = 0
    /// Quizzes revealed without an answer (an empty line, or three unreadable answers).
    package var revealed = 0

    package init() {}

    /// "Score: 2 of 3 right", with the revealed ones when there are any.
    package var text: String {
        let shown = revealed == 1 ? "1 revealed" : "\(revealed) revealed"
        guard answered > 0 else { return "Score: \(shown), none answered yet." }
        let score = "Score: \(right) of \(answered) right"
        return revealed > 0 ? score + " (\(shown) without an answer)." : score + "."
    }
}
