import CSignalFlags

/// Signals as flags: the handler is C (`gt_signal_note`), which only stores to a
/// `volatile sig_atomic_t`, the one thing a handler may safely do on every system.
extension System {
    /// Installs the recording handler for `signal` (see `handle` for the flags used).
    static func recordArrivals(of signal: Int32) { handle(signal, gt_signal_note) }

    /// Whether `signal` arrived since it was last taken.
    static func hasArrived(_ signal: Int32) -> Bool { gt_signal_seen(signal) != 0 }

    /// Whether `signal` arrived since it was last taken; clears it.
    static func takeArrival(_ signal: Int32) -> Bool { gt_signal_take(signal) != 0 }
}
