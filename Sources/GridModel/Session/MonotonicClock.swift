/// A monotonic clock, in seconds from some fixed moment, never going back: what
/// `CommandBudget` reads for its evaluation deadline. Passed in as a value, never read from a
/// global, so the session stays pure: the program hands in the system's (`SystemClock`),
/// tests a clock they step by hand.
package protocol MonotonicClock: Sendable {
    /// Seconds since the clock's fixed moment.
    func seconds() -> Double
}
