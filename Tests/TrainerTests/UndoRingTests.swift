import LayoutKernel
import Testing

@testable import Trainer

/// The undo ring's invariants: last in, first out; at most `capacity` entries; at most
/// `budget` bytes by weight, the newest always kept.
extension Int: Vacatable {
    /// What an emptied slot of a test ring holds.
    public static var vacant: Int { 0 }
}

@Suite("Undo ring")
struct UndoRingTests {
    @Test func lastInFirstOut() {
        var ring = UndoRing<Int>()
        for value in 1...5 { ring.push(value) }
        #expect(ring.count == 5 && ring.last == 5)
        #expect([ring.popLast(), ring.popLast()] == [5, 4])
        ring.push(9)
        #expect(ring.last == 9 && ring.count == 4)
        var drained: [Int] = []
        while let value = ring.popLast() { drained.append(value) }
        #expect(drained == [9, 3, 2, 1])
        #expect(ring.isEmpty && ring.weight == 0)
    }

    // 1,005 pushes into a ring of 1,000: the five oldest (1…5) are gone, 1,005…6 remain.
    @Test func keepsTheLastThousand() {
        var ring = UndoRing<Int>()
        for value in 1...1005 { ring.push(value) }
        #expect(ring.count == UndoRing<Int>.capacity)
        var drained: [Int] = []
        while let value = ring.popLast() { drained.append(value) }
        #expect(drained.first == 1005 && drained.last == 6 && drained.count == 1000)
    }

    // Each entry weighs a quarter of the budget plus one byte: only three fit, so a fourth
    // push drops the oldest; one entry heavier than the whole budget is still kept alone.
    @Test func staysWithinItsByteBudget() {
        var ring = UndoRing<Int>()
        let heavy = UndoRing<Int>.budget / 4 + 1
        for value in 1...4 { ring.push(value, weight: heavy) }
        #expect(ring.count == 3 && ring.weight == 3 * heavy)
        #expect(ring.weight <= UndoRing<Int>.budget)
        ring.push(99, weight: UndoRing<Int>.budget * 2)
        #expect(ring.count == 1 && ring.last == 99)
    }

    // A 10,000-cell table with a cell edit per step: the session keeps at most ~64 MB of
    // snapshots by estimate (10,000 × 64 bytes = 640 KB each: about 100 of them), not 1,000.
    @Test func bigTablesKeepFewerSnapshots() throws {
        var session = Session()
        var table = Model()
        table.lazy.items = [GridItem(.flexible())]
        table.lazy.cellCount = 10_000
        for index in 0..<10_000 {
            table.lazy.cellContents[index] = CellContent(width: 10, height: 20)
        }
        try session.apply(.model(.replace(table)))
        for index in 1...150 {
            try session.apply(.lazy(.cell(index, .size(width: 10, height: Double(index)))))
        }
        // 64 MiB / (256 + 48 + 640,000) bytes ≈ 104 snapshots.
        #expect(session.undoCount == (64 << 20) / table.estimatedBytes)
    }
}
