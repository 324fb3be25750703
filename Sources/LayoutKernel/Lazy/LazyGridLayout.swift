/// The result of laying out a `LazyGrid`: both passes, the grid's size and position, every
/// item's tracks, the trace, and the assumptions the numbers depend on.
public struct LazyGridLayout: Hashable, Sendable {
    /// The model that was laid out.
    public let grid: LazyGrid
    /// Pass 1, run at the proposed size.
    public internal(set) var pass1: PassResult
    /// Pass 2, run at the grid's size: what is drawn.
    public internal(set) var pass2: PassResult
    /// The grid's own main size `G = max(P, total₁)`.
    public internal(set) var gridSize: Double
    /// The grid's leading edge relative to the container's: `(P − G) / 2`.
    public internal(set) var origin: Double
    /// Where the group of tracks starts inside the grid (A4 when there is slack).
    public internal(set) var groupOffset: Double
    /// Each item's result, in declaration order.
    public internal(set) var items: [ItemLayout]
    /// The steps, when laid out with `tracing: true`; empty otherwise.
    public internal(set) var trace: [TraceStep]
    /// Kept as bits: building an array on every layout would cost an allocation.
    private var assumptionSet: AssumptionSet
    /// The assumptions these numbers depend on, in order.
    public var assumptions: [Assumption] { assumptionSet.sorted }

    /// The proposed (container) main size.
    public var proposed: Double { grid.proposed }
    /// How much the drawn tracks use, spacings included.
    public var used: Double { pass2.total }
    /// Whether pass 1 needed more than the container offered (by more than the tolerance).
    public var overflows: Bool {
        TrackSizing.overflows(total: pass1.total, proposed: grid.proposed)
    }
    /// Free space inside the grid that no track uses; 0 when the tracks fill it to within the
    /// tolerance.
    public var slack: Double { Tolerance.greater(gridSize, used) ? gridSize - used : 0 }

    /// How a capped adaptive item's unused share was read (A2): the model's reading, unless the
    /// layout was made to show the other one.
    public let reading: CapReading

    init(grid: LazyGrid, tracing: Bool, reading: CapReading = .givesBack) {
        self.grid = grid
        self.reading = reading
        var trace: [TraceStep]? = tracing ? [] : nil
        let items = grid.items
        pass1 = TrackSizing.pass(
            items, width: grid.proposed, trace: &trace, pass: 1, reading: reading)
        gridSize = TrackSizing.gridSize(proposed: grid.proposed, total: pass1.total)
        trace?.append(.gridSize(proposed: grid.proposed, total: pass1.total, grid: gridSize))
        pass2 = TrackSizing.pass(items, width: gridSize, trace: &trace, pass: 2, reading: reading)
        origin = (grid.proposed - gridSize) / 2
        let used = pass2.total
        let underfills = Tolerance.less(used, gridSize)
        groupOffset = underfills ? (gridSize - used) * grid.alignment.fraction : 0

        var assumptions = AssumptionSet()
        if Tolerance.less(pass1.total, grid.proposed) { assumptions.insert(.a1) }
        if underfills { assumptions.insert(.a4) }
        if grid.axis == .horizontal { assumptions.insert(.a6) }
        if grid.chain.usesDefaultPadding { assumptions.insert(.a7) }

        var layouts: [ItemLayout] = []
        layouts.reserveCapacity(items.count)
        var position = groupOffset
        for (index, item) in items.enumerated() {
            let drawn = pass2.items[index]
            if pass1.items[index].clamp == .negativeToZero || drawn.clamp == .negativeToZero {
                assumptions.insert(.a3)
            }
            // A2: a capped item gave width back (or, read the other way, kept it), in either
            // pass (pass 1's total decides G).
            let first = pass1.items[index]
            if first.clamp == .capped || drawn.clamp == .capped { assumptions.insert(.a2) }
            layouts.append(
                ItemLayout(index: index, item: item, pass1: first, drawn: drawn, offset: position))
            position += drawn.width + (index < items.count - 1 ? item.effectiveSpacing : 0)
        }
        self.items = layouts
        let trackCount = layouts.reduce(0) { $0 + $1.trackCount }
        if grid.lineSpacing == nil && trackCount > 0 && grid.cellCount > trackCount {
            assumptions.insert(.a5)
        }
        trace?.append(
            .placement(
                proposed: grid.proposed, grid: gridSize, origin: origin, used: used,
                offset: groupOffset,
                alignment: grid.alignment, axis: grid.axis))
        self.trace = trace ?? []
        assumptionSet = assumptions
        if indexOfCellPlacedByGridAlignment != nil { assumptionSet.insert(.a8) }
    }

    /// Every track, in order across all items.
    public var tracks: [Track] { tracks(upTo: .max) }

    /// The first `limit` tracks, in order across all items: `cells()` needs no more tracks than
    /// cells, however many an adaptive item makes.
    func tracks(upTo limit: Int) -> [Track] {
        var result: [Track] = []
        for item in items {
            let step = item.trackSize + item.item.effectiveSpacing
            for j in 0..<item.trackCount {
                if result.count >= limit { return result }
                // The tracks are contiguous: a capped item's unused width went back to the pool,
                // so every gap is the item's spacing, and none follows the last track.
                let lastOverall = j == item.trackCount - 1 && item.index == items.count - 1
                let gap = lastOverall ? 0 : item.item.effectiveSpacing
                let offset = item.offset + Double(j) * step
                result.append(
                    Track(item: item.index, offset: offset, size: item.trackSize, gapAfter: gap))
            }
        }
        return result
    }

    /// Total number of tracks.
    public var trackCount: Int { items.reduce(0) { $0 + $1.trackCount } }

    /// The cells' slots and content frames. Lines (rows of a LazyVGrid) are as tall as their
    /// tallest cell and separated by the grid's spacing; content sits by its item's alignment,
    /// or by the grid's within its track when the item has none (A8, `LazyGrid.cellAlignment`).
    /// - Parameter limit: at most this many cells are computed (the rest are not drawn).
    public func cells(limit: Int = .max) -> [CellFrame] {
        let count = min(grid.cellCount, limit)
        // Only the tracks that hold a cell are built; lines count all tracks.
        let tracks = self.tracks(upTo: max(count, 0))
        let perLine = trackCount
        guard !tracks.isEmpty, count > 0 else { return [] }
        let vertical = grid.axis == .vertical
        let lines = count / perLine + (count % perLine == 0 ? 0 : 1)
        var lineSizes = [Double](repeating: 0, count: lines)
        for index in 0..<count {
            let content = grid.cellContents[index] ?? .fill
            let cross = (vertical ? content.height : content.width) ?? grid.naturalCellSize
            lineSizes[index / perLine] = max(lineSizes[index / perLine], cross)
        }
        var lineOffsets: [Double] = []
        var y = 0.0
        for size in lineSizes {
            lineOffsets.append(y)
            y += size + grid.effectiveLineSpacing
        }
        return (0..<count).map { index in
            let t = index % perLine
            let line = index / perLine
            let track = tracks[t]
            let content = grid.cellContents[index] ?? .fill
            let alignment = grid.cellAlignment(of: items[track.item].item)
            let slot =
                vertical
                ? Rect(
                    x: track.offset, y: lineOffsets[line], width: track.size,
                    height: lineSizes[line])
                : Rect(
                    x: lineOffsets[line], y: track.offset, width: lineSizes[line],
                    height: track.size)
            let width = content.width ?? slot.width
            let height = content.height ?? slot.height
            let frame = Rect(
                x: slot.x + (slot.width - width) * alignment.horizontalFraction,
                y: slot.y + (slot.height - height) * alignment.verticalFraction,
                width: width, height: height)
            return CellFrame(
                index: index, track: t, line: line, item: track.item, slot: slot, content: frame)
        }
    }
}
