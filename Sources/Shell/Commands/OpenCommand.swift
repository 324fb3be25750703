import CommandLanguage
import Files

/// `open FILE.swift|FOLDER [N]`: grid N (or the only one) of a SwiftUI file or project,
/// read from the folder of the file running (`Runner.open`).
struct OpenCommand: ShellCommandHandler {
    var path: String
    var grid: Int?

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        // A folder's list to choose from changed nothing: no layout is reprinted after it.
        if try runner.open(runner.resolved(path), grid: grid) { runner.show(.changed) }
        return .ok
    }
}
