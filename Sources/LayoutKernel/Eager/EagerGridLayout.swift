/// The sizing of an eager `Grid` as measured (`docs/model.md`, "Eager Grid"): every column,
/// row and cell, and the steps that sized them. Read-only from outside, so a layout cannot
/// drift out of step with its steps and assumptions.
public struct EagerGridLayout: Hashable, Sendable {
    /// The model that was laid out.
    public let grid: EagerGrid
    /// How many columns the grid has.
    public internal(set) var columnCount: Int
    /// Each column's width.
    public internal(set) var columns: [Double]
    /// The gap before each column (the first is 0).
    public internal(set) var columnGaps: [Double]
    /// Leading edge of each column, from the grid's leading edge.
    public internal(set) var columnOffsets: [Double]
    /// Each row's height (an empty GridRow's is 0).
    public internal(set) var rows: [Double]
    /// The gap before each row (the first is 0).
    public internal(set) var rowGaps: [Double]
    /// Top edge of each row, from the grid's top.
    public internal(set) var rowOffsets: [Double]
    /// The grid's width.
    public internal(set) var width: Double
    /// The grid's height.
    public internal(set) var height: Double
    /// Every cell, automatic empty ones included, row by row.
    public internal(set) var cells: [Cell]
    /// The assumptions the result depended on.
    public internal(set) var assumptions: [EagerAssumption]
    /// The sizing as steps for `explain`, in the order the rules apply: worked out again when
    /// asked for, so a layout that is only drawn does not pay for them.
    public var steps: [EagerTraceStep] {
        var sizing = EagerSizing(grid, EagerStructure(grid), tracing: true)
        sizing.run()
        return sizing.steps
    }

    init(grid: EagerGrid) {
        self.grid = grid
        let structure = EagerStructure(grid)
        var sizing = EagerSizing(grid, structure, tracing: false)
        sizing.run()
        columnCount = structure.columnCount
        columns = sizing.widths
        columnGaps = sizing.columnGaps
        rows = sizing.heights
        rowGaps = sizing.rowGaps
        columnOffsets = Self.offsets(columns, columnGaps)
        rowOffsets = Self.offsets(rows, rowGaps)
        width = sizing.total(columns, columnGaps)
        height = sizing.total(rows, rowGaps)
        cells = []
        assumptions = []
        cells = placeCells(structure, sizing)
        assumptions = Self.assumptions(grid, structure)
    }

    /// Leading edges of sizes laid end to end, each after its gap.
    static func offsets(_ sizes: [Double], _ gaps: [Double]) -> [Double] {
        var offsets: [Double] = []
        offsets.reserveCapacity(sizes.count)
        var position = 0.0
        for (size, gap) in zip(sizes, gaps) {
            position += gap
            offsets.append(position)
            position += size
        }
        return offsets
    }

    /// G6 when a cell covering several columns is sized at a specified width in a grid with
    /// layout priorities (Spacers included); A7 when the chain uses `.padding()`'s default;
    /// S1–S3 when a cell's length is one of the Swift reader's guesses (every cell's answer
    /// sizes its column and row, so every guess is used).
    static func assumptions(_ grid: EagerGrid, _ structure: EagerStructure) -> [EagerAssumption] {
        var used: [EagerAssumption] = []
        let spans = structure.cells.contains { $0.span > 1 }
        let priorities = structure.cells.contains { $0.priority != 0 }
        if spans && priorities && grid.offeredWidth != nil { used.append(.g6) }
        if grid.chain.usesDefaultPadding { used.append(.a7) }
        var guesses: Set<EagerGuess> = []
        for row in grid.rows {
            for cell in row.cells {
                if let guess = cell.guessedWidth { guesses.insert(guess) }
                if let guess = cell.guessedHeight { guesses.insert(guess) }
            }
        }
        used += guesses.sorted().map(EagerAssumption.init)
        return used
    }
}
