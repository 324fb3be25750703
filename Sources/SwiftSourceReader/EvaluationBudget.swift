import GridModel
internal import SwiftSyntax

/// What one evaluation may spend and how deep it may nest: every step and every array built
/// counts against the command's budget; past it, or at Ctrl-C, every later step fails at once
/// and the place where it stopped is kept, so the read reports the stop instead of whatever a
/// caller made of the failure (a note, a default).
package final class EvaluationBudget {
    /// How deep evaluation may nest (calls of functions declared in the source included).
    package static let depthLimit = 300

    /// The command's budget, shared with the command that asked for the evaluation.
    let command: CommandBudget
    private var depth = 0
    /// Set once the budget is spent or Ctrl-C came.
    private(set) var stop: CommandBudget.Stop?
    /// Where the evaluation was when it stopped.
    private(set) var stoppedAt: Syntax?

    /// Starts the command's evaluation clock (on the thread that evaluates).
    init(_ command: CommandBudget) {
        self.command = command
        command.startEvaluation()
    }

    /// Counts `count` array elements built against the budget.
    func build(_ count: Int, at node: some SyntaxProtocol) throws(EvalFailure) {
        if let stop = stop ?? command.build(count) {
            if self.stop == nil { (self.stop, stoppedAt) = (stop, Syntax(node)) }
            throw .stopped(stop, at: Syntax(node))
        }
    }

    /// Runs `body` one level deeper, failing past the depth bound or the budget.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws(EvalFailure) -> T)
        throws(EvalFailure) -> T
    {
        if let stop = stop ?? command.step() {
            if self.stop == nil { (self.stop, stoppedAt) = (stop, Syntax(node)) }
            throw .stopped(stop, at: Syntax(node))
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw .tooDeep(.nesting(limit: Self.depthLimit), at: Syntax(node))
        }
        return try body()
    }

    /// Runs `work` (reading the project's files) without counting its time.
    func excluding<T>(_ work: () -> T) -> T { command.excluding(work) }
}
