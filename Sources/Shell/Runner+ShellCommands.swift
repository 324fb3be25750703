import CommandLanguage
import Files
import LayoutKernel

/// The commands the runner resolves itself: they read more lines, read or write files, or
/// steer the run. Each reaches the model only through `Session.apply`.
extension Runner {
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
            return try runSource(path)
        case .paste:
            if try paste(from: &source, number: &number) { show(.changed) }
        case .open(let path, let grid):
            try open(path, grid: grid)
            show(.changed)
        case .watch(let path, let grid):
            try watch(path, grid: grid)
        case .quiz(let requested):
            try quiz(requested, from: &source, number: &number)
        case .slide(let target):
            try slide(target)
        case .play(let path):
            return try play(path)
        case .export(let request):
            try export(request)
        }
        return .ok
    }
}
