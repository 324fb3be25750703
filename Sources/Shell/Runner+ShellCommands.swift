import CommandLanguage
import Files
import LayoutKernel

/// The commands the runner resolves itself: they read more lines, read or write files, or
/// steer the run. Each reaches the model only through `Session.apply`.
extension Runner {
    /// `path` as the command file or lesson running now names it: from its folder.
    func resolved(_ path: String) -> String { ScriptFolder.resolve(path, in: scriptFolder) }

    /// Runs `body` with the paths it names read from the folder of `file` (a command file or
    /// a lesson), the folder before put back afterwards.
    func inFolder<T, E: Error>(of file: String, _ body: () throws(E) -> T) throws(E) -> T {
        let before = scriptFolder
        scriptFolder = ScriptFolder.of(file)
        defer { scriptFolder = before }
        return try body()
    }

    /// A shell command given as a value rather than typed (`gridtrainer --watch FILE`): run
    /// as a line holding it is, its error reported at `location`. Never written out as text
    /// and parsed again, so a path with spaces or quotes reaches the command as it is.
    func runGiven<Source: LineSource>(
        _ command: ShellCommand, at location: Location, source: inout Source, number: inout Int
    ) -> Outcome {
        budget.startCommand()
        do {
            return try run(command, at: location, source: &source, number: &number)
        } catch {
            report(error, at: location)
            return .failed
        }
    }

    /// Runs one shell command at `location`; the commands that read more lines (`paste`,
    /// `quiz`) take them from `source`, counting them in `number`. `.quit` ends the run.
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
            let model = try library.lookup(name, current: session.model)
            do { try session.apply(.model(.replace(model)), described: "load \(name)") } catch {
                throw CommandError(error)
            }
            show(.changed)
        case .source(let path):
            return try runSource(resolved(path))
        case .paste:
            if try paste(from: &source, number: &number) { show(.changed) }
        case .open(let path, let grid):
            try open(resolved(path), grid: grid)
            show(.changed)
        case .watch(let path, let grid):
            try watch(resolved(path), grid: grid)
        case .quiz(let requested):
            try quiz(requested, from: &source, number: &number)
        case .slide(let target):
            try slide(target)
        case .play(let word?):
            return try play(try lessonPath(word))
        case .play(nil), .lessons:
            listLessons()
        case .export(let request):
            try export(request.resolved(resolved))
        }
        return .ok
    }
}
