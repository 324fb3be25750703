/// Rule 4: the cells sorted into groups (priority, then infinite axes, then flexibility,
/// each measured at a 0 × 0 and an ∞ × ∞ offer on the offered axes, then cells unsized along
/// an offered axis after the others) and served in turn.
struct EagerGroups {
    /// A cell's sort key.
    struct Key {
        var priority: Double
        var infiniteAxes: Int
        var flexibility: Double
        /// Unsized along an axis the grid is offered: served after the cells of the same
        /// priority, infinite axes and flexibility, as a group of its own (rule 4; arms GU6 and
        /// GU7, whose measured offers show the order).
        var unsized: Bool
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
                (width && placed.unsized.horizontal) || (height && placed.unsized.vertical)
            var key = Key(
                priority: placed.priority, infiniteAxes: 0, flexibility: 0, unsized: unsized)
            for (offered, low, high) in [
                (width, small.width, large.width), (height, small.height, large.height),
            ] where offered {
                if high.isInfinite { key.infiniteAxes += 1 } else { key.flexibility += high - low }
            }
            return key
        }
        order = []
        sortIntoGroups()
    }

    /// Sorts by key (higher priority, fewer infinite axes, less flexibility, sized before
    /// unsized), groups equal keys (flexibilities equal within the tolerance), source order
    /// within a group.
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
        return !a.unsized && b.unsized
    }

    private static func sameGroup(_ a: Key, _ b: Key) -> Bool {
        a.priority == b.priority && a.infiniteAxes == b.infiniteAxes
            && Tolerance.equal(a.flexibility, b.flexibility) && a.unsized == b.unsized
    }
}
