/// One step of the eager Grid's sizing, as a teacher would work it on a board: the numbers of
/// each step, for the trainer to say with its arithmetic. Rows and columns are 0-based.
public enum EagerTraceStep: Hashable, Sendable {
    /// The grid has `columns` columns (its widest row, or a full-width view's span) and `rows`.
    case structure(columns: Int, rows: Int)
    /// The gap before each column and each row; `given` when `Grid` was given the spacing (put
    /// at every boundary), else worked out from the views that meet there.
    case spacing(
        columns: [Double], rows: [Double], horizontalGiven: Bool, verticalGiven: Bool)
    /// What the grid is offered each way (nil: unspecified), and what the gaps leave of it.
    case offer(width: Double?, height: Double?, availableWidth: Double?, availableHeight: Double?)
    /// Offered nothing either way: every cell is measured unoffered, then sized as it answers.
    case unspecified
    /// A group of cells served together: those with equal priority, number of infinite axes
    /// and flexibility, and alike unsized along an offered axis or not, with the columns and
    /// rows still open and each one's share.
    case group(EagerGroupStep)
    /// A cell measured: what it was offered (nil: unspecified) and what it answered.
    case measure(
        cell: EagerCellPosition, offerWidth: Double?, offerHeight: Double?, width: Double,
        height: Double)
    /// A cell covering several columns answered wider than they are: the `shortfall` goes to
    /// `columns`, `each` apiece, chosen by `rule`.
    case spread(
        cell: EagerCellPosition, shortfall: Double, columns: [Int], each: Double,
        rule: EagerSpreadRule)
    /// SwiftUI's overflow (rule 5): open column `column` holds `spread` of a spanning cell of
    /// this priority, more than the priority's first share `levelShare`; the cell is offered
    /// its `share` plus that spread, not the larger of the two.
    case overflow(
        cell: EagerCellPosition, column: Int, share: Double, spread: Double, levelShare: Double)
    /// Rule 12: a row holding a Spacer beside a measured cell of this priority lends `cell`
    /// (which shares no column with such a cell) `availableHeight / rowsWithoutSpacer /
    /// openRows` = `lift` on top of its height share.
    case spacerRowLift(
        cell: EagerCellPosition, availableHeight: Double, rowsWithoutSpacer: Int, openRows: Int,
        lift: Double)
    /// Rule 6: a span from a GridRow of this priority, `width` wide, fits in its columns'
    /// own cells (`singles` with the spacing): `columns` stay open until the priority ends.
    case keptOpen(cell: EagerCellPosition, columns: [Int], width: Double, singles: Double)
    /// Rule 13: a span from a GridRow of this priority over columns with no cell of their own
    /// answered `width`, more than the `room` the grid had left it (the available width less
    /// its other columns, plus its inner spacing), and no cell still to size reaches them:
    /// `columns` count as committed at their widths, and together as one open column.
    case sealed(cell: EagerCellPosition, columns: [Int], width: Double, room: Double)
    /// Rule 14 (c): `columns`, committed before this group and holding a single-column cell,
    /// keep the `widths` the running widths gave them instead of the rebuilt ones.
    case keptCommitted(columns: [Int], widths: [Double])
    /// Rule 15: full-width view `cell`, measured first, was offered `offered` and answered
    /// `answered`; what it left is added to `availableWidth`, shared from here on.
    case firstFullWidthLends(
        cell: EagerCellPosition, offered: Double, answered: Double, availableWidth: Double)
    /// Rule 16: `spacer`, of a lower priority, has a cell of the first priority in its row and
    /// one whose width follows its offer in its column: every group of this priority shares
    /// `availableWidth` + `availableWidth / columnsWithoutSpacer` = `lent` more.
    case spacerColumnsLend(
        spacer: EagerCellPosition, availableWidth: Double, columnsWithoutSpacer: Int,
        lent: Double)
    /// Columns that no open cell of the current priority can widen any more.
    case commit(columns: [Int])
    /// The column widths, row heights and the grid's size.
    case size(columns: [Double], rows: [Double], width: Double, height: Double)
}

/// How a spanning cell's shortfall was spread over its columns.
public enum EagerSpreadRule: Hashable, Sendable {
    /// To its columns that still hold a single-column cell to size.
    case openColumns
    /// A full-width view's: to every column.
    case everyColumn
    /// A full-width view's: to its columns still 0 wide that wait for no single-column cell.
    case emptyColumns
    /// A full-width view's: to its columns that wait for no single-column cell.
    case settledColumns
    /// Nowhere: a full-width view unsized horizontally was measured before this span from a
    /// GridRow.
    case afterFullWidth
    /// A full-width view's: to the columns of the spans from a GridRow measured after it.
    case laterSpanColumns
    /// A full-width view's, measured first with a span of its group: to every column alike,
    /// before the single-column cells (rule 15).
    case firstFullWidth
    /// Nowhere: a span of the group of a full-width view measured first, which spread for it
    /// (rule 15).
    case afterFirstFullWidth
    /// To its columns that hold no single-column cell.
    case columnsWithoutOwnCell
    /// To all its columns (each holds a single-column cell).
    case allColumns
}

/// A group of cells served together, with the shares they are offered.
public struct EagerGroupStep: Hashable, Sendable {
    /// The cells, in source order.
    public var cells: [EagerCellPosition]
    /// Their layout priority.
    public var priority: Double
    /// How many of the offered axes they fill without limit (answer infinite when offered ∞).
    public var infiniteAxes: Int
    /// Over the other offered axes: answer at ∞ less answer at 0.
    public var flexibility: Double
    /// Its cells are unsized along an offered axis, so served after the cells of the same
    /// key that are not (rule 4).
    public var unsized: Bool = false
    /// What the gaps leave of the offered width and height (nil: unspecified).
    public var availableWidth: Double?
    /// What the gaps leave of the offered height.
    public var availableHeight: Double?
    /// Columns open to this group (a cell of this priority still to size there).
    public var openColumns: [Int]
    /// Blocks of columns sealed by a span that outgrew its offer (rule 13): their widths are
    /// in `committedWidth`, and each block counts as one more open column in the share.
    public var sealedColumns: [[Int]] = []
    /// Blocks of open columns counted as one (rule 14): columns with no cell of their own of
    /// a measured span that also covers a column with one.
    public var heldAsOne: [[Int]] = []
    /// What the columns already decided take (subtracted before sharing).
    public var committedWidth: Double
    /// Each open column's share; nil when the width is unspecified.
    public var shareWidth: Double?
    /// Rows open to this group.
    public var openRows: [Int]
    /// What the other rows take (an open row counts with its height when this priority began).
    public var committedHeight: Double
    /// Each open row's share; nil when the height is unspecified.
    public var shareHeight: Double?
}
