@testable import LayoutKernel

/// The model (docs/model.md, "One pass" and "Two passes", with A2 "gives back" and A8) written
/// again from its text, as plainly as possible and without calling `TrackSizing` or
/// `LazyGridLayout`: the property tests compare the kernel with it on seeded random grids.
/// It sums in its own order, so results are compared to within the spec's tolerance. The one
/// shared piece is the tolerance itself, which the spec defines as a rule ("a ≈ b when …"): it is
/// written out here again too.
struct ReferenceModel {
    /// One item in one pass: its width (what its tracks use), its tracks, and whether its
    /// maximum capped them.
    struct Item {
        var width: Double
        var count: Int
        var size: Double
        var capped: Bool
        var negative: Bool
    }

    /// The spec's `a ≈ b`.
    static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isFinite && b.isFinite && abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b)))
    }

    /// One pass at `width` (steps 1–4).
    static func pass(_ items: [GridItem], at width: Double) -> (items: [Item], total: Double) {
        // Step 1: spacings of all but the last item, and the fixed sizes, come off first.
        var remaining = width
        var k = 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining -= item.spacing ?? 8 }
            if case .fixed(let size) = item.size { remaining -= size } else { k += 1 }
        }
        var result: [Item] = []
        for item in items {
            let s = item.spacing ?? 8
            switch item.size {
            case .fixed(let size):
                // Step 2.
                result.append(
                    Item(width: size, count: 1, size: size, capped: false, negative: false))
            case .flexible(let minimum, let maximum):
                // Step 3, flexible: clamp the proposal to minimum…maximum.
                let proposal = remaining / Double(k)
                let width = Swift.min(Swift.max(proposal, minimum), maximum)
                result.append(
                    Item(width: width, count: 1, size: width, capped: false, negative: false))
                remaining -= width
                k -= 1
            case .adaptive(let minimum, let maximum):
                // Step 3, adaptive: the proposal as it is, never below 0 (A3); step 4: tracks.
                let proposal = remaining / Double(k)
                let w = Swift.max(proposal, 0)
                let ratio = (w + s) / (minimum + s)
                var fitting = ratio.rounded(.down)
                if same(ratio, fitting + 1) { fitting += 1 }
                let count = Swift.max(1, Int(fitting))
                let even = (w - Double(count - 1) * s) / Double(count)
                let capped = even > maximum && !same(even, maximum)
                // A2: a capped item uses only its tracks; the rest stays in `remaining`.
                let used = capped ? Double(count) * maximum + Double(count - 1) * s : w
                result.append(
                    Item(
                        width: used, count: count, size: capped ? maximum : even, capped: capped,
                        negative: proposal < 0 && !same(proposal, 0)))
                remaining -= used
                k -= 1
            }
        }
        var total = 0.0
        for (index, item) in result.enumerated() {
            total += item.width
            if index < items.count - 1 { total += items[index].spacing ?? 8 }
        }
        return (result, total)
    }

    var pass1: [Item]
    var total1: Double
    var gridSize: Double
    var pass2: [Item]
    var used: Double
    /// Where the group of tracks starts inside the grid.
    var groupStart: Double
    /// Each track's leading edge and size, in order.
    var tracks: [(item: Int, offset: Double, size: Double)]
    /// A1, A2, A3, A4 and A8, when these numbers depend on them.
    var assumptions: Set<String>

    init(_ grid: LazyGrid) {
        let p = grid.proposed
        (pass1, total1) = Self.pass(grid.items, at: p)
        // Two passes: G = max(P, total₁), with "greater" decided by the tolerance.
        gridSize = total1 > p && !Self.same(total1, p) ? total1 : p
        let second = Self.pass(grid.items, at: gridSize)
        pass2 = second.items
        used = second.total
        // A4: the alignment places the group of tracks in the free space.
        let free = used < gridSize && !Self.same(used, gridSize) ? gridSize - used : 0
        let fraction: Double
        switch grid.alignment {
        case .leading: fraction = 0
        case .center: fraction = 0.5
        case .trailing: fraction = 1
        }
        groupStart = free * fraction
        tracks = []
        var x = groupStart
        for (index, item) in pass2.enumerated() {
            let s = grid.items[index].spacing ?? 8
            for _ in 0..<item.count {
                tracks.append((index, x, item.size))
                x += item.size + s
            }
        }
        assumptions = []
        if total1 < p && !Self.same(total1, p) { assumptions.insert("A1") }
        if pass1.contains(where: \.capped) || pass2.contains(where: \.capped) {
            assumptions.insert("A2")
        }
        if pass1.contains(where: \.negative) || pass2.contains(where: \.negative) {
            assumptions.insert("A3")
        }
        if free > 0 { assumptions.insert("A4") }
        if grid.alignment != .center && cellsFollowingTheGrid(grid).contains(where: { !$0.fills }) {
            assumptions.insert("A8")
        }
    }

    /// The sized cells of items with no alignment of their own, and whether each fills its
    /// track along the main axis.
    func cellsFollowingTheGrid(_ grid: LazyGrid) -> [(index: Int, fills: Bool)] {
        guard !tracks.isEmpty else { return [] }
        return grid.cellContents.compactMap { index, content in
            guard index < grid.cellCount else { return nil }
            let track = tracks[index % tracks.count]
            guard grid.items[track.item].alignment == nil else { return nil }
            guard let main = grid.axis == .vertical ? content.width : content.height else {
                return nil
            }
            return (index, Self.same(main, track.size))
        }
    }

    /// Cell `index`'s content's leading edge along the main axis ("Rows and cells"): its slot's
    /// edge plus the free space times the item's alignment, or the grid's when the item has
    /// none (A8). Nil when the cell fills its track.
    func contentMainOffset(_ grid: LazyGrid, cell index: Int) -> Double? {
        guard !tracks.isEmpty, let content = grid.cellContents[index] else { return nil }
        guard let main = grid.axis == .vertical ? content.width : content.height else { return nil }
        let track = tracks[index % tracks.count]
        let fraction: Double
        if let own = grid.items[track.item].alignment {
            let name = own.rawValue.lowercased()
            let (start, end) = grid.axis == .vertical ? ("leading", "trailing") : ("top", "bottom")
            fraction =
                name.hasPrefix(start) || name.hasSuffix(start) ? 0 : (name.contains(end) ? 1 : 0.5)
        } else {
            switch grid.alignment {
            case .leading: fraction = 0
            case .center: fraction = 0.5
            case .trailing: fraction = 1
            }
        }
        return track.offset + (track.size - main) * fraction
    }
}
