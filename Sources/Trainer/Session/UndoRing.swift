/// The last `capacity` elements, oldest dropped first, and no more than `budget` bytes of
/// them by their estimated weight: pushing and popping are O(1) (unlike `removeFirst()` on an
/// array, which made every edit of a long script O(history)), and a thousand snapshots of a
/// 10,000-cell table cannot fill the memory.
struct UndoRing<Element> {
    /// How many changes undo can take back at most.
    static var capacity: Int { 1000 }
    /// How many bytes of snapshots (estimated) undo keeps at most.
    static var budget: Int { 64 << 20 }

    private var storage: [(element: Element, weight: Int)?]
    /// Where the next element goes.
    private var head = 0
    private(set) var count = 0
    /// The estimated bytes held.
    private(set) var weight = 0

    init() {
        storage = Array(repeating: nil, count: Self.capacity)
    }

    var isEmpty: Bool { count == 0 }
    var last: Element? { count == 0 ? nil : storage[index(back: 1)]?.element }

    /// Adds an element, dropping the oldest while the ring is full or over its budget (the
    /// newest is always kept).
    mutating func push(_ element: Element, weight: Int = 0) {
        if count == storage.count { dropOldest() }
        storage[head] = (element, weight)
        head = (head + 1) % storage.count
        count += 1
        self.weight += weight
        while self.weight > Self.budget && count > 1 { dropOldest() }
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        head = index(back: 1)
        let entry = storage[head]
        storage[head] = nil
        count -= 1
        weight -= entry?.weight ?? 0
        return entry?.element
    }

    private func index(back steps: Int) -> Int { (head - steps + storage.count * 2) % storage.count }

    private mutating func dropOldest() {
        let oldest = index(back: count)
        weight -= storage[oldest]?.weight ?? 0
        storage[oldest] = nil
        count -= 1
    }
}
