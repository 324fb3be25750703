import CommandLanguage
import Files
import Words

/// `lessons` (and `play` alone): the installed lessons listed.
struct LessonsCommand: ShellCommandHandler {
    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        runner.listLessons()
        return .ok
    }
}

/// `lessons` and `play` alone: the lessons that come with the trainer, wherever it was
/// installed or built.
extension Runner {
    /// The file `play WORD` plays: WORD when it is a file (read from the folder of the file
    /// running, as every path in a command file is), else the installed lesson of that number
    /// or name. A word that looks like a path is given back as it is, so opening it says what
    /// is wrong with it.
    func lessonPath(_ word: String) throws(CommandError) -> String {
        let path = resolved(word)
        if LessonShelf.isFile(path) { return path }
        if let lesson = LessonShelf.find().lesson(named: word) { return lesson.path }
        if word.contains("/") || word.hasSuffix(".grid") { return path }
        throw .file(.noLesson(word))
    }

    /// The installed lessons, one line each: number, name, title; or where they were looked for.
    func listLessons() {
        let shelf = LessonShelf.find()
        guard let folder = shelf.shownFolder, !shelf.entries.isEmpty else {
            show(
                .text(
                    "No lessons found: expected them in $(PREFIX)/share/gridtrainer/lessons "
                        + "('make install'), next to the program, or in the repository's "
                        + "examples; GRIDTRAINER_LESSONS may name their folder."))
            return
        }
        let width = shelf.entries.map(\.name.count).max() ?? 0
        var lines = ["Lessons in \(folder) ('play N' or 'play NAME' plays one):"]
        for entry in shelf.entries {
            let number = entry.number.map(String.init) ?? ""
            // The titles hang under their column, however long.
            let lead = "  " + number.leftPad(2) + "  " + entry.name.padding(width + 2)
            lines.append(
                Wrap.lines(entry.title, width: output.columns(), first: lead, indent: lead.count))
        }
        show(.text(TerminalText.sanitized(lines.joined(separator: "\n"))))
    }
}
