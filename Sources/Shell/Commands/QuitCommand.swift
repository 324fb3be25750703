import CommandLanguage
import Files

/// `quit` (`exit`): ends every file running and the shell.
struct QuitCommand: ShellCommandHandler {
    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        .quit
    }
}
