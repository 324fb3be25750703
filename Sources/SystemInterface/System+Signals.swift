import CSignalFlags

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Signals as flags: the handler is C (`gt_signal_note`), which stores to a
/// `volatile sig_atomic_t` and writes one byte to the wake pipe, the things a handler may
/// safely do on every system.
extension System {
    /// Installs the recording handler for `signal` (see `handle` for the flags used), with the
    /// wake pipe made first.
    static func recordArrivals(of signal: Int32) {
        _ = wakePipe
        handle(signal, gt_signal_note)
    }

    /// Whether `signal` arrived since it was last taken.
    static func hasArrived(_ signal: Int32) -> Bool { gt_signal_seen(signal) != 0 }

    /// Whether `signal` arrived since it was last taken; clears it.
    static func takeArrival(_ signal: Int32) -> Bool { gt_signal_take(signal) != 0 }

    /// The pipe the handler writes a byte to (made once, non-blocking, closed on exec): a wait
    /// for input that watches it too wakes for a signal however early it came, where a read
    /// that started after it would have blocked (the signal's EINTR was spent before).
    private static let wakePipe: Void = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        gt_signal_wake_on(ends[0], ends[1])
    }()

    /// Waits until `fd` has input (or its end, or an error, for the read to report), or a
    /// recorded signal arrived: true for the input. A signal recorded before the wait began
    /// counts (its byte is still in the wake pipe), so a loop that checked its flags and then
    /// came to block acts on one that came in between. Input that is already there is read
    /// first, as a plain read would. Without a wake pipe (no handler installed), or where
    /// `poll` cannot watch `fd` (a terminal on macOS answers POLLNVAL), it is true at once and
    /// the read blocks as before.
    static func waitForInput(_ fd: Int32) -> Bool {
        let wake = gt_signal_wake_fd()
        guard wake >= 0 else { return true }
        let events = Int16(POLLIN)
        var watched = [pollfd(fd: fd, events: events, revents: 0)]
        watched.append(pollfd(fd: wake, events: events, revents: 0))
        let ready = poll(&watched, 2, -1)
        if ready < 0 && errno != EINTR { return true }
        if ready > 0 && watched[0].revents != 0 { return true }
        // A signal: the bytes taken, the caller looks at the flags (set before each byte).
        var bytes = [UInt8](repeating: 0, count: 64)
        #if canImport(Glibc)
            while Glibc.read(wake, &bytes, bytes.count) > 0 {}
        #else
            while Darwin.read(wake, &bytes, bytes.count) > 0 {}
        #endif
        return false
    }
}
