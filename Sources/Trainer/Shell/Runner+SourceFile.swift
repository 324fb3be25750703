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
                let chain = running.joined(separator: " → ")
                throw .file(
                    "source: files nested more than \(Limits.sourceDepth) deep (\(chain));"
                        + " expected no cycle")
            case .nesting(let running, cycle: _, tooDeep: false):
                let chain = (running + [path]).joined(separator: " → ")
                throw .file(
                    "source: '\(path)' is already running (\(chain)); a file cannot source itself")
            case .tooManyFiles:
                // The files around it end quietly: this one said why.
                budget.abandoned = true
                throw .limit(
                    "source: more than \(Limits.sourcesPerCommand) files for one command"
                        + " (files that source each other?); expected fewer")
            }
        }
        defer { budget.leave() }
        var file = try FileSource.opening(path)
        defer { file.close() }
        let wasInteractive = policy.interactive
        policy.interactive = false
        defer { policy.interactive = wasInteractive }
        switch run(&file) {
        case .ok: return .ok
        case .quit: return .quit
        case .failed:
            // The innermost file said what went wrong; the files around it stay quiet.
            if budget.abandoned || budget.failureReported { return .failed }
            budget.failureReported = true
            throw .file("source: '\(path)' stopped at an error")
        }
    }
}
