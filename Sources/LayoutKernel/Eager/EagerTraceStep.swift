/// One step of the eager Grid's sizing, as a teacher would work it on a board: the numbers of
/// each step, for the trainer to say with its arithmetic. Row and column indices are 0-based.
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
}
