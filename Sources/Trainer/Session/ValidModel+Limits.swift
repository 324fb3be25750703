import LayoutKernel

/// The trainer's limits, checked for every model the session holds, so that the commands, the
/// Swift reader and a saved file accept the same models (one set of limits).
extension ValidModel {
    /// The trainer's limits on the eager Grid: rows, cells, spans, and its chain.
    static func checkCounts(_ grid: EagerGrid) throws(CommandError) {
        guard grid.rows.count <= Limits.rows else {
            throw .limit(.rows(grid.rows.count, maximum: Limits.rows))
        }
        var cells = 0
        for row in grid.rows {
            cells += row.cells.count
            for cell in row.cells where cell.span > Limits.items {
                throw .limit(.span(cell.span, columns: Limits.items))
            }
        }
        guard cells <= Limits.cells else {
            throw .limit(.gridCells(cells, maximum: Limits.cells))
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
            throw .limit(.chainSteps(chain.steps.count, maximum: Limits.chainSteps))
        }
    }

    static func checkCounts(_ grid: LazyGrid) throws(CommandError) {
        guard grid.items.count <= Limits.items else {
            throw .limit(.items(grid.items.count, maximum: Limits.items))
        }
        guard grid.cellCount <= Limits.cells else {
            throw .limit(.cells(grid.cellCount, maximum: Limits.cells))
        }
    }
}
