import CommandLanguage
import Files
import GridModel

/// `source FILE`'s handler: the file read from the folder of the file running.
struct SourceCommand: ShellCommandHandler {
    var path: String

    func run<Source: LineSource>(
        in runner: Runner, at location: Location, source: inout Source, number: inout Int
    ) throws(CommandError) -> Runner.Outcome {
        try runner.runSource(runner.resolved(path))
    }
}

/// `source FILE`: a command file run line by line inside the running command, which its lines
/// spend from.
extension Runner {
    /// `source FILE`: runs a command file, guarding against cycles and deep nesting.
    func runSource(_ path: String) throws(CommandError) -> Outcome {
        do throws(CommandBudget.Refusal) {
            try budget.enter(path)
        } catch {
            // Depth is said first: a file at the bound that is also running names the bound.
            switch error {
            case .nesting(let running, cycle: _, tooDeep: true):
                throw .file(.sourceNested(running: running, maximum: Limits.sourceDepth))
            case .nesting(let running, cycle: _, tooDeep: false):
                throw .file(.sourceCycle(path: path, running: running))
            case .tooManyFiles:
                // The files around it end quietly: this one said why.
                budget.abandoned = true
                throw .limit(.sourcedFiles(maximum: Limits.sourcesPerCommand))
            }
        }
        defer { budget.leave() }
        var file = try FileSource.opening(path)
        defer { file.close() }
        let wasInteractive = policy.interactive
        policy.interactive = false
        defer { policy.interactive = wasInteractive }
        switch inFolder(of: path, { run(&file) }) {
        case .ok: return .ok
        case .quit: return .quit
        case .failed:
            // The innermost file said what went wrong; the files around it stay quiet.
            if budget.abandoned || budget.failureReported { return .failed }
            budget.failureReported = true
            throw .file(.sourceStopped(path: path))
        }
    }
}
