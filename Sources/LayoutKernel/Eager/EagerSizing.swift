/// The eager Grid's sizing, rules 3–10 of `docs/model.md` ("Eager Grid", "Rules"), each in
/// one short file and named by its number beside the code:
///
/// - Rule 3, offered nothing either way (each cell measured unoffered, in source order), and
///   measuring a cell: here, `run` and `measure`.
/// - Rule 4, the order (priority, axes without limit, flexibility, answer at 0 × 0, unsized
///   axes): `EagerGroups.swift`; the groups served in turn: `EagerGroups+Serve.swift`.
/// - Rule 5, a priority's share and what a cell is offered, rule 7, a served column gives
///   back, and rules 9–10's offers (unspecified width, unsized axes):
///   `EagerSizing+Levels.swift`.
/// - Rule 6, a column widens and a span holds what its columns lack, and rule 8, the held
///   shortfalls spread at the end: `EagerSizing+Held.swift`.
///
/// Lengths are compared with `Tolerance`, with one exception (docs/model.md, "Equal
/// lengths"): rule 8 asks whether a column is exactly 0 wide, as SwiftUI does. Measured grid
/// d23 turns on it: a half offered a rounding residue of a share is 3.6e-15 wide, which
/// SwiftUI does not count as 0 wide, so a shortfall goes to the column beside it alone. So
/// that a column's width is SwiftUI's to the last bit, what makes it is exact too: a column
/// takes its cells' answers exactly (`widen`), a shortfall is held however small (`hold`) and
/// used up exactly, and the sums are made in SwiftUI's order. Each of these places says so.
struct EagerSizing {
    /// A shortfall held on the columns of a cell covering several of them (rule 6); one
    /// entry for each set of columns, in the order first held (rule 8 spreads them so).
    struct Held {
        var columns: Range<Int>
        var amount: Double
    }

    let structure: EagerStructure
    let columnGaps: [Double]
    let rowGaps: [Double]
    let offeredWidth: Double?
    let offeredHeight: Double?
    /// Column widths and row heights as they grow.
    var widths: [Double]
    var heights: [Double]
    /// Each cell's offer and answer, by index in `structure.cells`.
    // Implementation note: one array, not one for each: `measure` writes both for every cell,
    // and each array written asks the runtime whether it is shared (20 × 20 bench: with the
    // height below, 570k -> 547k instructions a layout, callgrind: 7k in building the sizing,
    // 12k in `measure`).
    var measured: [Measured]
    /// The steps, kept only when `tracing` (explain asks for them; drawing does not).
    var steps: [EagerTraceStep] = []
    let tracing: Bool
    /// What each column (row) has available in the current priority (rules 5 and 7).
    var availableWidths: [Double]
    var availableHeights: [Double]
    /// Per column (row): the cells of the current priority that keep it waiting (rule 7).
    var columnWaiting: [Int]
    var rowWaiting: [Int]
    /// The shortfalls held, in the order they were first held (rule 6).
    var held: [Held] = []
    /// Rows that hold a cell: an empty GridRow is no row for SwiftUI.
    let rowsInUse: Int

    init(_ grid: EagerGrid, _ structure: EagerStructure, tracing: Bool) {
        self.structure = structure
        self.tracing = tracing
        (columnGaps, rowGaps) = EagerSpacing.gaps(structure, grid)
        offeredWidth = grid.offeredWidth
        offeredHeight = grid.offeredHeight
        widths = [Double](repeating: 0, count: structure.columnCount)
        heights = [Double](repeating: 0, count: structure.rowCount)
        measured = [Measured](repeating: Measured(), count: structure.cells.count)
        availableWidths = widths
        availableHeights = heights
        columnWaiting = [Int](repeating: 0, count: structure.columnCount)
        rowWaiting = [Int](repeating: 0, count: structure.rowCount)
        rowsInUse = structure.rowIsEmpty.filter { !$0 }.count
        guard tracing else { return }
        steps.reserveCapacity(structure.cells.count * 3 + 8)
        steps.append(.structure(columns: structure.columnCount, rows: structure.rowCount))
        steps.append(
            .spacing(
                columns: columnGaps, rows: rowGaps, horizontalGiven: grid.horizontalSpacing != nil,
                verticalGiven: grid.verticalSpacing != nil))
    }

    /// Sizes every column and row.
    mutating func run() {
        let availableWidth = offeredWidth.map { $0 - columnGaps.reduce(0, +) }
        let availableHeight = offeredHeight.map { $0 - rowGaps.reduce(0, +) }
        record(
            .offer(
                width: offeredWidth, height: offeredHeight, availableWidth: availableWidth,
                availableHeight: availableHeight))
        if offeredWidth == nil && offeredHeight == nil {
            record(.unspecified)
            for i in structure.cells.indices { measure(i, width: nil, height: nil) }
        } else {
            var groups = EagerGroups(self)
            groups.serve(&self)
        }
        spreadHeld()
        record(
            .size(
                columns: widths, rows: heights, width: total(widths, columnGaps),
                height: total(heights, rowGaps)))
    }

    /// Offers cell `i` a size, records its answer, and sizes its row and columns by it: the
    /// row takes the larger height; a one-column cell widens its column, a cell covering
    /// several holds what its columns lack (rule 6).
    mutating func measure(_ i: Int, width: Double?, height: Double?) {
        let answer = structure.declared[i].answer(width: width, height: height)
        let placed = structure.cells[i]
        measured[i] = Measured(offer: (width, height), answer: answer)
        if tracing {
            steps.append(
                .measure(
                    cell: placed.position, offerWidth: width, offerHeight: height,
                    width: answer.width, height: answer.height))
        }
        if placed.span == 1 {
            widen(placed.column, to: answer.width)
        } else {
            hold(i, width: answer.width)
        }
        // Implementation note: the height is written only when the answer changes it (what
        // `max` gives, bit for bit): a write to an array asks the runtime whether it is shared,
        // a read does not, and most answers change nothing (20 × 20 bench: see `measured`).
        let tallest = max(heights[placed.row], answer.height)
        if tallest.bitPattern != heights[placed.row].bitPattern { heights[placed.row] = tallest }
    }

    /// What a cell was offered and answered.
    struct Measured {
        // Implementation note: tuples with the labelled element types, so none is cast from an
        // unlabelled tuple (a dynamic cast each, measured in the 20 × 20 bench).
        var offer: (width: Double?, height: Double?) = (width: nil, height: nil)
        var answer: (width: Double, height: Double) = (width: 0, height: 0)
    }

    /// Keeps a step when tracing.
    mutating func record(_ step: EagerTraceStep) {
        if tracing { steps.append(step) }
    }

    /// The current width of the columns a cell covers, with the gaps between them.
    func slotWidth(_ placed: EagerStructure.Placed) -> Double {
        var width = widths[placed.column]
        for q in (placed.column + 1)..<(placed.column + placed.span) {
            width = width + columnGaps[q] + widths[q]
        }
        return width
    }

    /// Sizes laid end to end with the gaps before them.
    func total(_ sizes: [Double], _ gaps: [Double]) -> Double {
        sizes.reduce(0, +) + gaps.reduce(0, +)
    }
}
