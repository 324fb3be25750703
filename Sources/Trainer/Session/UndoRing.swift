/// The last `capacity` elements, oldest dropped first, and no more than `budget` bytes of
/// them by their estimated weight: pushing and popping are O(1) (unlike `removeFirst()` on an
/// array, which made every edit of a long script O(history)), and a thousand snapshots of a
/// 10,000-cell table cannot fill the memory.
struct UndoRing<Element: Vacatable> {
    /// How many changes undo can take back at most.
    static var capacity: Int { UndoLimits.capacity }
    /// How many bytes of snapshots (estimated) undo keeps at most.
    static var budget: Int { UndoLimits.budget }

    /// The elements by slot (`vacant` where empty) and, beside them, their weights, in chunks
    /// of `chunk` slots: plain arrays of plain values, so a push is two stores (optional
    /// elements cost an outlined copy and destroy through the type's witnesses on every push).
    ///
    /// Implementation note: chunked because sessions are copied whole (`play` keeps the
    /// session before every step, so going back restores undo exactly): a copy shares every
    /// chunk, and the next push copies one chunk of 32 slots and the chunk table, not all
    /// 1000 slots — 10,000 steps kept ~100 KB each (1 GB) before, a few KB each now.
    private var slots: [[Element]]
    private var weights: [[Int]]
    private static var chunk: Int { 32 }
    /// Where the next element goes.
    private var head = 0
    private(set) var count = 0
    /// The estimated bytes held.
    private(set) var weight = 0

    init() {
        let chunks = (Self.capacity + Self.chunk - 1) / Self.chunk
        slots = Array(repeating: Array(repeating: .vacant, count: Self.chunk), count: chunks)
        weights = Array(repeating: Array(repeating: 0, count: Self.chunk), count: chunks)
    }

    var isEmpty: Bool { count == 0 }
    var last: Element? { count == 0 ? nil : element(at: index(back: 1)) }

    private func element(at slot: Int) -> Element { slots[slot / Self.chunk][slot % Self.chunk] }
    private func weight(at slot: Int) -> Int { weights[slot / Self.chunk][slot % Self.chunk] }
    private mutating func store(_ element: Element, weight: Int, at slot: Int) {
        slots[slot / Self.chunk][slot % Self.chunk] = element
        weights[slot / Self.chunk][slot % Self.chunk] = weight
    }

    /// Adds an element, dropping the oldest while the ring is full or over its budget (the
    /// newest is always kept).
    mutating func push(_ element: Element, weight: Int = 0) {
        if count == Self.capacity {
            // Full: the oldest is the slot at `head`, overwritten in place.
            self.weight -= self.weight(at: head)
            count -= 1
        }
        store(element, weight: weight, at: head)
        head = head + 1 == Self.capacity ? 0 : head + 1
        count += 1
        self.weight += weight
        while self.weight > Self.budget && count > 1 { dropOldest() }
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        head = index(back: 1)
        let element = element(at: head)
        weight -= weight(at: head)
        store(.vacant, weight: 0, at: head)
        count -= 1
        return element
    }

    private func index(back steps: Int) -> Int {
        (head - steps + Self.capacity * 2) % Self.capacity
    }

    private mutating func dropOldest() {
        let oldest = index(back: count)
        weight -= weight(at: oldest)
        store(.vacant, weight: 0, at: oldest)
        count -= 1
    }
}

/// An element a ring can leave in a slot it empties: a value that holds nothing (no model), so
/// an emptied slot keeps no memory alive.
protocol Vacatable {
    static var vacant: Self { get }
}

/// The undo ring's bounds (see `UndoRing`).
enum UndoLimits {
    static let capacity = 1000
    static let budget = 64 << 20
}
