/// The eager Grid's sizing, as `docs/model.md` ("Eager Grid") states it, rule by rule:
///
/// 1. Every cell is measured alone (its view's answer to what it is offered).
/// 2. Offered nothing either way: each cell is measured unoffered; columns take their widest
///    single-column cell, rows their tallest cell, then spanning cells widen their columns.
/// 3. Otherwise cells are served in groups: higher layout priority first, then fewer axes on
///    which they fill without limit, then less flexibility; equal keys form one group.
/// 4. A group's open columns (rows) share what the committed ones leave of the offer; a cell
///    is offered the larger of its share and its column's (row's) current size, or its share
///    plus a span's spread in the column when that spread exceeds the priority's first share
///    (SwiftUI's overflow).
/// 5. After a group the column widths are worked out again from the answers so far (widest
///    single-column cell, then each spanning cell wider than its columns spreads the
///    shortfall, in measuring order); columns no open cell of this priority can still widen
///    are committed, except those a measured span of this priority that fits its columns'
///    own cells keeps open until the priority ends.
struct EagerSizing {
    let structure: EagerStructure
    let columnGaps: [Double]
    let rowGaps: [Double]
    let offeredWidth: Double?
    let offeredHeight: Double?
    /// Column widths and row heights as they grow.
    var widths: [Double]
    var heights: [Double]
    /// Each cell's offer and answer, by index in `structure.cells`.
    var offers: [(width: Double?, height: Double?)]
    var answers: [(width: Double, height: Double)]
    /// The steps, kept only when `tracing` (explain asks for them; drawing does not).
    var steps: [EagerTraceStep] = []
    let tracing: Bool
    /// Whether a spanning cell spread width at a specified width in a grid with priorities
    /// (assumption G6).
    var spreadWithPriorities = false
    /// The rules fitted to few measurements that changed an offer or a length (G7).
    var fitted: Set<EagerFittedRule> = []
    /// Each cell's place in the measuring order (nil: not measured yet), and the first
    /// full-width view's unsized horizontally (a span from a GridRow measured after it spreads
    /// nothing: rule 8).
    var measuredAt: [Int?]
    var firstUnsizedFullMeasured: Int?
    /// Rule 15 (d53): a full-width view served first with a span of its group, if any.
    var firstFullWidth: FirstFullWidth?
    var measuredCount = 0
    /// Per column: its widest measured single-column cell (what the column is without the
    /// spans' spreads; rule 5's overflow compares the two).
    var singleWidths: [Double]
    /// The spanning cells measured so far, in the order they were measured (rule 8's rebuild).
    var measuredSpans: [Int] = []

    init(_ grid: EagerGrid, _ structure: EagerStructure, tracing: Bool) {
        self.structure = structure
        self.tracing = tracing
        (columnGaps, rowGaps) = EagerSpacing.gaps(structure, grid)
        offeredWidth = grid.offeredWidth
        offeredHeight = grid.offeredHeight
        widths = [Double](repeating: 0, count: structure.columnCount)
        heights = [Double](repeating: 0, count: structure.rowCount)
        // Implementation note: arrays built with the labelled element type, so no element is
        // cast from an unlabelled tuple (a dynamic cast each, measured in the 20 × 20 bench).
        offers = [(width: Double?, height: Double?)](
            repeating: (width: nil, height: nil), count: structure.cells.count)
        answers = [(width: Double, height: Double)](
            repeating: (width: 0, height: 0), count: structure.cells.count)
        measuredAt = [Int?](repeating: nil, count: structure.cells.count)
        singleWidths = widths
        guard tracing else { return }
        steps.reserveCapacity(structure.cells.count * 2 + 8)
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
        if availableWidth == nil && availableHeight == nil {
            record(.unspecified)
            for i in structure.cells.indices { measure(i, width: nil, height: nil) }
            spreadUnspecified()
        } else {
            var groups = EagerGroups(self)
            groups.serve(&self, availableWidth: availableWidth, availableHeight: availableHeight)
            if availableWidth == nil { spreadUnspecified() }
        }
        record(
            .size(
                columns: widths, rows: heights, width: total(widths, columnGaps),
                height: total(heights, rowGaps)))
    }

    /// Offers cell `i` a size, records its answer, and widens its row (and its column, when it
    /// covers one column) to the answer.
    mutating func measure(_ i: Int, width: Double?, height: Double?) {
        let answer = structure.declared[i].answer(width: width, height: height)
        let (row, column) = (structure.cells[i].row, structure.cells[i].column)
        offers[i] = (width, height)
        answers[i] = answer
        if measuredAt[i] == nil && structure.cells[i].span > 1 { measuredSpans.append(i) }
        measuredAt[i] = measuredCount
        if structure.cells[i].full && structure.cells[i].unsized.horizontal
            && firstUnsizedFullMeasured == nil
        {
            firstUnsizedFullMeasured = measuredCount
        }
        measuredCount += 1
        heights[row] = max(heights[row], answer.height)
        if structure.cells[i].span == 1 {
            widths[column] = max(widths[column], answer.width)
            singleWidths[column] = max(singleWidths[column], answer.width)
        }
        if tracing {
            steps.append(
                .measure(
                    cell: EagerCellPosition(row: row, column: column), offerWidth: width,
                    offerHeight: height, width: answer.width, height: answer.height))
        }
    }

    /// Keeps a step when tracing.
    mutating func record(_ step: EagerTraceStep) {
        if tracing { steps.append(step) }
    }

    /// The current width of the columns a cell covers, with the gaps between them.
    func slotWidth(_ placed: EagerStructure.Placed) -> Double {
        slotWidth(placed, in: widths)
    }

    /// The width of the columns a cell covers in `widths`, with the gaps between them.
    // Implementation note: `widths` is not optional (it was `widths ?? self.widths`, a retain
    // and a release a call: the spreads of every rebuild in the 20 × 20 bench).
    func slotWidth(_ placed: EagerStructure.Placed, in widths: [Double]) -> Double {
        var width = 0.0
        for q in placed.columns {
            width += widths[q]
            if q > placed.column { width += columnGaps[q] }
        }
        return width
    }

    /// Sizes laid end to end with the gaps before them.
    func total(_ sizes: [Double], _ gaps: [Double]) -> Double {
        sizes.reduce(0, +) + gaps.reduce(0, +)
    }
}
