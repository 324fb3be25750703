/// An answer line read against a quiz's choices: a reveal, a judged answer, or one the quiz
/// cannot read (a typo, a letter with no choice), which asks again.
package enum QuizAnswer: Equatable {
    /// An empty line: show the answer without judging.
    case reveal
    /// A letter of a choice or widths as shown, judged right or wrong.
    case judged(right: Bool, said: String)
    /// Not an answer; the reason says what was expected.
    case unreadable(String)
}
