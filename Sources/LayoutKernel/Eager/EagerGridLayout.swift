/// The sizing of an eager `Grid`, rule by rule as `shared/spec/eager-grid.md` states it (the
/// rules themselves are in `EagerSizing`, in the spec's order). Its properties are read-only
/// from outside, so a layout cannot drift out of step with its assumptions and steps.
public struct EagerGridLayout: Hashable, Sendable {
    /// One cell's place, automatic empty cells included.
    public struct Cell: Hashable, Sendable {
        /// 0-based row.
        public internal(set) var row: Int
        /// 0-based column where the cell starts.
        public internal(set) var column: Int
        /// How many columns the cell covers.
        public internal(set) var span: Int
        /// An empty cell: declared (`Color.clear` with unsized axes) or added to pad a short row.
        public internal(set) var empty: Bool
        /// Added by the grid to pad a short row.
        public internal(set) var automatic: Bool
        /// The columns and row the cell occupies, spacing between spanned columns included.
        public internal(set) var slot: Rect
        /// Where its content sits in the slot (the slot itself for an empty cell).
        public internal(set) var content: Rect
        /// The alignment in effect (both axes combined), and the strongest level that set it.
        public internal(set) var alignment: ItemAlignment
        /// `grid`, `row`, `column`, `column+row` or `cell anchor`.
        public internal(set) var alignmentSource: AlignmentSource

        /// Whether the content covers its slot exactly (to within the tolerance), so no
        /// alignment can move it.
        public var fillsSlot: Bool { content.isApproximately(slot) }
    }

    /// The model that was laid out.
    public let grid: EagerGrid
    /// How many columns the grid has.
    public internal(set) var columnCount: Int
    /// Each column's width.
    public internal(set) var columns: [Double]
    /// Leading edge of each column, from the grid's leading edge.
    public internal(set) var columnOffsets: [Double]
    /// Each row's height.
    public internal(set) var rows: [Double]
    /// Top edge of each row, from the grid's top.
    public internal(set) var rowOffsets: [Double]
    /// The grid's width.
    public internal(set) var width: Double
    /// The grid's height.
    public internal(set) var height: Double
    /// Every cell, automatic empty ones included, row by row.
    public internal(set) var cells: [Cell]
    /// The assumptions the result depended on.
    public internal(set) var assumptions: [EagerAssumption]
    /// The sizing as steps for `explain`, in the order the rules apply.
    public internal(set) var steps: [EagerTraceStep]

    init(grid: EagerGrid) {
        self.grid = grid
        var used = Set<EagerAssumption>()
        var steps: [EagerTraceStep] = []
        let hSpacing = grid.horizontalSpacing ?? EagerGrid.defaultSpacing
        let vSpacing = grid.verticalSpacing ?? EagerGrid.defaultSpacing
        if grid.horizontalSpacing == nil || grid.verticalSpacing == nil { used.insert(.g2) }

        let count = EagerSizing.columnCount(grid)
        steps.append(.columns(count: count))
        let placed = EagerSizing.place(grid, columns: count)
        var sizing = EagerSizing.columnWidths(grid, placed, columns: count, used: &used)
        steps.append(.widestCells(widths: sizing.widths))
        EagerSizing.share(
            &sizing, offered: grid.proposed, spacing: hSpacing, used: &used, steps: &steps)
        var widths = sizing.widths
        EagerSizing.widenForSpans(
            &widths, grid, placed, spacing: hSpacing, used: &used, steps: &steps)
        columnCount = count
        columns = widths

        let placement = EagerSizing.gridWidth(
            grid, widths: widths, spacing: hSpacing, used: &used, steps: &steps)
        columnOffsets = placement.offsets
        width = placement.width

        let heights = EagerSizing.rowHeights(grid, placed, used: &used)
        let (rowOffsets, totalHeight) = EagerSizing.stack(heights, spacing: vSpacing)
        rows = heights
        self.rowOffsets = rowOffsets
        height = totalHeight
        steps.append(
            .rows(heights: heights, spacing: vSpacing, width: placement.width, height: totalHeight))

        cells = EagerSizing.align(
            grid, placed, widths: widths, columnOffsets: placement.offsets, rowHeights: heights,
            rowOffsets: rowOffsets,
            spacing: hSpacing)
        self.steps = steps
        if grid.chain.usesDefaultPadding { used.insert(.a7) }
        assumptions = used.sorted()
    }
}
