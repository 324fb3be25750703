/// The sizing of an eager `Grid`, rule by rule as `shared/spec/eager-grid.md` states it.
public struct EagerGridLayout: Hashable, Sendable {
    /// One cell's place, automatic empty cells included.
    public struct Cell: Hashable, Sendable {
        /// 0-based row and first column.
        public var row: Int
        /// 0-based column where the cell starts.
        public var column: Int
        /// How many columns the cell covers.
        public var span: Int
        /// An empty cell: declared (`Color.clear` with unsized axes) or added to pad a short row.
        public var empty: Bool
        /// Added by the grid to pad a short row.
        public var automatic: Bool
        /// The columns and row the cell occupies, spacing between spanned columns included.
        public var slot: Rect
        /// Where its content sits in the slot (the slot itself for an empty cell).
        public var content: Rect
        /// The alignment in effect (both axes combined), and the strongest level that set it.
        public var alignment: ItemAlignment
        /// `grid`, `row`, `column`, `column+row` or `cell anchor`.
        public var alignmentSource: String
    }

    /// The model that was laid out.
    public var grid: EagerGrid
    /// How many columns the grid has.
    public var columnCount: Int
    /// Each column's width.
    public var columns: [Double]
    /// Leading edge of each column, from the grid's leading edge.
    public var columnOffsets: [Double]
    /// Each row's height.
    public var rows: [Double]
    /// Top edge of each row, from the grid's top.
    public var rowOffsets: [Double]
    /// The grid's width.
    public var width: Double
    /// The grid's height.
    public var height: Double
    /// Every cell, automatic empty ones included, row by row.
    public var cells: [Cell]
    /// The assumptions the result depended on.
    public var assumptions: [EagerAssumption]
    /// The sizing as numbered steps for `explain`.
    public var steps: [String]

    init(grid: EagerGrid) {
        self.grid = grid
        let f = NumberText.format
        var used = Set<EagerAssumption>()
        var steps: [String] = []
        let hSpacing = grid.horizontalSpacing ?? EagerGrid.defaultSpacing
        let vSpacing = grid.verticalSpacing ?? EagerGrid.defaultSpacing
        if grid.horizontalSpacing == nil || grid.verticalSpacing == nil { used.insert(.g2) }

        // Column count = the most columns any GridRow occupies; full-width rows span them all.
        let count = max(grid.rows.filter { $0.kind == .gridRow }.map(\.columnCount).max() ?? 0, grid.rows.isEmpty ? 0 : 1)
        columnCount = count
        steps.append("Columns: the widest GridRow occupies \(count) column\(count == 1 ? "" : "s"); shorter rows get empty cells at their end.")

        // Place cells in columns, padding short rows with automatic empty cells.
        struct Placed {
            var row: Int
            var column: Int
            var cell: EagerCell
            var automatic: Bool
        }
        var placed: [Placed] = []
        for (r, row) in grid.rows.enumerated() {
            switch row.kind {
            case .fullWidth:
                var cell = row.cells.first ?? .fill
                cell.span = max(count, 1)
                placed.append(Placed(row: r, column: 0, cell: cell, automatic: false))
            case .gridRow:
                var column = 0
                for cell in row.cells {
                    placed.append(Placed(row: r, column: column, cell: cell, automatic: false))
                    column += max(cell.span, 1)
                }
                while column < count {
                    placed.append(Placed(row: r, column: column, cell: EagerCell(.empty), automatic: true))
                    column += 1
                }
            }
        }

        // Column width = the widest single-column cell in it.
        var widths = [Double](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        for p in placed {
            if p.cell.span == 1, let width = p.cell.ownWidth { widths[p.column] = max(widths[p.column], width) }
            if p.cell.fillsWidth && grid.rows[p.row].kind == .gridRow {
                for c in p.column..<min(p.column + p.cell.span, count) { flexible[c] = true }
                if p.cell.span > 1 { used.insert(.g3) }
            }
        }
        steps.append("Fixed content: column widths \(widths.map(f).joined(separator: " · ")) (the widest single-column cell in each).")

        // Flexible columns share what is left of the offered width equally.
        let flexibleCount = flexible.filter { $0 }.count
        if flexibleCount > 0 {
            let fixedTotal = zip(widths, flexible).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
            let spacings = Double(max(count - 1, 0)) * hSpacing
            let share = max(0, (grid.proposed - fixedTotal - spacings) / Double(flexibleCount))
            for c in 0..<count where flexible[c] { widths[c] = max(widths[c], share) }
            used.insert(.g3)
            steps.append(
                "Cells that fill share what is left: (\(f(grid.proposed)) − \(f(fixedTotal)) − \(f(spacings)) spacing) / \(flexibleCount) = \(f(share)) for each column with a filling cell (at least its widest cell)."
            )
        }

        // A spanning cell wider than its columns widens them evenly (G1).
        for p in placed where p.cell.span > 1 || grid.rows[p.row].kind == .fullWidth {
            guard let width = p.cell.ownWidth else { continue }
            let range = p.column..<min(p.column + p.cell.span, count)
            let covered = range.reduce(0) { $0 + widths[$1] } + Double(range.count - 1) * hSpacing
            if width > covered {
                let extra = (width - covered) / Double(range.count)
                for c in range { widths[c] += extra }
                used.insert(.g1)
                steps.append(
                    "Row \(p.row + 1)'s \(f(width))-wide cell spans \(range.count) columns of \(f(covered)) together: each grows by \(f(extra)) (assumption G1)."
                )
            }
        }
        columns = widths

        var (offsets, columnsWidth) = Self.stack(widths, spacing: hSpacing)
        var gridWidth = columnsWidth
        let fillingFullRow = grid.rows.contains { $0.kind == .fullWidth && ($0.cells.first ?? .fill).fillsWidth }
        if fillingFullRow && grid.proposed > gridWidth {
            gridWidth = grid.proposed
            let shift = (gridWidth - columnsWidth) * grid.alignment.horizontalFraction
            offsets = offsets.map { $0 + shift }
            used.insert(.g4)
            steps.append("A full-width row fills: the grid takes the offered \(f(gridWidth)); its columns sit \(f(shift)) in (assumption G4).")
        }
        columnOffsets = offsets
        width = gridWidth

        // Row height = the tallest cell in the row.
        var heights: [Double] = []
        for r in grid.rows.indices {
            let own = placed.filter { $0.row == r }.compactMap(\.cell.ownHeight)
            if let tallest = own.max() {
                heights.append(tallest)
            } else {
                heights.append(grid.naturalCellSize)
                used.insert(.g5)
            }
        }
        rows = heights
        let (rowOffsets, totalHeight) = Self.stack(heights, spacing: vSpacing)
        self.rowOffsets = rowOffsets
        height = totalHeight
        steps.append(
            "Rows: \(heights.map(f).joined(separator: " · ")) tall (the tallest cell in each), \(f(vSpacing)) apart: the grid is \(f(width)) × \(f(height))."
        )

        // Alignment precedence: cell anchor; column alignment (horizontal); row (vertical); grid.
        var columnAlignments = [GroupAlignment?](repeating: nil, count: count)
        for p in placed where grid.rows[p.row].kind == .gridRow {
            if let alignment = p.cell.columnAlignment { columnAlignments[p.column] = alignment }
        }
        let columnOffsetsFinal = offsets
        cells = placed.map { p in
            let span = min(p.cell.span, max(count - p.column, 1))
            let range = p.column..<min(p.column + span, max(count, 1))
            let slotWidth = count == 0 ? 0 : range.reduce(0) { $0 + widths[$1] } + Double(max(range.count - 1, 0)) * hSpacing
            let slot = Rect(
                x: count == 0 ? 0 : columnOffsetsFinal[p.column], y: rowOffsets[p.row], width: slotWidth, height: heights[p.row])
            var horizontal = grid.alignment.horizontalFraction
            var vertical = grid.alignment.verticalFraction
            var source = "grid"
            if let row = grid.rows[p.row].alignment {
                vertical = row.verticalFraction
                source = "row"
            }
            if p.column < columnAlignments.count, let column = columnAlignments[p.column], grid.rows[p.row].kind == .gridRow {
                horizontal = column.fraction
                source = source == "row" ? "column+row" : "column"
            }
            if let anchor = p.cell.anchor {
                horizontal = anchor.horizontalFraction
                vertical = anchor.verticalFraction
                source = "cell anchor"
            }
            let alignment = ItemAlignment(horizontal: horizontal, vertical: vertical)
            var content = slot
            let isEmpty: Bool
            if case .sized(let w, let h) = p.cell.content {
                isEmpty = false
                let cw = w ?? slot.width
                let ch = h ?? slot.height
                content = Rect(
                    x: slot.x + (slot.width - cw) * horizontal, y: slot.y + (slot.height - ch) * vertical, width: cw, height: ch)
            } else {
                isEmpty = true
            }
            return Cell(
                row: p.row, column: p.column, span: span, empty: isEmpty, automatic: p.automatic, slot: slot, content: content,
                alignment: alignment, alignmentSource: source)
        }
        self.steps = steps
        assumptions = used.sorted()
    }

    /// Sizes laid end to end with `spacing` between them: each one's leading edge, and the total.
    static func stack(_ sizes: [Double], spacing: Double) -> (offsets: [Double], total: Double) {
        var offsets: [Double] = []
        var position = 0.0
        for size in sizes {
            offsets.append(position)
            position += size + spacing
        }
        return (offsets, sizes.reduce(0, +) + Double(max(sizes.count - 1, 0)) * spacing)
    }

    /// Flags: a grid wider than its container, a span that adds columns no other row has, and
    /// alignments that cannot show because the cell fills its slot.
    public func diagnostics() -> [Diagnostic] {
        let f = NumberText.format
        var flags: [Diagnostic] = []
        if width > grid.proposed + 1e-9 {
            let widest = grid.rows.indices.max { rowWidth($0) < rowWidth($1) } ?? 0
            flags.append(
                Diagnostic(
                    code: .wideRow, items: [widest],
                    message:
                        "the grid is \(f(width)) wide, \(f(width - grid.proposed)) more than the \(f(grid.proposed)) offered; row \(widest + 1) is the widest"
                ))
        }
        for (r, row) in grid.rows.enumerated() where row.kind == .gridRow && row.columnCount == columnCount {
            if let spanning = row.cells.firstIndex(where: { $0.span > 1 }), row.columnCount > otherRowsMaximum(except: r) {
                flags.append(
                    Diagnostic(
                        code: .spanColumns, items: [r],
                        message:
                            "row \(r + 1) cell \(spanning + 1) spans \(row.cells[spanning].span): it covers more columns (\(row.columnCount)) than any other row has (\(otherRowsMaximum(except: r))), so the grid grows to \(columnCount) columns and pads the others with empty cells"
                    ))
            }
        }
        for cell in cells where !cell.empty && cell.alignmentSource != "grid" {
            if cell.content == cell.slot {
                flags.append(
                    Diagnostic(
                        code: .hiddenAlignment, items: [cell.row],
                        message:
                            "row \(cell.row + 1) column \(cell.column + 1): its \(cell.alignmentSource) alignment \(cell.alignment.rawValue) cannot show, because the cell fills its slot"
                    ))
            }
        }
        return flags
    }

    private func rowWidth(_ r: Int) -> Double {
        cells.filter { $0.row == r && !$0.automatic }.reduce(0) { $0 + $1.slot.width }
    }

    private func otherRowsMaximum(except r: Int) -> Int {
        grid.rows.enumerated().filter { $0.offset != r && $0.element.kind == .gridRow }.map(\.element.columnCount).max() ?? 0
    }
}
