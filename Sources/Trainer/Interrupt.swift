import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C and the other signals the shell handles. Handlers only set atomic flags; the shell
/// acts on them between lines and between sweep steps.
enum Interrupt {
    static let interrupted = Atomic<Bool>(false)
    static let terminated = Atomic<Int32>(0)
    static let resized = Atomic<Bool>(false)

    /// Clears and returns whether Ctrl-C was pressed since the last call.
    static func take() -> Bool { interrupted.exchange(false, ordering: .relaxed) }

    static func install() {
        // A parent may have started us with these blocked (the mask survives exec): unblock
        // them, or Ctrl-C would never arrive.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&handled, signal) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        handle(SIGINT) { _ in Interrupt.interrupted.store(true, ordering: .relaxed) }
        handle(SIGTERM) { signal in Interrupt.terminated.store(signal, ordering: .relaxed) }
        handle(SIGHUP) { signal in Interrupt.terminated.store(signal, ordering: .relaxed) }
        handle(SIGWINCH) { _ in Interrupt.resized.store(true, ordering: .relaxed) }
    }

    /// No SA_RESTART (flags 0): a blocking read returns, so the shell sees the signal at once.
    private static func handle(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }
}
