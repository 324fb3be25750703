/// The last `capacity` elements, oldest dropped first: pushing and popping are O(1), unlike
/// `removeFirst()` on an array, which made every edit of a long script O(history).
struct UndoRing<Element> {
    /// How many changes undo can take back.
    static var capacity: Int { 1000 }

    private var storage: [Element?]
    /// Where the next element goes.
    private var head = 0
    private(set) var count = 0

    init() {
        storage = Array(repeating: nil, count: Self.capacity)
    }

    var isEmpty: Bool { count == 0 }
    var last: Element? { count == 0 ? nil : storage[(head - 1 + storage.count) % storage.count] }

    /// Adds an element, dropping the oldest when full.
    mutating func push(_ element: Element) {
        storage[head] = element
        head = (head + 1) % storage.count
        count = min(count + 1, storage.count)
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        head = (head - 1 + storage.count) % storage.count
        defer {
            storage[head] = nil
            count -= 1
        }
        return storage[head]
    }

    mutating func removeAll() {
        guard count > 0 else { return }
        storage = Array(repeating: nil, count: storage.count)
        head = 0
        count = 0
    }
}
