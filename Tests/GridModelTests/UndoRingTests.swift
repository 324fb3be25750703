import LayoutKernel
import TestSupport
import Testing

@testable import GridModel

/// The undo ring's invariants, checked against a plain array at capacities small enough to
/// wrap and to cross chunk boundaries in a few pushes (as swift-collections tests every
/// layout of a Deque): last in, first out; at most `capacity` entries; at most `budget` bytes
/// by weight, the newest always kept.
@Suite("Undo ring")
struct UndoRingTests {
    /// What the ring promises, written the slow way: an array, the oldest first.
    private struct ArrayModel {
        let capacity: Int
        let budget: Int
        var entries: [(value: Int, weight: Int)] = []

        var weight: Int { entries.reduce(0) { $0 + $1.weight } }

        mutating func push(_ value: Int, weight: Int) {
            entries.append((value, weight))
            if entries.count > capacity { entries.removeFirst() }
            while self.weight > budget && entries.count > 1 { entries.removeFirst() }
        }

        mutating func popLast() -> Int? { entries.popLast()?.value }
    }

    /// The ring and the model agree on what they hold now, and on every element when drained.
    private func expectSame(
        _ ring: UndoRing<Int>, _ model: ArrayModel, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            ring.count == model.entries.count && ring.weight == model.weight
                && ring.last == model.entries.last?.value && ring.isEmpty == model.entries.isEmpty,
            "\(context)", sourceLocation: sourceLocation)
        var ring = ring
        var drained: [Int] = []
        while let value = ring.popLast() { drained.append(value) }
        #expect(
            drained == model.entries.reversed().map(\.value) && ring.weight == 0,
            "\(context)", sourceLocation: sourceLocation)
    }

    // Every layout of rings of 1…9 slots in chunks of 1…4 slots (and in one chunk larger than
    // the ring): `pushes` values pushed (wrapping up to twice), `pops` taken back, two more
    // pushed over the emptied slots.
    @Test(arguments: 1...9) func everyLayoutMatchesAnArray(capacity: Int) {
        for chunk in [1, 2, 3, 4, 32] {
            for pushes in 0...(2 * capacity + 1) {
                for pops in 0...min(pushes, capacity) {
                    var ring = UndoRing<Int>(capacity: capacity, budget: .max, chunk: chunk)
                    var model = ArrayModel(capacity: capacity, budget: .max)
                    for value in 0..<pushes {
                        ring.push(value)
                        model.push(value, weight: 0)
                    }
                    for _ in 0..<pops { #expect(ring.popLast() == model.popLast()) }
                    for value in [100, 101] {
                        ring.push(value)
                        model.push(value, weight: 0)
                    }
                    let context = "capacity \(capacity), chunk \(chunk), \(pushes)/\(pops)"
                    expectSame(ring, model, context)
                }
            }
        }
    }

    // Random pushes of weights 0…4 under a budget of 10 (now and then one heavier than the
    // whole budget, which is kept alone) and random pops, seeded, at every small capacity:
    // the budget drops the oldest first, as the array does.
    @Test(arguments: 1...9) func budgetEvictionMatchesAnArray(capacity: Int) {
        for chunk in [1, 2, 3, 32] {
            var random = SeededRandom(state: UInt64(capacity * 64 + chunk))
            var ring = UndoRing<Int>(capacity: capacity, budget: 10, chunk: chunk)
            var model = ArrayModel(capacity: capacity, budget: 10)
            for step in 0..<400 {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    #expect(ring.popLast() == model.popLast())
                } else {
                    let weight =
                        Int.random(in: 0..<25, using: &random) == 0
                        ? Int.random(in: 11...30, using: &random)
                        : Int.random(in: 0...4, using: &random)
                    ring.push(step, weight: weight)
                    model.push(step, weight: weight)
                }
                #expect(
                    ring.count == model.entries.count && ring.weight == model.weight
                        && ring.last == model.entries.last?.value,
                    "capacity \(capacity), chunk \(chunk), step \(step)")
            }
            expectSame(ring, model, "capacity \(capacity), chunk \(chunk), at the end")
        }
    }

    // A ring of 3 in chunks of 2: pushing 1…5 wraps; 5, 4, 3 remain, the newest first.
    @Test func wrapsAroundDroppingTheOldest() {
        var ring = UndoRing<Int>(capacity: 3, budget: .max, chunk: 2)
        for value in 1...5 { ring.push(value) }
        #expect(ring.count == 3 && ring.last == 5)
        #expect(
            [ring.popLast(), ring.popLast(), ring.popLast(), ring.popLast()] == [5, 4, 3, nil])
    }

    // Budget 10, weights 4: a third push (12 > 10) drops the oldest, leaving 8; one entry of
    // weight 30 (over the whole budget) drops everything else and is kept alone.
    @Test func staysWithinItsByteBudget() {
        var ring = UndoRing<Int>(capacity: 9, budget: 10, chunk: 4)
        for value in 1...3 { ring.push(value, weight: 4) }
        #expect(ring.count == 2 && ring.weight == 8 && ring.last == 3)
        ring.push(99, weight: 30)
        #expect(ring.count == 1 && ring.weight == 30 && ring.last == 99)
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
