import CommandLanguage
import Files

/// `help [TOPIC]`: the overview, or one command's or topic's help.
struct HelpCommand: ShellCommandHandler {
    var topic: String?

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        runner.show(.text(try Help.text(for: topic)))
        return .ok
    }
}
