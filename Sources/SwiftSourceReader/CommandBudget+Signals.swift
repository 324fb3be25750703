import GridModel
import SystemInterface

extension CommandBudget {
    /// A budget that stops its work at Ctrl-C or SIGTERM, bounded in time by `clock` when one
    /// is given: what reading Swift spends when no command's budget is given, and the
    /// program's and `check`'s (with `SystemClock`). The model's `CommandBudget` knows no
    /// signal and no clock; they are asked here, where the system is known.
    package static func untilInterrupted(clock: (any MonotonicClock)? = nil) -> CommandBudget {
        CommandBudget(clock: clock, shouldStop: { Interrupt.stopRequested })
    }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), for the evaluation deadline.
package struct SystemClock: MonotonicClock {
    package init() {}

    package func seconds() -> Double { System.now() }
}
