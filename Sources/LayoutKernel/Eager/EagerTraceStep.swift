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
    /// Offered nothing either way: every cell is measured unoffered, in source order.
    case unspecified
    /// A layout priority begins: what each column (row) of it starts with (rule 5).
    case level(EagerLevelStep)
    /// A group of cells served together: those with equal priority, number of infinite axes,
    /// flexibility, answer at 0 × 0 and number of unsized offered axes (rule 4), with what
    /// each column and row has available as the group begins.
    case group(EagerGroupStep)
    /// A cell measured: what it was offered (nil: unspecified) and what it answered.
    case measure(
        cell: EagerCellPosition, offerWidth: Double?, offerHeight: Double?, width: Double,
        height: Double)
    /// A cell covering several columns answered `width`, more than its columns and the
    /// shortfalls already held on them (`covered`): the rest is held on `columns` (rule 6), which
    /// now hold `held` for it.
    case hold(cell: EagerCellPosition, columns: [Int], width: Double, covered: Double, held: Double)
    /// A one-column cell widened `column` by `growth`; a shortfall held on `columns` took
    /// `used` of it and `left` of the shortfall is still held (nothing left: it is gone).
    case absorb(column: Int, growth: Double, columns: [Int], used: Double, left: Double)
    /// A column (row) whose cells of this priority are all served gives back what it did not
    /// use (rule 7).
    case giveBack(EagerGiveBackStep)
    /// At the end a shortfall still held on `columns` goes to `targets` (those still 0 wide,
    /// else all of them), `each` apiece (rule 8).
    case spread(columns: [Int], shortfall: Double, targets: [Int], each: Double)
    /// The column widths, row heights and the grid's size.
    case size(columns: [Double], rows: [Double], width: Double, height: Double)
}

/// A layout priority's start (rule 5): what the columns and rows already take is subtracted
/// from the offer and the rest is shared by the most columns (rows) its cells fill in any one
/// row (column).
public struct EagerLevelStep: Hashable, Sendable {
    /// The layout priority.
    public var priority: Double
    /// The offered width (nil: unspecified).
    public var offeredWidth: Double?
    /// The offered height (nil: unspecified).
    public var offeredHeight: Double?
    /// What the gaps, the columns' widths and the held shortfalls take of the width.
    public var takenWidth: Double
    /// The most columns this priority's cells cover in one row.
    public var columnsInRow: Int
    /// Every column's available width to begin with (nil: unspecified width).
    public var shareWidth: Double?
    /// What the gaps and the rows' heights take of the height.
    public var takenHeight: Double
    /// The most rows this priority's cells fill in one column.
    public var rowsInColumn: Int
    /// Every row's available height to begin with (nil: unspecified height).
    public var shareHeight: Double?
}

/// A group of cells served together, with what their columns and rows have available.
public struct EagerGroupStep: Hashable, Sendable {
    /// The cells, in source order.
    public var cells: [EagerCellPosition]
    /// Their layout priority.
    public var priority: Double
    /// How many of the offered axes they fill without limit (answer infinite when offered ∞).
    public var infiniteAxes: Int
    /// Over the other offered axes: answer at ∞ less answer at 0.
    public var flexibility: Double
    /// Without limit on every offered axis: the answer at 0 × 0 summed over the offered axes,
    /// the larger served first (0 for the other cells).
    public var sizeAtZero: Double = 0
    /// Its cells are unsized along an offered axis, so served after the cells of the same
    /// key that are not (rule 4).
    public var unsized: Bool = false
    /// Each column's available width (nil: unspecified width).
    public var availableColumns: [Double]?
    /// Each row's available height (nil: unspecified height).
    public var availableRows: [Double]?
}

/// A column (or row) that gives back (rule 7): its cells of the current priority are served.
public struct EagerGiveBackStep: Hashable, Sendable {
    /// A row rather than a column.
    public var row: Bool
    /// Which one.
    public var index: Int
    /// Its available length less its length: what it gives back (negative: it took more).
    public var unused: Double
    /// Each shortfall held over it: the other columns of it still waiting, and what each gains
    /// (the larger of what is given back and the shortfall), taken from what is given back.
    public var held: [EagerHeldGain]
    /// The columns (rows) still waiting, which share what is left.
    public var waiting: [Int]
    /// What each of them gains of what is left.
    public var each: Double
}

/// What the columns of a held shortfall gain when a column of it gives back.
public struct EagerHeldGain: Hashable, Sendable {
    /// The shortfall's columns that are still waiting (the giving column excluded; none: the
    /// gain is taken from what is given back all the same).
    public var columns: [Int]
    /// What each of them gains: the larger of what is left to give back and `shortfall`.
    public var gain: Double
    /// The shortfall held over the giving column.
    public var shortfall: Double
}
