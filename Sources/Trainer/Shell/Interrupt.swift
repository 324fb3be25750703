/// Ctrl-C and the other signals the shell handles. Handlers only record that a signal arrived
/// (`System.recordArrivals`); the shell acts on them between lines and between sweep steps.
enum Interrupt {
    /// Whether Ctrl-C was pressed since the last `take()`.
    static var interrupted: Bool { System.hasArrived(System.interruptSignal) }

    /// The signal that ends the program (SIGTERM, else SIGHUP) once one arrived, else 0.
    static var terminated: Int32 {
        if System.hasArrived(System.terminateSignal) { return System.terminateSignal }
        if System.hasArrived(System.hangUpSignal) { return System.hangUpSignal }
        return 0
    }

    /// Whether long work must stop now: Ctrl-C, or a signal that ends the program.
    static var stopRequested: Bool { interrupted || terminated != 0 }

    /// Clears and returns whether Ctrl-C was pressed since the last call.
    static func take() -> Bool { System.takeArrival(System.interruptSignal) }

    /// Clears and returns whether the terminal was resized since the last call.
    static func takeResize() -> Bool { System.takeArrival(System.resizeSignal) }

    static func install() {
        let signals = [
            System.interruptSignal, System.terminateSignal, System.hangUpSignal,
            System.resizeSignal,
        ]
        for signal in signals { System.recordArrivals(of: signal) }
    }
}
