/// The last `capacity` elements, oldest dropped first, and no more than `budget` bytes of
/// them by their estimated weight: pushing and popping are O(1) (unlike `removeFirst()` on an
/// array, which made every edit of a long script O(history)), and a thousand snapshots of a
/// 10,000-cell table cannot fill the memory.
struct UndoRing<Element: Vacatable> {
    /// How many changes undo can take back at most.
    static var capacity: Int { UndoLimits.capacity }
    /// How many bytes of snapshots (estimated) undo keeps at most.
    static var budget: Int { UndoLimits.budget }

    /// The elements by slot (`vacant` where empty) and, beside them, their weights: two plain
    /// arrays of plain values, so a push is two stores (optional elements cost an outlined
    /// copy and destroy through the type's witnesses on every push).
    private var slots: [Element]
    private var weights: [Int]
    /// Where the next element goes.
    private var head = 0
    private(set) var count = 0
    /// The estimated bytes held.
    private(set) var weight = 0

    init() {
        slots = Array(repeating: .vacant, count: Self.capacity)
        weights = Array(repeating: 0, count: Self.capacity)
    }

    var isEmpty: Bool { count == 0 }
    var last: Element? { count == 0 ? nil : slots[index(back: 1)] }

    /// Adds an element, dropping the oldest while the ring is full or over its budget (the
    /// newest is always kept).
    mutating func push(_ element: Element, weight: Int = 0) {
        if count == slots.count {
            // Full: the oldest is the slot at `head`, overwritten in place.
            self.weight -= weights[head]
            count -= 1
        }
        slots[head] = element
        weights[head] = weight
        head = head + 1 == slots.count ? 0 : head + 1
        count += 1
        self.weight += weight
        while self.weight > Self.budget && count > 1 { dropOldest() }
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        head = index(back: 1)
        let element = slots[head]
        slots[head] = .vacant
        count -= 1
        weight -= weights[head]
        return element
    }

    private func index(back steps: Int) -> Int { (head - steps + slots.count * 2) % slots.count }

    private mutating func dropOldest() {
        let oldest = index(back: count)
        weight -= weights[oldest]
        slots[oldest] = .vacant
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
