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

/// The evaluation deadline's clock: the CPU time of the thread that reads it
/// (`CLOCK_THREAD_CPUTIME_ID`), so the bound is on the work an evaluation does, not on how
/// busy the machine is (with the wall clock, a lesson of a few milliseconds' work failed its
/// second on a loaded machine). Every reading of one evaluation comes from the thread that
/// evaluates: the evaluator is made and run there (`SwiftSourceReader.onParseStack`).
package struct SystemClock: MonotonicClock {
    package init() {}

    package func seconds() -> Double { System.threadCPUNow() }
}
