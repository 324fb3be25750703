/// The gap before each column and each row (the first is 0), the measured rule: a spacing
/// given to `Grid` is put at every boundary; a nil one is worked out from the views that meet
/// there: the largest over every pair of neighbouring views, 8 between two views, 0 when
/// either is a `Spacer`, and 0 where no two views meet.
enum EagerSpacing {
    /// Gaps before each column and each row.
    static func gaps(_ structure: EagerStructure, _ grid: EagerGrid) -> (
        columns: [Double], rows: [Double]
    ) {
        (
            columnGaps(structure, given: grid.horizontalSpacing),
            rowGaps(structure, given: grid.verticalSpacing)
        )
    }

    private static func pair(_ a: EagerStructure.Placed, _ b: EagerStructure.Placed) -> Double {
        a.cell.isSpacer || b.cell.isSpacer ? 0 : EagerGrid.defaultSpacing
    }

    private static func columnGaps(_ structure: EagerStructure, given: Double?) -> [Double] {
        var gaps = [Double](repeating: 0, count: structure.columnCount)
        if let given {
            for j in gaps.indices.dropFirst() { gaps[j] = given }
            return gaps
        }
        let cells = structure.cells
        for (i, cell) in cells.enumerated() where i > 0 {
            let left = cells[i - 1]
            guard left.row == cell.row, !cell.full, cell.column > 0 else { continue }
            gaps[cell.column] = max(gaps[cell.column], pair(left, cell))
        }
        return gaps
    }

    private static func rowGaps(_ structure: EagerStructure, given: Double?) -> [Double] {
        var gaps = [Double](repeating: 0, count: structure.rowCount)
        // Implementation note: the cell covering each (row, column), by index, so the pairs
        // of a boundary are found in one pass over the columns.
        let columns = structure.columnCount
        var covering = [Int](repeating: -1, count: structure.rowCount * columns)
        for (i, cell) in structure.cells.enumerated() {
            for q in cell.columns { covering[cell.row * columns + q] = i }
        }
        var previous: Int? = nil
        for r in 0..<structure.rowCount where !structure.rowIsEmpty[r] {
            defer { previous = r }
            guard let above = previous else { continue }
            if let given {
                gaps[r] = given
                continue
            }
            for q in 0..<columns {
                let (a, b) = (covering[above * columns + q], covering[r * columns + q])
                if a >= 0 && b >= 0 {
                    gaps[r] = max(gaps[r], pair(structure.cells[a], structure.cells[b]))
                }
            }
        }
        return gaps
    }
}
