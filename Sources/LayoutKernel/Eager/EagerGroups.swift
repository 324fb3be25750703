/// Rules 3–5: the cells sorted into groups (priority, then infinite axes, then flexibility,
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
    /// Per column: committed (no cell of the current priority can widen it any more).
    var committed: [Bool]
    /// Per column: single-column cells still to size, of any priority.
    var pendingSingles: [Int]
    /// Per column: cells of the current priority still to size that keep it open.
    var levelOpen: [Int]
    /// Per column: no single-column cell, covered by a spanning cell of the current priority.
    var held: [Bool]
    /// Per column: open to the group being served (taken when the group begins).
    var openMask: [Bool]
    /// The first share of the current priority, and per column whether a spanning cell of
    /// this priority covering it is measured (rule 5's overflow).
    var levelShare: Double?
    var levelSpanMeasured: [Bool]
    /// Where the current priority begins in `order`, and per column: kept open until the
    /// priority ends by a measured span from a GridRow of this priority that fits its columns'
    /// own cells (rule 6, d45).
    var levelStart = 0
    var fitHeld: [Bool]
    /// Per column: the trace has said this priority keeps it open (said once).
    var keptSaid: [Bool]
    /// Whether the current group's share counts a column only rule 6 keeps open (G7).
    var keptOpenShares = false
    /// Whether the current group's share counts columns rule 13 sealed (G7).
    var sealedShares = false
    /// Whether the current group's share counts open columns rule 14 holds as one (G7).
    var heldAsOneShares = false
    /// Rule 13 (d41): per column, sealed by a span wider than its room (its width counts as
    /// committed), the sealed blocks (each counts as one open column), and per column whether
    /// the trace has said so in this priority.
    var sealed: [Bool]
    var sealedBlocks: [[Int]] = []
    var sealSaid: [Bool]
    /// Per cell: the room the grid had left it when it was measured (rule 13), nil if none;
    /// and the cells rule 13 can concern.
    var rooms: [Double?]
    var sealCandidates: [Int]
    /// Rule 14 (d59): per column, committed when the current priority began, and how many
    /// spanning cells of this priority cover it.
    var earlierCommitted: [Bool]
    var levelSpans: [Int]
    /// Per row: cells of the current priority still to size, and its height when it began.
    var rowPending: [Int]
    var baseHeights: [Double]
    /// Per row: holds a cell of an earlier (higher) priority; and, for the current priority,
    /// also one of its cells: such a row, once closed again, counts twice (rule 7, d25).
    var earlierRows: [Bool]
    var reopened: [Bool]
    /// Rule 12 (d55): what the Spacers' rows lend a later height share; see `SpacerRows`.
    var spacerRows: SpacerRows
    /// How many rows and columns (as the share counts them) are open to the group being served.
    var openRowCount = 0
    var openColumnCount = 0
    /// Rule 16 (d57, arm GS4): what a Spacer's columns lend the first priority, nil when none.
    var spacerColumns: SpacerColumns?

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
        let columns = structure.columnCount
        committed = [Bool](repeating: false, count: columns)
        pendingSingles = [Int](repeating: 0, count: columns)
        for placed in structure.cells where placed.span == 1 { pendingSingles[placed.column] += 1 }
        levelOpen = [Int](repeating: 0, count: columns)
        held = [Bool](repeating: false, count: columns)
        openMask = held
        levelSpanMeasured = held
        fitHeld = held
        keptSaid = held
        sealed = held
        rooms = [Double?](repeating: nil, count: structure.cells.count)
        sealCandidates = Self.sealCandidates(structure)
        earlierCommitted = held
        levelSpans = [Int](repeating: 0, count: columns)
        sealSaid = held
        rowPending = [Int](repeating: 0, count: structure.rowCount)
        baseHeights = sizing.heights
        earlierRows = [Bool](repeating: false, count: structure.rowCount)
        reopened = earlierRows
        spacerRows = SpacerRows(structure)
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
