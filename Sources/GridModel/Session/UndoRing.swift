/// The last `capacity` elements, oldest dropped first, and no more than `budget` bytes of
/// them by their estimated weight: pushing and popping are O(1) (unlike `removeFirst()` on an
/// array, which made every edit of a long script O(history)), and a thousand snapshots of a
/// 10,000-cell table cannot fill the memory.
struct UndoRing<Element> {
    /// An element and its weight, as pushed.
    private struct Slot {
        package var element: Element
        package var weight: Int
    }

    /// How many elements the ring keeps at most.
    package let capacity: Int
    /// How many bytes of elements (by the weights pushed) the ring keeps at most.
    package let budget: Int
    /// How many slots a chunk holds.
    private let chunk: Int

    /// The slots (nil where empty), in chunks of `chunk`.
    ///
    /// Implementation note: chunked because sessions are copied whole (`play` keeps the
    /// session before every step, so going back restores undo exactly): a copy shares every
    /// chunk, and the next push copies one chunk of 32 slots and the chunk table, not all
    /// 1000 slots — 10,000 steps kept ~100 KB each (1 GB) before, a few KB each now.
    private var chunks: [[Slot?]]
    /// Where the next element goes.
    private var head = 0
    private(set) var count = 0
    /// The estimated bytes held.
    private(set) var weight = 0

    /// An empty ring. The defaults are undo's (`UndoLimits`); tests make small rings, whose
    /// wrap-around, budget and chunk boundaries a few pushes reach.
    init(
        capacity: Int = UndoLimits.capacity, budget: Int = UndoLimits.budget,
        chunk: Int = UndoLimits.chunk
    ) {
        precondition(capacity >= 1 && chunk >= 1, "a ring needs a slot, and chunks of one")
        self.capacity = capacity
        self.budget = budget
        self.chunk = chunk
        let count = (capacity + chunk - 1) / chunk
        chunks = Array(repeating: Array(repeating: nil, count: chunk), count: count)
    }

    package var isEmpty: Bool { count == 0 }
    package var last: Element? {
        guard count > 0 else { return nil }
        let slot = index(back: 1)
        return chunks[slot / chunk][slot % chunk]?.element
    }

    /// Adds an element, dropping the oldest while the ring is full or over its budget (the
    /// newest is always kept).
    package mutating func push(_ element: Element, weight: Int = 0) {
        let (part, place) = head.quotientAndRemainder(dividingBy: chunk)
        if count == capacity {
            // Full: the oldest is the slot at `head`, overwritten in place.
            self.weight -= chunks[part][place]?.weight ?? 0
            count -= 1
        }
        chunks[part][place] = Slot(element: element, weight: weight)
        head = head + 1 == capacity ? 0 : head + 1
        count += 1
        self.weight += weight
        while self.weight > budget && count > 1 { take(at: index(back: count)) }
    }

    package mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        head = index(back: 1)
        return take(at: head)
    }

    private func index(back steps: Int) -> Int { (head - steps + capacity * 2) % capacity }

    /// Empties `slot`, returning its element.
    @discardableResult
    private mutating func take(at slot: Int) -> Element? {
        guard let taken = chunks[slot / chunk][slot % chunk] else { return nil }
        chunks[slot / chunk][slot % chunk] = nil
        weight -= taken.weight
        count -= 1
        return taken.element
    }
}

/// Undo's bounds (see `UndoRing`).
package enum UndoLimits {
    /// How many changes undo can take back at most.
    package static let capacity = 1000
    /// How many bytes of snapshots (estimated) undo keeps at most.
    package static let budget = 64 << 20
    /// Slots per chunk of the ring.
    package static let chunk = 32
}
