import Foundation
import TestSupport
import Testing

@testable import SystemInterface

/// The signal flags are C `volatile sig_atomic_t`s set by a C handler (CSignalFlags), in place
/// of Synchronization's `Atomic` (macOS 15). SIGUSR2 is one the trainer never handles.
@Suite("Signal flags")
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

    @Test func numbersOutsideTheTableAreNeverRecorded() {
        #expect(!System.hasArrived(0) && !System.hasArrived(64) && !System.hasArrived(-1))
        #expect(!System.takeArrival(64))
    }
}
