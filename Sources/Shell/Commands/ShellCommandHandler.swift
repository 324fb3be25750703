import CommandLanguage
import Files

/// One shell command's handler: a type of its own, in its own file in this folder, holding
/// the command's values and its `run` (as swift-argument-parser gives each subcommand one
/// `ParsableCommand`). The spec that parses it and words its help is in CommandLanguage's
/// `Commands/`; the runner finds the handler in `ShellCommand.handler`, its one table.
protocol ShellCommandHandler {
    /// Runs the command at `location`; a command that reads more lines (`paste`, `quiz`)
    /// takes them from `source`, counting them in `number`. `.quit` ends the run.
    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome
}

extension ShellCommand {
    /// The handler of each shell command, with the values it was given: the runner's one
    /// dispatch table (the compiler names a command left out).
    var handler: any ShellCommandHandler {
        switch self {
        case .help(let topic): HelpCommand(topic: topic)
        case .quit: QuitCommand()
        case .auto(let on): AutoCommand(on: on)
        case .save(let name): SaveCommand(name: name)
        case .load(let name): LoadCommand(name: name)
        case .source(let path): SourceCommand(path: path)
        case .paste: PasteCommand()
        case .open(let path, let grid): OpenCommand(path: path, grid: grid)
        case .watch(let path, let grid): WatchCommand(path: path, grid: grid)
        case .quiz(let number): QuizCommand(number: number)
        case .slide(let target): SlideCommand(target: target)
        case .play(let word?): PlayCommand(word: word)
        case .play(nil), .lessons: LessonsCommand()
        case .export(let request): ExportCommand(request: request)
        }
    }
}
