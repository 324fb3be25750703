/// Ctrl-C and the other signals the shell handles. Handlers only record that a signal arrived
/// (`System.recordArrivals`); the shell acts on them between lines and between sweep steps.
package enum Interrupt {
    /// Whether Ctrl-C was pressed since the last `take()`.
    package static var interrupted: Bool { System.hasArrived(System.interruptSignal) }

    /// The signal that ends the program (SIGTERM, else SIGHUP) once one arrived, else 0.
    package static var terminated: Int32 {
        if System.hasArrived(System.terminateSignal) { return System.terminateSignal }
        if System.hasArrived(System.hangUpSignal) { return System.hangUpSignal }
        return 0
    }

    /// SIGTSTP (`kill -TSTP`, or Ctrl-Z where the terminal makes it a signal): the loop that
    /// owns the terminal restores it, stops the process, and sets it up again after `fg`.
    package static var suspendRequested: Bool { System.hasArrived(System.suspendSignal) }

    /// Clears and returns whether the process was continued (SIGCONT: after `fg`, or after a
    /// SIGSTOP): what was on screen is redrawn.
    package static func takeContinued() -> Bool { System.takeArrival(System.continueSignal) }

    /// Whether long work must stop now: Ctrl-C, or a signal that ends the program.
    package static var stopRequested: Bool { interrupted || terminated != 0 }

    /// Clears and returns whether Ctrl-C was pressed since the last call.
    package static func take() -> Bool { System.takeArrival(System.interruptSignal) }

    /// Clears and returns whether the terminal was resized since the last call.
    package static func takeResize() -> Bool { System.takeArrival(System.resizeSignal) }

    package static func install() {
        let signals = [
            System.interruptSignal, System.terminateSignal, System.hangUpSignal,
            System.resizeSignal,
        ]
        for signal in signals { System.recordArrivals(of: signal) }
        installSuspend()
    }

    /// The SIGTSTP and SIGCONT handlers (again after a suspension put SIGTSTP's default back).
    static func installSuspend() {
        System.recordArrivals(of: System.suspendSignal)
        System.recordArrivals(of: System.continueSignal)
    }

    /// Stops the process as Ctrl-Z would, with the terminal `fd` in `cooked` mode and the
    /// cursor shown while stopped; after `fg` the terminal's mode is put back as it was. The
    /// caller redraws.
    package static func suspend(terminal fd: Int32, cooked: System.TerminalMode?) {
        _ = System.takeArrival(System.suspendSignal)
        System.suspend(terminal: fd, cooked: cooked)
        installSuspend()
        _ = System.takeArrival(System.continueSignal)
    }
}
