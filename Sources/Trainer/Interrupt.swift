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
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Interrupt.interrupted.store(true, ordering: .relaxed) }
        action.sa_flags = 0
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)

        var terminate = sigaction()
        terminate.__sigaction_handler.sa_handler = { signal in Interrupt.terminated.store(signal, ordering: .relaxed) }
        terminate.sa_flags = 0
        sigemptyset(&terminate.sa_mask)
        sigaction(SIGTERM, &terminate, nil)
        sigaction(SIGHUP, &terminate, nil)

        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in Interrupt.resized.store(true, ordering: .relaxed) }
        resize.sa_flags = 0
        sigemptyset(&resize.sa_mask)
        sigaction(SIGWINCH, &resize, nil)
    }
}
