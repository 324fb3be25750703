/// Why a sweep ended before its last step. A sweep that stops early says so and why, in text
/// and in JSON: the rows listed are then only the breakpoints up to `value`.
package enum SweepStop: Equatable {
    /// Ctrl-C: the rows are the steps done.
    case interrupted(value: Double)
    /// The breakpoints reached `Limits.sweepRows`; the next one was at `value`.
    case breakpoints(value: Double)
    /// The layout at `value` has `count` tracks, more than the trainer lays out
    /// (`Limits.tracks`); the steps after it were not run.
    case tracks(value: Double, count: Int)

    /// The value of the first step not listed.
    package var value: Double {
        switch self {
        case .interrupted(let value), .breakpoints(let value), .tracks(let value, _): value
        }
    }

    /// A stable name for JSON (`"stop": {"reason": …}`).
    package var reason: String {
        switch self {
        case .interrupted: "interrupted"
        case .breakpoints: "breakpoint-limit"
        case .tracks: "track-limit"
        }
    }
}
