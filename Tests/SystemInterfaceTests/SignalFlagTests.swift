import Foundation
import TestSupport
import Testing

@testable import SystemInterface

/// The signal flags are C `volatile sig_atomic_t`s set by a C handler (CSignalFlags), in place
/// of Synchronization's `Atomic` (macOS 15). SIGUSR2 is one the trainer never handles; the
/// tests raise it in turn, not at once.
@Suite("Signal flags", .serialized)
struct SignalFlagTests {
    @Test func aSignalIsRecordedUntilTakenAndTakenOnce() {
        System.recordArrivals(of: SIGUSR2)
        _ = System.takeArrival(SIGUSR2)
        #expect(!System.hasArrived(SIGUSR2))
        raise(SIGUSR2)
        #expect(System.hasArrived(SIGUSR2))
        #expect(System.hasArrived(SIGUSR2), "looking does not clear it")
        #expect(System.takeArrival(SIGUSR2))
        #expect(!System.takeArrival(SIGUSR2), "taking clears it")
        // Two arrivals before a take are one: a flag, not a count.
        raise(SIGUSR2)
        raise(SIGUSR2)
        #expect(System.takeArrival(SIGUSR2))
        #expect(!System.hasArrived(SIGUSR2))
    }

    /// A signal that came before a wait for a key wakes it: the handler's byte waits in the
    /// wake pipe. (A read begun after the signal blocked until a key: SIGTERM or SIGTSTP sent
    /// while the prompt or the slider was being drawn was acted on only at the next key.) A
    /// byte already there is read first. Should the wait block, a byte written after 5 s ends
    /// it and the test fails instead of hanging.
    @Test func aSignalBeforeTheWaitWakesIt() throws {
        System.recordArrivals(of: SIGUSR2)
        _ = System.takeArrival(SIGUSR2)
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { _ = (close(ends[0]), close(ends[1])) }
        let writeEnd = ends[1]
        let fallback = DispatchWorkItem { _ = write(writeEnd, "x", 1) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 5, execute: fallback)
        raise(SIGUSR2)
        let woken = System.readByte(ends[0])
        fallback.cancel()
        guard case .interrupted = woken else {
            Issue.record("the wait slept through the signal: \(woken)")
            return
        }
        #expect(System.takeArrival(SIGUSR2))
        // A byte typed before the signal is read first; the signal's wake comes after it.
        _ = write(ends[1], "a", 1)
        raise(SIGUSR2)
        guard case .byte(let byte) = System.readByte(ends[0]) else {
            Issue.record("the byte there was not read first")
            return
        }
        #expect(byte == UInt8(ascii: "a"))
        guard case .interrupted = System.readByte(ends[0]) else {
            Issue.record("the signal after the byte did not wake the wait")
            return
        }
        #expect(System.takeArrival(SIGUSR2))
    }

    @Test func numbersOutsideTheTableAreNeverRecorded() {
        #expect(!System.hasArrived(0) && !System.hasArrived(64) && !System.hasArrived(-1))
        #expect(!System.takeArrival(64))
    }
}
