import CommandLanguage
import Files

/// `save NAME`: the whole model kept in the library under NAME (a preset's name refused).
struct SaveCommand: ShellCommandHandler {
    var name: String

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        try runner.library.save(runner.session.model, as: name)
        runner.show(.text("saved '\(name)'"))
        return .ok
    }
}
