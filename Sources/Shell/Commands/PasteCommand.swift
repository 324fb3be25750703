import CommandLanguage
import Files

/// `paste`: SwiftUI code read from the lines that follow, up to a line holding only `.`
/// (`Runner.paste`).
struct PasteCommand: ShellCommandHandler {
    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        if try runner.paste(from: &source, number: &number) { runner.show(.changed) }
        return .ok
    }
}
