/// One step of the eager Grid's sizing, as a teacher would work it on a board. Row and column
/// numbers in `description` are 1-based, as people count; the stored indices are 0-based.
public enum EagerTraceStep: Hashable, Sendable {
    /// Column count: the widest GridRow occupies `count` columns.
    case columns(count: Int)
    /// Each column's widest single-column cell, before any sharing.
    case widestCells(widths: [Double])
    /// Sharing begins (G3): what is left of the offered width for the flexible `columns`.
    case shareStart(
        offered: Double, fixed: Double, spacings: Double, available: Double, columns: [Int])
    /// One round of sharing: `available` divided among `columns`; the `keeping` columns have a
    /// sized cell wider than the share (`widths`), keep it and leave the share.
    case shareRound(
        available: Double, columns: [Int], share: Double, keeping: [Int], widths: [Double])
    /// A spanning cell wider than the `columns` it covers widens each by `extra` (G1).
    case span(row: Int, width: Double, columns: Int, covered: Double, extra: Double)
    /// A full-width row fills: the grid takes the offered `width`; its columns sit `shift` in (G4).
    case fullWidth(width: Double, shift: Double)
    /// Row heights, their spacing, and the grid's size.
    case rows(heights: [Double], spacing: Double, width: Double, height: Double)

    /// The step in words, with its arithmetic.
    public var description: String {
        let f = NumberText.format
        let list = { (columns: [Int]) in
            (columns.count == 1 ? "column " : "columns ")
                + columns.map { String($0 + 1) }.joined(separator: ", ")
        }
        switch self {
        case .columns(let count):
            return
                "Columns: the widest GridRow occupies \(count) column\(count == 1 ? "" : "s"); shorter rows get empty cells at their end."
        case .widestCells(let widths):
            return
                "Fixed content: column widths \(widths.map(f).joined(separator: " · ")) (the widest single-column cell in each)."
        case .shareStart(let offered, let fixed, let spacings, let available, let columns):
            return
                "Cells that fill share what is left, like an HStack (assumption G3): \(f(offered)) − \(f(fixed)) (other columns) − \(f(spacings)) (spacing) = \(f(available)) for \(list(columns))."
        case .shareRound(let available, let columns, let share, let keeping, let widths):
            let each =
                "\(f(available)) / \(columns.count) = \(f(share))\(Tolerance.less(share, 0) ? ", taken as 0" : "") for \(list(columns))"
            if keeping.isEmpty { return "\(each): each takes it (at least its widest cell)." }
            let kept = zip(keeping, widths).map { "column \($0 + 1) keeps its \(f($1))-wide cell" }
                .joined(separator: ", ")
            return "\(each): \(kept), wider than the share, and leaves the share to the others."
        case .span(let row, let width, let columns, let covered, let extra):
            return
                "Row \(row + 1)'s \(f(width))-wide cell spans \(columns) columns of \(f(covered)) together: each grows by \(f(extra)) (assumption G1)."
        case .fullWidth(let width, let shift):
            return
                "A full-width row fills: the grid takes the offered \(f(width)); its columns sit \(f(shift)) in (assumption G4)."
        case .rows(let heights, let spacing, let width, let height):
            return
                "Rows: \(heights.map(f).joined(separator: " · ")) tall (the tallest cell in each), \(f(spacing)) apart: the grid is \(f(width)) × \(f(height))."
        }
    }
}
