import CommandLanguage
import Files
import GridModel
import Teaching

/// `play FILE|N|NAME`: the lesson presented one step at a time (`Runner.play`).
struct PlayCommand: ShellCommandHandler {
    var word: String

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        try runner.play(try runner.lessonPath(word))
    }
}

/// `play`: the lesson presented on the terminal, apart from the session or on it.
extension Runner {
    /// `play FILE`: hands the lesson to the presenter the program installed for its terminal.
    /// The lesson plays in a fresh trainer on the session's screen (an empty grid, no history,
    /// no quiz score, `auto` on), as `export html` runs it, so it shows what it was written to
    /// show whatever the person had built; when it ends or is left, the session is given back
    /// as it was, automatically. A lesson that says `# [continue session]` on its first line
    /// plays on the session itself and leaves it as the lesson left it.
    func play(_ path: String) throws(CommandError) -> Outcome {
        guard !presenter.playing else { throw .terminal(.alreadyPlaying) }
        // A lesson that cannot be read says so first, terminal or not.
        let lesson = try LessonFile.load(path)
        guard let present = presenter.present else { throw .terminal(.playNeedsTerminal) }
        presenter.playing = true
        defer { presenter.playing = false }
        guard !lesson.continuesSession else {
            return try inFolder(of: path) { () throws(CommandError) in
                try present(self, lesson, path)
            }
        }
        let (saved, quizzes, auto) = (session, presenter.quizzes, policy.auto)
        session = Session(screen: saved.screen)
        presenter.quizzes = QuizScore()
        policy.auto = true
        defer {
            session = saved
            presenter.quizzes = quizzes
            policy.auto = auto
        }
        return try inFolder(of: path) { () throws(CommandError) in try present(self, lesson, path) }
    }
}
