import CommandLanguage
import Files

/// `load NAME`: a preset or a saved layout made the model, as one undoable change.
struct LoadCommand: ShellCommandHandler {
    var name: String

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        let model = try runner.library.lookup(name, current: runner.session.model)
        do {
            try runner.session.apply(.model(.replace(model)), described: "load \(name)")
        } catch {
            throw CommandError(error)
        }
        runner.show(.changed)
        return .ok
    }
}
