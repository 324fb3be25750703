/// An eager `Grid { GridRow { ... } }` in a container of a given width: sized by its cells.
public struct EagerGrid: Hashable, Sendable {
    /// The Grid's children, top to bottom.
    public var rows: [EagerRow]
    /// The width the container offers (`.frame(width:)`).
    public var proposed: Double
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

    /// A Grid with SwiftUI's defaults, offered 400 points.
    public init(
        rows: [EagerRow] = [], proposed: Double = 400, alignment: ItemAlignment = .center, horizontalSpacing: Double? = nil,
        verticalSpacing: Double? = nil, naturalCellSize: Double = 30
    ) {
        self.rows = rows
        self.proposed = proposed
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.naturalCellSize = naturalCellSize
    }

    /// Checks what SwiftUI would refuse or what cannot be laid out.
    public func validate() throws(LayoutError) {
        if proposed.isNaN { throw .notANumber(what: "the grid width") }
        if proposed.isInfinite { throw .infinite(what: "the grid width") }
        if proposed < 0 { throw .negative(what: "the grid width", value: proposed) }
        for (value, what) in [(horizontalSpacing, "the horizontal spacing"), (verticalSpacing, "the vertical spacing")] {
            guard let value else { continue }
            if value.isNaN { throw .notANumber(what: what) }
            if value.isInfinite { throw .infinite(what: what) }
            if value < 0 { throw .negative(what: what, value: value) }
        }
        for (r, row) in rows.enumerated() {
            for (c, cell) in row.cells.enumerated() {
                let name = "row \(r + 1) cell \(c + 1)"
                if cell.span < 1 { throw .negative(what: "\(name) span", value: Double(cell.span - 1)) }
                if case .sized(let width, let height) = cell.content {
                    for (value, what) in [(width, "width"), (height, "height")] {
                        guard let value else { continue }
                        if value.isNaN { throw .notANumber(what: "\(name) \(what)") }
                        if value.isInfinite { throw .infinite(what: "\(name) \(what)") }
                        if value < 0 { throw .negative(what: "\(name) \(what)", value: value) }
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
