import Synchronization

/// Ctrl-C and the other signals the shell handles. Handlers only set atomic flags; the shell
/// acts on them between lines and between sweep steps.
enum Interrupt {
    static let interrupted = Atomic<Bool>(false)
    static let terminated = Atomic<Int32>(0)
    static let resized = Atomic<Bool>(false)

    /// Whether long work must stop now: Ctrl-C, or a signal that ends the program.
    static var stopRequested: Bool { interrupted.load(ordering: .relaxed) || terminated.load(ordering: .relaxed) != 0 }

    /// Clears and returns whether Ctrl-C was pressed since the last call.
    static func take() -> Bool { interrupted.exchange(false, ordering: .relaxed) }

    static func install() {
        System.handle(System.interruptSignal) { _ in Interrupt.interrupted.store(true, ordering: .relaxed) }
        System.handle(System.terminateSignal) { signal in Interrupt.terminated.store(signal, ordering: .relaxed) }
        System.handle(System.hangUpSignal) { signal in Interrupt.terminated.store(signal, ordering: .relaxed) }
        System.handle(System.resizeSignal) { _ in Interrupt.resized.store(true, ordering: .relaxed) }
    }
}
