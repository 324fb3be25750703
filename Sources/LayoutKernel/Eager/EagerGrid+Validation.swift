extension EagerGrid {
    /// Checks what SwiftUI would refuse or what cannot be laid out: lengths finite, not
    /// negative and not absurd; spans from 1 to `largestSpan`; ranges with low ≤ high.
    public func validate() throws(LayoutError) {
        try LayoutError.check(container, .container(.vertical))
        if let containerHeight { try LayoutError.check(containerHeight, .gridContainerHeight) }
        try chain.validate()
        try LayoutError.check(proposed, .offeredToGrid)
        if let horizontalSpacing { try LayoutError.check(horizontalSpacing, .horizontalSpacing) }
        if let verticalSpacing { try LayoutError.check(verticalSpacing, .verticalSpacing) }
        for (r, row) in rows.enumerated() {
            // The column each cell starts in, as `startColumns` gives it (without its array).
            var column = 0
            for cell in row.cells {
                try Self.validate(cell, row: r, column: column)
                column += max(cell.span, 1)
            }
        }
    }

    private static func validate(_ cell: EagerCell, row: Int, column: Int) throws(LayoutError) {
        if cell.span < 1 {
            let span = LayoutError.Quantity.gridCellSpan(row: row, column: column)
            throw .negative(span, value: Double(cell.span) - 1)
        }
        try LayoutError.check(
            count: cell.span, .gridCellSpan(row: row, column: column), limit: largestSpan)
        if let priority = cell.priority {
            try LayoutError.check(
                priority, .gridCellPriority(row: row, column: column), allowNegative: true)
        }
        if let anchor = cell.anchor {
            let what = LayoutError.Quantity.gridCellAnchor(row: row, column: column)
            try LayoutError.check(anchor.x, what, allowNegative: true)
            try LayoutError.check(anchor.y, what, allowNegative: true)
        }
        if case .sized(let width, let height) = cell.content {
            try check(width, .gridCellWidth(row: row, column: column), row: row, column: column)
            try check(height, .gridCellHeight(row: row, column: column), row: row, column: column)
        }
    }

    private static func check(
        _ length: EagerLength, _ what: LayoutError.Quantity, row: Int, column: Int
    ) throws(LayoutError) {
        switch length {
        case .fill: return
        case .fixed(let value): try LayoutError.check(value, what)
        case .range(let low, let high, let ideal):
            try LayoutError.check(low, what)
            try LayoutError.check(high, what, allowInfinity: true)
            try LayoutError.check(ideal, what)
            if low > high {
                throw .rangeLowAboveHigh(quantity: what, low: low, high: high)
            }
        }
    }
}
