#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The trainer's one door to the operating system: processes, terminals, signals, clocks.
/// Everything else in the trainer is plain Swift, so Linux and macOS differ only here (and in
/// `System+Files.swift`).
package enum System {
    package static let standardInput: Int32 = 0
    package static let standardOutput: Int32 = 1
    package static let standardError: Int32 = 2

    /// The reason of the last failed call, as the C library words it.
    static var lastError: String { String(cString: strerror(errno)) }
    static var lastErrorNumber: Int32 { errno }
    package static func describe(errorNumber: Int32) -> String {
        String(cString: strerror(errorNumber))
    }
    package static var brokenPipe: Int32 { EPIPE }

    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    package static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The terminal's width in columns, when `fd` is a terminal that knows it.
    static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Seconds on a monotonic clock, for benchmarks and progress.
    package static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The calling thread's CPU time in seconds: the evaluation deadline's clock, which counts
    /// the work of the thread that evaluates and not the time it waits for a core (on a busy
    /// machine a wall clock stopped lessons that take milliseconds of work).
    package static func threadCPUNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// This process's CPU time in seconds (for benchmarks on shared machines, where a wall
    /// clock measures the scheduler as much as the code).
    package static func cpuNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Writes all of `bytes` to `fd`, retrying after signals; the errno of a failure, else nil.
    @discardableResult
    package static func write(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { raw in
                #if canImport(Glibc)
                    Glibc.write(fd, raw.baseAddress, raw.count)
                #else
                    Darwin.write(fd, raw.baseAddress, raw.count)
                #endif
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            written += count
        }
        return nil
    }

    /// What one `read` of a single byte gave.
    package enum ByteRead {
        case byte(UInt8)
        case end
        /// A signal arrived before any byte.
        case interrupted
        case failed
    }

    /// One byte of `fd`, waiting for it; `.interrupted` for a signal recorded while waiting, or
    /// before (`waitForInput`), so that a loop that checked its flags and then came here to
    /// block acts on a signal that arrived in between (SIGTERM used to wait for a key).
    package static func readByte(_ fd: Int32) -> ByteRead {
        guard waitForInput(fd) else { return .interrupted }
        var byte: UInt8 = 0
        #if canImport(Glibc)
            let count = Glibc.read(fd, &byte, 1)
        #else
            let count = Darwin.read(fd, &byte, 1)
        #endif
        if count == 1 { return .byte(byte) }
        if count == 0 { return .end }
        return errno == EINTR ? .interrupted : .failed
    }

    /// Installs a handler that only sets a flag (no SA_RESTART, so a blocking read returns at
    /// once), after unblocking the signal: a parent may have started us with it blocked.
    package static func handle(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    static let interruptSignal = SIGINT
    static let terminateSignal = SIGTERM
    static let hangUpSignal = SIGHUP
    static let resizeSignal = SIGWINCH

    /// Ends the process now with `status` (after the caller has restored what it changed).
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }

    /// libedit shows and returns non-ASCII characters (∞, …) only in a UTF-8 locale: take the
    /// user's, and when theirs is not UTF-8 (a bare `C` locale) the first UTF-8 one this system
    /// has: `C.UTF-8` (glibc; not every macOS has it), `en_US.UTF-8` (macOS and most systems),
    /// or `UTF-8`, a character-type-only locale that macOS has (/usr/share/locale/UTF-8).
    package static func useUTF8Locale() {
        func isUTF8() -> Bool {
            guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
            let name = String(cString: codeset)
            return name == "UTF-8" || name == "utf8"
        }
        setlocale(LC_CTYPE, "")
        if isUTF8() { return }
        for name in ["C.UTF-8", "en_US.UTF-8", "UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8() { return }
        }
    }

    static var processID: Int32 { getpid() }
}
