/// A row of an eager `Grid`: a `GridRow` of cells, or a view outside any GridRow, which spans
/// every column.
public struct EagerRow: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case gridRow
        case fullWidth
    }

    public var kind: Kind
    public var cells: [EagerCell]
    /// `GridRow(alignment:)`: the vertical part is used (top, center or bottom).
    public var alignment: ItemAlignment?

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

    /// How many columns the row's cells occupy (spans counted).
    public var columnCount: Int { cells.reduce(0) { $0 + max($1.span, 1) } }
}
