import CommandLanguage
import Files

/// `auto on|off`, or `auto` alone (nil) to toggle: whether a change reprints the layout.
struct AutoCommand: ShellCommandHandler {
    var on: Bool?

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        runner.policy.auto = on ?? !runner.policy.auto
        runner.show(
            .text(
                runner.policy.auto
                    ? "auto on: the layout is reprinted after each line that changes it"
                    : "auto off: type 'show' to see the layout"))
        return .ok
    }
}
