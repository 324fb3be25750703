/// Rule 4: the cells sorted into groups (priority, then infinite axes, then flexibility,
/// each measured at a 0 × 0 and an ∞ × ∞ offer on the offered axes, then, of cells without
/// limit on every offered axis, the larger at 0 × 0 first, then cells unsized along fewer
/// offered axes first) and served in turn.
struct EagerGroups {
    /// A cell's sort key.
    struct Key {
        var priority: Double
        var infiniteAxes: Int
        var flexibility: Double
        /// A cell without limit on every offered axis: its answer to 0 × 0, summed over the
        /// offered axes (0 for the others); the larger is served first (rule 4: a Spacer, 8 at
        /// 0, before a fill; the publisher's left-out case 34).
        var sizeAtZero: Double
        /// How many offered axes it is unsized along: served after the cells of the same
        /// priority, infinite axes, flexibility and size at 0 that are unsized along fewer, as
        /// a group of its own (rule 4; arms GU6 and GU7, whose measured offers show the order).
        var unsized: Int
    }

    var keys: [Key]
    /// Cell indices in serving order, and the end of each group in it.
    var order: [Int]
    var groupEnds: [Int] = []

    init(_ sizing: EagerSizing) {
        let structure = sizing.structure
        let (width, height) = (sizing.offeredWidth != nil, sizing.offeredHeight != nil)
        keys = structure.cells.indices.map { i in
            let placed = structure.cells[i]
            let small = structure.declared[i].answer(width: 0, height: 0)
            let large = structure.declared[i].answer(width: .infinity, height: .infinity)
            let unsized =
                (width && placed.unsized.horizontal ? 1 : 0)
                + (height && placed.unsized.vertical ? 1 : 0)
            var key = Key(
                priority: placed.priority, infiniteAxes: 0, flexibility: 0, sizeAtZero: 0,
                unsized: unsized)
            for (offered, low, high) in [
                (width, small.width, large.width), (height, small.height, large.height),
            ] where offered {
                if high.isInfinite { key.infiniteAxes += 1 } else { key.flexibility += high - low }
                key.sizeAtZero += low
            }
            if key.infiniteAxes < (width ? 1 : 0) + (height ? 1 : 0) { key.sizeAtZero = 0 }
            return key
        }
        order = []
        sortIntoGroups()
    }

    /// Sorts by key (higher priority, fewer infinite axes, less flexibility, the larger answer
    /// at 0 × 0, fewer unsized axes), groups equal keys (flexibilities and answers at 0 equal
    /// within the tolerance), source order within a group.
    private mutating func sortIntoGroups() {
        // Implementation note: a grid has few distinct keys, so each cell is given its key's
        // number and the cells are counted into place (source order kept within a key): only
        // the distinct keys are sorted, and no array is built per key.
        var distinct: [Key] = []
        var number = [Int](repeating: 0, count: keys.count)
        var last = -1
        for (i, key) in keys.enumerated() {
            if last < 0 || !Self.sameGroup(distinct[last], key) {
                if let found = distinct.firstIndex(where: { Self.sameGroup($0, key) }) {
                    last = found
                } else {
                    distinct.append(key)
                    last = distinct.count - 1
                }
            }
            number[i] = last
        }
        var counts = [Int](repeating: 0, count: distinct.count)
        for n in number { counts[n] += 1 }
        var next = [Int](repeating: 0, count: distinct.count)
        var end = 0
        for d in distinct.indices.sorted(by: { Self.before(distinct[$0], distinct[$1]) }) {
            next[d] = end
            end += counts[d]
            groupEnds.append(end)
        }
        order = [Int](repeating: 0, count: keys.count)
        for (i, n) in number.enumerated() {
            order[next[n]] = i
            next[n] += 1
        }
    }

    /// Whether a group of key `a` is served before one of key `b`.
    private static func before(_ a: Key, _ b: Key) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.infiniteAxes != b.infiniteAxes { return a.infiniteAxes < b.infiniteAxes }
        if !Tolerance.equal(a.flexibility, b.flexibility) { return a.flexibility < b.flexibility }
        if !Tolerance.equal(a.sizeAtZero, b.sizeAtZero) { return a.sizeAtZero > b.sizeAtZero }
        return a.unsized < b.unsized
    }

    private static func sameGroup(_ a: Key, _ b: Key) -> Bool {
        a.priority == b.priority && a.infiniteAxes == b.infiniteAxes
            && Tolerance.equal(a.flexibility, b.flexibility)
            && Tolerance.equal(a.sizeAtZero, b.sizeAtZero) && a.unsized == b.unsized
    }
}
