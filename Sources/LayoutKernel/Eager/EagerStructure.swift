/// The grid's declared cells in their columns, as SwiftUI places them before sizing anything.
struct EagerStructure {
    /// A declared cell in its place.
    struct Placed {
        /// The row (index into the grid's rows).
        var row: Int
        /// 0-based first column.
        var column: Int
        /// Columns covered: the declared span, held to the columns left; a full-width view
        /// covers every column.
        var span: Int
        /// A view outside any GridRow.
        var full: Bool
        /// Its layout priority in effect.
        var priority: Double
        /// Its unsized axes in effect.
        var unsized: EagerUnsizedAxes

        /// The columns it covers.
        var columns: Range<Int> { column..<(column + span) }
        /// Its place, as the trace names it.
        var position: EagerCellPosition { EagerCellPosition(row: row, column: column) }
    }

    /// Declared cells, row by row, left to right (source order).
    var cells: [Placed]
    /// Each cell as declared, by index in `cells`.
    // Implementation note: kept beside `cells`, not in each `Placed`, so a cell's place is a
    // few words, not the whole view with its modifiers: building the places copied every view
    // twice over (10 % of the 20 × 20 bench's time under perf), and every `Placed` read in a
    // loop copies less.
    var declared: [EagerCell]
    /// Column count: the widest GridRow (spans counted) or a full-width view's declared span.
    var columnCount: Int
    /// One per row of the grid, empty GridRows included.
    var rowCount: Int
    /// Whether a column holds a cell that covers it alone (a single-column cell).
    var hasSingle: [Bool]
    /// Whether a row holds no cell (an empty GridRow: no row for SwiftUI, height 0, no gap).
    var rowIsEmpty: [Bool]
    /// Whether each declared cell is a `Spacer` (no nil spacing beside it), by index in `cells`.
    var spacers: [Bool]

    init(_ grid: EagerGrid) {
        let widest = grid.rows.map { $0.columnCount }.max() ?? 0
        let anyCell = grid.rows.contains { !$0.cells.isEmpty }
        let count = anyCell ? max(widest, 1) : 0
        var cells: [Placed] = []
        cells.reserveCapacity(grid.rows.reduce(0) { $0 + $1.cells.count })
        var spacers: [Bool] = []
        spacers.reserveCapacity(cells.capacity)
        var declared: [EagerCell] = []
        declared.reserveCapacity(cells.capacity)
        for r in grid.rows.indices {
            var column = 0
            let full = grid.rows[r].kind == .fullWidth
            declared.append(contentsOf: grid.rows[r].cells)
            for cell in grid.rows[r].cells {
                let span = full ? count : max(min(cell.span, count - column), 1)
                cells.append(
                    Placed(
                        row: r, column: full ? 0 : column, span: span, full: full,
                        priority: cell.effectivePriority, unsized: cell.effectiveUnsized))
                spacers.append(cell.isSpacer)
                column += span
            }
        }
        var hasSingle = [Bool](repeating: false, count: count)
        for placed in cells where placed.span == 1 { hasSingle[placed.column] = true }
        self.cells = cells
        self.declared = declared
        self.columnCount = count
        self.rowCount = grid.rows.count
        self.hasSingle = hasSingle
        self.rowIsEmpty = grid.rows.map { $0.cells.isEmpty }
        self.spacers = spacers
    }
}

/// A declared cell's place: its row and first column, 0-based.
public struct EagerCellPosition: Hashable, Sendable {
    /// 0-based row.
    public var row: Int
    /// 0-based first column.
    public var column: Int

    /// The cell in `row` starting at `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
