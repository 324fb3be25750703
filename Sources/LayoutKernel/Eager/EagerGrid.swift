/// An eager `Grid { GridRow { ... } }` in a container of a given width: sized by its cells.
public struct EagerGrid: Hashable, Sendable {
    /// The Grid's children, top to bottom.
    public var rows: [EagerRow]
    /// The container's width: a screen, a window, or `.frame(width:)` around everything else.
    public var container: Double
    /// Paddings and frames between the container and the Grid, outside in.
    public var chain: ContainerChain
    /// The width the Grid is offered: the container, less what the chain takes.
    public var proposed: Double { chain.offered(container: container, along: .vertical) }
    /// `Grid(alignment:)`; center by default.
    public var alignment: ItemAlignment
    /// `Grid(horizontalSpacing:verticalSpacing:)`; nil means 8 (assumption G2).
    public var horizontalSpacing: Double?
    /// `verticalSpacing:`; nil means 8 (assumption G2).
    public var verticalSpacing: Double?
    /// Height of a row whose cells have none of their own (assumption G5).
    public var naturalCellSize: Double

    /// The spacing assumed for nil (G2).
    public static let defaultSpacing: Double = 8

    /// The most columns one cell may span: larger spans are refused, so the column count can
    /// neither overflow nor need an absurd allocation.
    public static let largestSpan = 10_000

    /// A Grid with SwiftUI's defaults, offered 400 points.
    public init(
        rows: [EagerRow] = [], proposed: Double = 400, alignment: ItemAlignment = .center,
        horizontalSpacing: Double? = nil,
        verticalSpacing: Double? = nil, naturalCellSize: Double = 30,
        chain: ContainerChain = ContainerChain()
    ) {
        self.rows = rows
        self.container = proposed
        self.chain = chain
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.naturalCellSize = naturalCellSize
    }

    /// Checks what SwiftUI would refuse or what cannot be laid out.
    public func validate() throws(LayoutError) {
        try LayoutError.check(container, .container(.vertical))
        try chain.validate()
        try LayoutError.check(proposed, .offeredToGrid)
        try LayoutError.check(naturalCellSize, .naturalCellSize)
        if let horizontalSpacing { try LayoutError.check(horizontalSpacing, .horizontalSpacing) }
        if let verticalSpacing { try LayoutError.check(verticalSpacing, .verticalSpacing) }
        for (r, row) in rows.enumerated() {
            let starts = row.startColumns
            for (c, cell) in row.cells.enumerated() {
                let (row, column) = (r, starts[c] - 1)
                if cell.span < 1 {
                    let span = LayoutError.Quantity.gridCellSpan(row: row, column: column)
                    throw .negative(span, value: Double(cell.span) - 1)
                }
                try LayoutError.check(
                    count: cell.span, .gridCellSpan(row: row, column: column),
                    limit: Self.largestSpan)
                if case .sized(let width, let height) = cell.content {
                    if let width {
                        try LayoutError.check(width, .gridCellWidth(row: row, column: column))
                    }
                    if let height {
                        try LayoutError.check(height, .gridCellHeight(row: row, column: column))
                    }
                }
            }
        }
    }

    /// Validates, then sizes the grid by its cells.
    public func layout() throws(LayoutError) -> EagerGridLayout {
        try validate()
        return EagerGridLayout(grid: self)
    }
}
