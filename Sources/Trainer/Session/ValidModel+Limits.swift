import LayoutKernel

/// The trainer's limits, checked for every model the session holds, so that the commands, the
/// Swift reader and a saved file accept the same models (one set of limits).
extension ValidModel {
    /// The trainer's limits on the eager Grid: rows, cells, spans, and its chain.
    static func checkCounts(_ grid: EagerGrid) throws(CommandError) {
        guard grid.rows.count <= Limits.rows else {
            throw .limit(
                "a Grid of more than \(Limits.rows) rows is more than the trainer draws; expected at most \(Limits.rows)"
            )
        }
        var cells = 0
        for row in grid.rows {
            cells += row.cells.count
            for cell in row.cells where cell.span > Limits.items {
                throw .limit(
                    "a span of \(cell.span) is more than the \(Limits.items) columns the trainer draws"
                )
            }
        }
        guard cells <= Limits.cells else {
            throw .limit("a Grid of \(cells) cells is too many; expected at most \(Limits.cells)")
        }
        try checkChain(grid.chain)
    }

    /// Both sides of the screen are lengths the kernel accepts (the side a grid does not use
    /// too: it is saved, and the axis can change).
    static func check(_ screen: Screen) throws(CommandError) {
        do throws(LayoutError) {
            try LayoutError.check(screen.width, .screenWidth)
            try LayoutError.check(screen.height, .screenHeight)
        } catch {
            throw .invalid(error)
        }
    }

    /// A chain of at most `Limits.chainSteps` steps.
    static func checkChain(_ chain: ContainerChain) throws(CommandError) {
        guard chain.steps.count <= Limits.chainSteps else {
            throw .limit(
                "a chain of \(chain.steps.count) steps; expected at most \(Limits.chainSteps)")
        }
    }

    static func checkCounts(_ grid: LazyGrid) throws(CommandError) {
        guard grid.items.count <= Limits.items else {
            throw .limit(
                "a grid of more than \(Limits.items) items is more than the trainer draws; expected at most \(Limits.items)"
            )
        }
        guard grid.cellCount <= Limits.cells else {
            throw .limit("\(grid.cellCount) cells is too many; expected at most \(Limits.cells)")
        }
    }
}
