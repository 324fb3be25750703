/// A `LazyVGrid` or `LazyHGrid` inside a container of a given main size: everything the
/// layout needs, with SwiftUI's defaults.
public struct LazyGrid: Hashable, Sendable {
    /// LazyVGrid (columns) or LazyHGrid (rows).
    public var axis: GridAxis
    /// The `columns:`/`rows:` array, in declaration order: the order items are served in.
    public var items: [GridItem]
    /// The container's main size: a screen, a window, or `.frame(width:)` (height for a
    /// LazyHGrid) around everything else.
    public var container: Double
    /// Paddings and frames between the container and the grid, outside in.
    public var chain: ContainerChain
    /// The main size the grid is offered: the container, less what the chain takes.
    public var proposed: Double { chain.offered(container: container, along: axis) }
    /// The grid's `alignment:`; center by default, as in SwiftUI.
    public var alignment: GroupAlignment
    /// The grid's `spacing:` between lines (rows of a LazyVGrid); nil means 8 (assumption A5).
    public var lineSpacing: Double?
    /// How many cells the grid holds.
    public var cellCount: Int
    /// Content sizes of particular cells (0-based); other cells fill their slots.
    public var cellContents: [Int: CellContent]
    /// The cross size of a cell that fills its slot. SwiftUI offers cells no cross size in a
    /// lazy grid, so this is the trainer's stand-in for the content's natural size, as in the
    /// seed article's `.frame(height: 30)` cells; it is not a SwiftUI default.
    public var naturalCellSize: Double
    /// Cells (0-based) whose size the trainer guessed (read from source without one): they are
    /// drawn at the natural size, and no flag rests on them.
    public var guessedCells: Set<Int> = []

    /// The spacing used between lines when `lineSpacing` is nil (assumption A5).
    public static let defaultLineSpacing: Double = 8

    /// The most cells a grid may hold: larger counts are refused, so `cells()` never needs an
    /// absurd allocation.
    public static let largestCellCount = 1_000_000

    /// A grid with SwiftUI's defaults; `proposed` is the container (an iPhone's 375 points by
    /// default), offered to the grid as it is when `chain` is empty.
    public init(
        axis: GridAxis = .vertical, items: [GridItem] = [], proposed: Double = 375,
        alignment: GroupAlignment = .center, lineSpacing: Double? = nil, cellCount: Int = 12,
        cellContents: [Int: CellContent] = [:], naturalCellSize: Double = 30,
        chain: ContainerChain = ContainerChain()
    ) {
        self.axis = axis
        self.items = items
        self.container = proposed
        self.chain = chain
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.cellCount = cellCount
        self.cellContents = cellContents
        self.naturalCellSize = naturalCellSize
    }

    /// The spacing the layout uses between lines.
    public var effectiveLineSpacing: Double { lineSpacing ?? Self.defaultLineSpacing }

    /// How a cell of `item` sits in its slot: the item's own alignment, or, when it has none,
    /// the grid's alignment within the track and centred along the line (assumption A8): a
    /// LazyVGrid `.leading` gives `.leading`, a LazyHGrid `.bottom` (stored as trailing) gives
    /// `.bottom`.
    public func cellAlignment(of item: GridItem) -> ItemAlignment {
        if let own = item.alignment { return own }
        switch axis {
        case .vertical: return ItemAlignment(horizontal: alignment.fraction, vertical: 0.5)
        case .horizontal: return ItemAlignment(horizontal: 0.5, vertical: alignment.fraction)
        }
    }

    /// Checks every input SwiftUI rejects or crashes on.
    public func validate() throws(LayoutError) {
        try validateContainer()
        if let lineSpacing {
            try LayoutError.check(lineSpacing, .gridSpacing, allowNegative: true)
        }
        if cellCount < 0 { throw .negativeCellCount(cellCount) }
        try LayoutError.check(count: cellCount, .cellCount, limit: Self.largestCellCount)
        try LayoutError.check(naturalCellSize, .naturalCellSize)
        for (index, item) in items.enumerated() { try item.validate(index: index) }
        for (index, content) in cellContents {
            if let width = content.width { try LayoutError.check(width, .cellWidth(cell: index)) }
            if let height = content.height {
                try LayoutError.check(height, .cellHeight(cell: index))
            }
        }
    }

    /// Checks the container, the chain and what it offers the grid (the first part of `validate`).
    func validateContainer() throws(LayoutError) {
        try LayoutError.check(container, .container(axis))
        try chain.validate()
        try LayoutError.check(proposed, .offeredToLazyGrid(axis))
    }

    /// Lays the grid out as SwiftUI does: pass 1 at the proposed size, pass 2 at the grid's size.
    /// - Parameter tracing: record the steps for `explain` (costs allocations; off for speed).
    public func layout(tracing: Bool = false) throws(LayoutError) -> LazyGridLayout {
        try validate()
        return LazyGridLayout(grid: self, tracing: tracing)
    }

    /// The layout as it would be under the other reading of A2 (`reading`), to show beside the
    /// model's where the two differ; A2 is contested.
    public func layout(reading: CapReading) throws(LayoutError) -> LazyGridLayout {
        try validate()
        return LazyGridLayout(grid: self, tracing: false, reading: reading)
    }
}
