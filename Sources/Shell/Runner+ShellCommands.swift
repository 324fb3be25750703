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

    /// Runs one shell command at `location` by its handler (`ShellCommand.handler`, the one
    /// table); the commands that read more lines (`paste`, `quiz`) take them from `source`,
    /// counting them in `number`. `.quit` ends the run.
    func run<Source: LineSource>(
        _ command: ShellCommand, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Outcome {
        try command.handler.run(in: self, at: location, source: &source, number: &number)
    }
}
