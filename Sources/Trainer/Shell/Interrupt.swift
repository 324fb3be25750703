import Synchronization

/// Ctrl-C and the other signals the shell handles. Handlers only set atomic flags; the shell
/// acts on them between lines and between sweep steps.
enum Interrupt {
    static let interrupted = Atomic<Bool>(false)
    static let terminated = Atomic<Int32>(0)
    static let resized = Atomic<Bool>(false)
    /// SIGTSTP (`kill -TSTP`, or Ctrl-Z where the terminal makes it a signal): the loop that
    /// owns the terminal restores it, stops the process, and sets it up again after `fg`.
    static let suspendRequested = Atomic<Bool>(false)
    /// SIGCONT: the process was continued (after a SIGSTOP too): redraw what was on screen.
    static let continued = Atomic<Bool>(false)

    /// Whether long work must stop now: Ctrl-C, or a signal that ends the program.
    static var stopRequested: Bool { interrupted.load(ordering: .relaxed) || terminated.load(ordering: .relaxed) != 0 }

    /// Clears and returns whether Ctrl-C was pressed since the last call.
    static func take() -> Bool { interrupted.exchange(false, ordering: .relaxed) }

    static func install() {
        System.handle(System.interruptSignal) { _ in Interrupt.interrupted.store(true, ordering: .relaxed) }
        System.handle(System.terminateSignal) { signal in Interrupt.terminated.store(signal, ordering: .relaxed) }
        System.handle(System.hangUpSignal) { signal in Interrupt.terminated.store(signal, ordering: .relaxed) }
        System.handle(System.resizeSignal) { _ in Interrupt.resized.store(true, ordering: .relaxed) }
        installSuspend()
    }

    /// The SIGTSTP and SIGCONT handlers (again after a suspension put SIGTSTP's default back).
    static func installSuspend() {
        System.handle(System.suspendSignal) { _ in
            Interrupt.suspendRequested.store(true, ordering: .relaxed)
        }
        System.handle(System.continueSignal) { _ in
            Interrupt.continued.store(true, ordering: .relaxed)
        }
    }

    /// Stops the process as Ctrl-Z would, with the terminal `fd` in `cooked` mode and the
    /// cursor shown while stopped; after `fg` the terminal's mode is put back as it was. The
    /// caller redraws.
    static func suspend(terminal fd: Int32, cooked: System.TerminalMode?) {
        suspendRequested.store(false, ordering: .relaxed)
        System.suspend(terminal: fd, cooked: cooked)
        installSuspend()
        continued.store(false, ordering: .relaxed)
    }
}
