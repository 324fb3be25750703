extension EagerGridLayout {
    /// Every cell in its slot (rule 11 of `docs/model.md`): the view is placed at what it
    /// answers for its slot, or, when its answer while sizing equals the slot, at that answer;
    /// the anchor, else the column's alignment (horizontally, one-column cells), the row's
    /// (vertically) and the grid's place it in the slot.
    func placeCells(_ structure: EagerStructure, _ sizing: EagerSizing) -> [Cell] {
        let columnAlignment = Self.columnAlignments(structure)
        var cells: [Cell] = []
        cells.reserveCapacity(structure.rowCount * max(structure.columnCount, 1))
        var next = 0
        for r in 0..<structure.rowCount {
            var column = 0
            while next < structure.cells.count, structure.cells[next].row == r {
                let placed = structure.cells[next]
                cells.append(
                    place(
                        placed, structure.declared[next], offer: sizing.measured[next].offer,
                        answer: sizing.measured[next].answer, columnAlignment: columnAlignment))
                column = placed.column + placed.span
                next += 1
            }
            guard grid.rows[r].kind == .gridRow, !grid.rows[r].cells.isEmpty else { continue }
            while column < columnCount {
                let slot = slotRect(row: r, columns: column..<(column + 1))
                cells.append(
                    Cell(
                        row: r, column: column, span: 1, empty: true, automatic: true,
                        slot: slot, content: slot, offerWidth: slot.width,
                        offerHeight: slot.height, answerWidth: slot.width,
                        answerHeight: slot.height, alignment: UnitPoint(grid.alignment),
                        alignmentSource: .grid))
                column += 1
            }
        }
        return cells
    }

    /// The first `.gridColumnAlignment` declared for each column, in row order (a spanning
    /// cell declares it for its first column; a full-width view declares none).
    static func columnAlignments(_ structure: EagerStructure) -> [GroupAlignment?] {
        var alignments = [GroupAlignment?](repeating: nil, count: structure.columnCount)
        for i in structure.cells.indices where !structure.cells[i].full {
            let column = structure.cells[i].column
            if alignments[column] == nil, let alignment = structure.declared[i].columnAlignment {
                alignments[column] = alignment
            }
        }
        return alignments
    }

    /// The frame of `columns` in `row`, the gaps between the columns included.
    func slotRect(row: Int, columns: Range<Int>) -> Rect {
        guard let first = columns.first, first < columnOffsets.count else {
            return Rect(x: 0, y: rowOffsets[row], width: 0, height: rows[row])
        }
        var width = 0.0
        for q in columns {
            width += self.columns[q]
            if q > first { width += columnGaps[q] }
        }
        return Rect(x: columnOffsets[first], y: rowOffsets[row], width: width, height: rows[row])
    }

    private func place(
        _ placed: EagerStructure.Placed, _ declared: EagerCell,
        offer: (width: Double?, height: Double?),
        answer: (width: Double, height: Double), columnAlignment: [GroupAlignment?]
    ) -> Cell {
        let slot = slotRect(row: placed.row, columns: placed.columns)
        let fits =
            Tolerance.equal(answer.width, slot.width)
            && Tolerance.equal(answer.height, slot.height)
        let size = fits ? answer : declared.answer(width: slot.width, height: slot.height)
        var point = UnitPoint(grid.alignment)
        var source = AlignmentSource.grid
        if let row = grid.rows[placed.row].alignment {
            point.y = row.verticalFraction
            source = .row
        }
        if placed.span == 1, placed.column < columnAlignment.count,
            let column = columnAlignment[placed.column]
        {
            point.x = column.fraction
            source = source == .row ? .columnAndRow : .column
        }
        if let anchor = declared.anchor {
            point = anchor
            source = .cellAnchor
        }
        let content = Rect(
            x: slot.x + (slot.width - size.width) * point.x,
            y: slot.y + (slot.height - size.height) * point.y, width: size.width,
            height: size.height)
        let empty = declared.content == .empty
        return Cell(
            row: placed.row, column: placed.column, span: placed.span, empty: empty,
            automatic: false, slot: slot, content: content, offerWidth: offer.width,
            offerHeight: offer.height, answerWidth: answer.width, answerHeight: answer.height,
            alignment: point, alignmentSource: source)
    }
}
