import CommandLanguage
import Teaching

/// The lessons side of a runner: the presenter that plays a lesson at the terminal, whether
/// one plays now, whether the step being shown holds its flags back, and the quiz score.
struct PresenterState {
    /// Plays a lesson at the terminal: the runner, the lesson and its path.
    typealias Present = (Runner, Lesson, String) throws(CommandError) -> Runner.Outcome

    /// Plays a lesson (`play`); nil where there is no terminal to read keys from.
    var present: Present? = nil
    /// Whether a lesson is being played now (a lesson cannot play another).
    var playing = false
    /// Set while a lesson step that holds its flags back runs (`presentStep`).
    var flagsHeld = false
    /// The quiz asked last (so `quiz` alone moves on to the next one) and the score.
    var quizzes = QuizScore()
}
