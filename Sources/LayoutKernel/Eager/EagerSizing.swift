/// The eager Grid's rules, one function each, in the order `shared/spec/eager-grid.md` states
/// them: column count, empty cells, column widths, sharing, spans, grid width, row heights,
/// alignment.
enum EagerSizing {
    /// A cell in its column: declared, or automatic (padding a short row).
    struct Placed {
        var row: Int
        var column: Int
        var cell: EagerCell
        var automatic: Bool
    }

    /// Column widths before sharing: the widest single-column cell of each column, and which
    /// columns hold a cell that fills (takes any width offered).
    struct Columns {
        var widths: [Double]
        var flexible: [Bool]
    }

    /// Column count = the most columns any GridRow occupies (a cell spanning n counts n);
    /// full-width rows span them all, and a grid of only full-width rows has one column.
    static func columnCount(_ grid: EagerGrid) -> Int {
        let widest = grid.rows.filter { $0.kind == .gridRow }.map(\.columnCount).max() ?? 0
        return max(widest, grid.rows.isEmpty ? 0 : 1)
    }

    /// Places the cells in their columns; shorter rows get automatic empty cells at their end.
    static func place(_ grid: EagerGrid, columns count: Int) -> [Placed] {
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
                    placed.append(
                        Placed(row: r, column: column, cell: EagerCell(.empty), automatic: true))
                    column += 1
                }
            }
        }
        return placed
    }

    /// Column width = the widest cell in that column (cells spanning one column); a column
    /// holding a filling GridRow cell (spanning ones included, G3) is flexible.
    static func columnWidths(
        _ grid: EagerGrid, _ placed: [Placed], columns count: Int, used: inout Set<EagerAssumption>
    ) -> Columns {
        var widths = [Double](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        for p in placed {
            if p.cell.span == 1, let width = p.cell.ownWidth {
                widths[p.column] = max(widths[p.column], width)
            }
            if p.cell.fillsWidth && grid.rows[p.row].kind == .gridRow {
                for c in p.column..<min(p.column + p.cell.span, count) { flexible[c] = true }
                if p.cell.span > 1 { used.insert(.g3) }
            }
        }
        return Columns(widths: widths, flexible: flexible)
    }

    /// Sharing, the way an HStack shares (G3): the offered width minus the spacings and the
    /// other columns is divided equally among the flexible columns; a flexible column whose
    /// widest sized cell is wider than its share keeps that width and leaves the share, and the
    /// rest divide again what is left, until stable. A negative share is 0.
    static func share(
        _ columns: inout Columns, offered: Double, spacing: Double,
        used: inout Set<EagerAssumption>, steps: inout [EagerTraceStep]
    ) {
        var active = columns.flexible.indices.filter { columns.flexible[$0] }
        guard !active.isEmpty else { return }
        used.insert(.g3)
        let count = columns.widths.count
        let fixed = columns.widths.indices.filter { !columns.flexible[$0] }.reduce(0) {
            $0 + columns.widths[$1]
        }
        let spacings = Double(max(count - 1, 0)) * spacing
        var available = offered - fixed - spacings
        steps.append(
            .shareStart(
                offered: offered, fixed: fixed, spacings: spacings, available: available,
                columns: active))
        while !active.isEmpty {
            let share = available / Double(active.count)
            let keeping = active.filter { Tolerance.greater(columns.widths[$0], share) }
            steps.append(
                .shareRound(
                    available: available, columns: active, share: share, keeping: keeping,
                    widths: keeping.map { columns.widths[$0] }))
            if keeping.isEmpty {
                for c in active { columns.widths[c] = max(columns.widths[c], share, 0) }
                return
            }
            for c in keeping { available -= columns.widths[c] }
            active.removeAll { keeping.contains($0) }
        }
    }

    /// A spanning cell wider than the columns it covers widens them evenly (G1); a full-width
    /// row's cell spans every column.
    static func widenForSpans(
        _ widths: inout [Double], _ grid: EagerGrid, _ placed: [Placed], spacing: Double,
        used: inout Set<EagerAssumption>,
        steps: inout [EagerTraceStep]
    ) {
        for p in placed where p.cell.span > 1 || grid.rows[p.row].kind == .fullWidth {
            guard let width = p.cell.ownWidth else { continue }
            let range = p.column..<min(p.column + p.cell.span, widths.count)
            guard !range.isEmpty else { continue }
            let covered = range.reduce(0) { $0 + widths[$1] } + Double(range.count - 1) * spacing
            if Tolerance.greater(width, covered) {
                let extra = (width - covered) / Double(range.count)
                for c in range { widths[c] += extra }
                used.insert(.g1)
                steps.append(
                    .span(
                        row: p.row, width: width, columns: range.count, covered: covered,
                        extra: extra))
            }
        }
    }

    /// The grid's width: its columns and spacings, or the offered width when a full-width row
    /// fills it; then the columns sit in it by the grid's alignment (G4).
    static func gridWidth(
        _ grid: EagerGrid, widths: [Double], spacing: Double, used: inout Set<EagerAssumption>,
        steps: inout [EagerTraceStep]
    ) -> (offsets: [Double], width: Double) {
        let (offsets, columnsWidth) = stack(widths, spacing: spacing)
        let fillingFullRow = grid.rows.contains {
            $0.kind == .fullWidth && ($0.cells.first ?? .fill).fillsWidth
        }
        guard fillingFullRow && Tolerance.greater(grid.proposed, columnsWidth) else {
            return (offsets, columnsWidth)
        }
        let shift = (grid.proposed - columnsWidth) * grid.alignment.horizontalFraction
        used.insert(.g4)
        steps.append(.fullWidth(width: grid.proposed, shift: shift))
        return (offsets.map { $0 + shift }, grid.proposed)
    }

    /// Row height = the tallest cell in the row; a row with no height of its own gets the
    /// natural cell size (G5).
    static func rowHeights(_ grid: EagerGrid, _ placed: [Placed], used: inout Set<EagerAssumption>)
        -> [Double]
    {
        var tallest = [Double?](repeating: nil, count: grid.rows.count)
        for p in placed {
            if let height = p.cell.ownHeight {
                tallest[p.row] = max(tallest[p.row] ?? height, height)
            }
        }
        return tallest.map { height in
            if let height { return height }
            used.insert(.g5)
            return grid.naturalCellSize
        }
    }

    /// Alignment precedence for a cell's content, strongest first: the cell's anchor; its
    /// column's alignment (horizontal); its row's (vertical); the grid's.
    static func align(
        _ grid: EagerGrid, _ placed: [Placed], widths: [Double], columnOffsets: [Double],
        rowHeights: [Double],
        rowOffsets: [Double], spacing: Double
    ) -> [EagerGridLayout.Cell] {
        let count = widths.count
        var columnAlignments = [GroupAlignment?](repeating: nil, count: count)
        for p in placed where grid.rows[p.row].kind == .gridRow {
            if let alignment = p.cell.columnAlignment { columnAlignments[p.column] = alignment }
        }
        return placed.map { p in
            let span = min(p.cell.span, max(count - p.column, 1))
            let range = p.column..<min(p.column + span, max(count, 1))
            let slotWidth =
                count == 0
                ? 0
                : range.reduce(0) { $0 + widths[$1] } + Double(max(range.count - 1, 0)) * spacing
            let slot = Rect(
                x: count == 0 ? 0 : columnOffsets[p.column], y: rowOffsets[p.row], width: slotWidth,
                height: rowHeights[p.row])
            var horizontal = grid.alignment.horizontalFraction
            var vertical = grid.alignment.verticalFraction
            var source = AlignmentSource.grid
            if let row = grid.rows[p.row].alignment {
                vertical = row.verticalFraction
                source = .row
            }
            if p.column < columnAlignments.count, let column = columnAlignments[p.column],
                grid.rows[p.row].kind == .gridRow
            {
                horizontal = column.fraction
                source = source == .row ? .columnAndRow : .column
            }
            if let anchor = p.cell.anchor {
                horizontal = anchor.horizontalFraction
                vertical = anchor.verticalFraction
                source = .cellAnchor
            }
            var content = slot
            var isEmpty = true
            if case .sized(let w, let h) = p.cell.content {
                isEmpty = false
                let cw = w ?? slot.width
                let ch = h ?? slot.height
                content = Rect(
                    x: slot.x + (slot.width - cw) * horizontal,
                    y: slot.y + (slot.height - ch) * vertical, width: cw, height: ch)
            }
            return EagerGridLayout.Cell(
                row: p.row, column: p.column, span: span, empty: isEmpty, automatic: p.automatic,
                slot: slot, content: content,
                alignment: ItemAlignment(horizontal: horizontal, vertical: vertical),
                alignmentSource: source)
        }
    }

    /// Sizes laid end to end with `spacing` between them: each one's leading edge, and the total.
    static func stack(_ sizes: [Double], spacing: Double) -> (offsets: [Double], total: Double) {
        var offsets: [Double] = []
        offsets.reserveCapacity(sizes.count)
        var position = 0.0
        for size in sizes {
            offsets.append(position)
            position += size + spacing
        }
        return (offsets, sizes.reduce(0, +) + Double(max(sizes.count - 1, 0)) * spacing)
    }
}
