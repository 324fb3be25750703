/// A row of an eager `Grid`: a `GridRow` of cells, or a view outside any GridRow, which spans
/// every column.
public struct EagerRow: Hashable, Sendable {
    /// Whether the row is a GridRow or a view outside any GridRow.
    public enum Kind: Hashable, Sendable {
        case gridRow
        case fullWidth
    }

    /// GridRow, or full-width.
    public var kind: Kind
    /// The row's cells, left to right (one for a full-width row).
    public var cells: [EagerCell]
    /// `GridRow(alignment:)`: only its vertical part is used (top, center or bottom).
    public var alignment: ItemAlignment?

    /// A `GridRow(alignment:)` of `cells`.
    public init(_ cells: [EagerCell], alignment: ItemAlignment? = nil) {
        kind = .gridRow
        self.cells = cells
        self.alignment = alignment
    }

    /// A view that is a direct child of the Grid.
    public static func fullWidth(_ cell: EagerCell) -> EagerRow {
        var row = EagerRow([cell])
        row.kind = .fullWidth
        return row
    }

    /// The 1-based column where each cell starts, in cell order: how the trainer names a cell
    /// (row and starting column), as the diagram labels it. Saturates rather than trapping on
    /// absurd spans (which validation refuses).
    public var startColumns: [Int] {
        var column = 1
        return cells.map { cell in
            defer {
                let (next, overflow) = column.addingReportingOverflow(max(cell.span, 1))
                column = overflow ? .max : next
            }
            return column
        }
    }

    /// How many columns the row's cells occupy (spans counted). For a full-width row: the
    /// span its view declares, which widens a grid whose rows have fewer columns (measured).
    /// Saturates at `Int.max` rather than trapping on absurd spans (which validation refuses).
    public var columnCount: Int {
        cells.reduce(0) { total, cell in
            let (sum, overflow) = total.addingReportingOverflow(max(cell.span, 1))
            return overflow ? .max : sum
        }
    }
}
