import LayoutKernel

/// The eager Grid's sizing steps in words, each with its arithmetic (`explain` for a Grid).
/// Row and column numbers count from 1.
package enum EagerTraceStepText {
    /// The step in words.
    package static func sentence(_ step: EagerTraceStep) -> String {
        let f = NumberText.format
        let list = { (columns: [Int]) in
            (columns.count == 1 ? "column " : "columns ")
                + columns.map { String($0 + 1) }.joined(separator: ", ")
        }
        switch step {
        case .columns(let count):
            return "Columns: the widest GridRow occupies \(count) column\(count == 1 ? "" : "s"); "
                + "shorter rows get empty cells at their end."
        case .widestCells(let widths):
            return "Fixed content: column widths \(widths.map(f).joined(separator: " · ")) (the "
                + "widest single-column cell in each)."
        case .shareStart(let offered, let fixed, let spacings, let available, let columns):
            return "Cells that fill share what is left, like an HStack (assumption G3): "
                + "\(f(offered)) − \(f(fixed)) (other columns) − \(f(spacings)) (spacing) = "
                + "\(f(available)) for \(list(columns))."
        case .shareRound(let available, let columns, let share, let keeping, let widths):
            let zero = Tolerance.less(share, 0) ? ", taken as 0" : ""
            let each =
                "\(f(available)) / \(columns.count) = \(f(share))\(zero) for \(list(columns))"
            if keeping.isEmpty { return "\(each): each takes it (at least its widest cell)." }
            let kept = zip(keeping, widths).map { "column \($0 + 1) keeps its \(f($1))-wide cell" }
                .joined(separator: ", ")
            return "\(each): \(kept), wider than the share, and leaves the share to the others."
        case .span(let row, let width, let columns, let covered, let extra):
            return "Row \(row + 1)'s \(f(width))-wide cell spans \(columns) columns of "
                + "\(f(covered)) together: each grows by \(f(extra)) (assumption G1)."
        case .fullWidth(let width, let shift):
            return "A full-width row fills: the grid takes the offered \(f(width)); its columns "
                + "sit \(f(shift)) in (assumption G4)."
        case .rows(let heights, let spacing, let width, let height):
            return "Rows: \(heights.map(f).joined(separator: " · ")) tall (the tallest cell in "
                + "each), \(f(spacing)) apart: the grid is \(f(width)) × \(f(height))."
        }
    }
}
