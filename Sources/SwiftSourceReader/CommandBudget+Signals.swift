import GridModel
import SystemInterface

extension CommandBudget {
    /// A budget that stops its work at Ctrl-C or SIGTERM: what reading Swift spends when no
    /// command's budget is given. The model's `CommandBudget` knows no signal; the flag is
    /// asked here, where the system is known.
    package static func untilInterrupted() -> CommandBudget {
        CommandBudget(shouldStop: { Interrupt.stopRequested })
    }
}
