/// The eager Grid's sizing, as `docs/model.md` ("Eager Grid") states it, rule by rule:
///
/// 1. Every cell is measured alone (its view's answer to what it is offered).
/// 2. Offered nothing either way: each cell is measured unoffered; columns take their widest
///    single-column cell, rows their tallest cell, then spanning cells widen their columns.
/// 3. Otherwise cells are served in groups: higher layout priority first, then fewer axes on
///    which they fill without limit, then less flexibility; equal keys form one group.
/// 4. A group's open columns (rows) share what the committed ones leave of the offer; a cell
///    is offered the larger of its share and its column's (row's) current size.
/// 5. After a group, a spanning cell wider than its columns spreads the shortfall; columns no
///    open cell of this priority can still widen are committed.
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
    var steps: [EagerTraceStep] = []
    /// Whether a spanning cell spread width at a specified width in a grid with priorities
    /// (assumption G6).
    var spreadWithPriorities = false

    init(_ grid: EagerGrid, _ structure: EagerStructure) {
        self.structure = structure
        (columnGaps, rowGaps) = EagerSpacing.gaps(structure, grid)
        offeredWidth = grid.offeredWidth
        offeredHeight = grid.offeredHeight
        widths = [Double](repeating: 0, count: structure.columnCount)
        heights = [Double](repeating: 0, count: structure.rowCount)
        offers = [(Double?, Double?)](repeating: (nil, nil), count: structure.cells.count)
        answers = [(Double, Double)](repeating: (0, 0), count: structure.cells.count)
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
        steps.append(
            .offer(
                width: offeredWidth, height: offeredHeight, availableWidth: availableWidth,
                availableHeight: availableHeight))
        if availableWidth == nil && availableHeight == nil {
            steps.append(.unspecified)
            for i in structure.cells.indices { measure(i, width: nil, height: nil) }
            spreadUnspecified()
        } else {
            var groups = EagerGroups(self)
            groups.serve(&self, availableWidth: availableWidth, availableHeight: availableHeight)
            if availableWidth == nil { spreadUnspecified() }
        }
        steps.append(
            .size(
                columns: widths, rows: heights, width: total(widths, columnGaps),
                height: total(heights, rowGaps)))
    }

    /// Offers cell `i` a size, records its answer, and widens its row (and its column, when it
    /// covers one column) to the answer.
    mutating func measure(_ i: Int, width: Double?, height: Double?) {
        let placed = structure.cells[i]
        let answer = placed.cell.answer(width: width, height: height)
        offers[i] = (width, height)
        answers[i] = answer
        heights[placed.row] = max(heights[placed.row], answer.height)
        if placed.span == 1 { widths[placed.column] = max(widths[placed.column], answer.width) }
        steps.append(
            .measure(
                cell: placed.position, offerWidth: width, offerHeight: height,
                width: answer.width, height: answer.height))
    }

    /// The current width of the columns a cell covers, with the gaps between them.
    func slotWidth(_ placed: EagerStructure.Placed) -> Double {
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
