import LayoutKernel

/// The trainer's limits, checked for every model the session holds, so that the commands, the
/// Swift reader and a saved file accept the same models (one set of limits); and the bound on
/// tracks that decides whether a grid must be laid out to count them.
extension ValidModel {
    /// The trainer's limits on the eager Grid: rows, cells, spans, and its chain.
    static func checkCounts(_ grid: EagerGrid) throws(EditError) {
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
    package static func check(_ screen: Screen) throws(EditError) {
        do throws(LayoutError) {
            try LayoutError.check(screen.width, .screenWidth)
            try LayoutError.check(screen.height, .screenHeight)
        } catch {
            throw .layout(error)
        }
    }

    /// A chain of at most `Limits.chainSteps` steps.
    static func checkChain(_ chain: ContainerChain) throws(EditError) {
        guard chain.steps.count <= Limits.chainSteps else {
            throw .limit(.chainSteps(chain.steps.count, maximum: Limits.chainSteps))
        }
    }

    static func checkCounts(_ grid: LazyGrid) throws(EditError) {
        guard grid.items.count <= Limits.items else {
            throw .limit(.items(grid.items.count, maximum: Limits.items))
        }
        guard grid.cellCount <= Limits.cells else {
            throw .limit(.cells(grid.cellCount, maximum: Limits.cells))
        }
    }

    /// At least as many tracks as the grid can make, without laying it out: every item makes
    /// one track, but an adaptive one of minimum m and spacing s makes at most
    /// ⌊(W + s)/(m + s)⌋ ≤ (W + s)/(m + s) at a width W no larger than the grid, which is no
    /// larger than the offered size or pass 1's total, itself at most the fixed sizes, the
    /// spacings and each non-fixed item's larger of its minimum and the offered size. (The
    /// floor is left out: the bound only decides whether to count exactly.)
    static func trackBound(_ grid: borrowing LazyGrid) -> Double {
        let offered = max(grid.proposed, 0)
        var total = 0.0
        var adaptive = false
        for item in grid.items {
            switch item.size {
            case .fixed(let size): total += size
            case .flexible(let minimum, _): total += max(minimum, offered)
            case .adaptive(let minimum, _):
                total += max(minimum, offered)
                adaptive = true
            }
            total += abs(item.effectiveSpacing)
        }
        // Without adaptive items, every item is one track (and there are at most `Limits.items`).
        guard adaptive else { return Double(grid.items.count) }
        let widest = max(offered, total)
        var count = Double(grid.items.count)
        for item in grid.items {
            guard case .adaptive(let minimum, _) = item.size else { continue }
            let spacing = item.effectiveSpacing
            let step = minimum + spacing
            guard step > 0 else { return .infinity }
            count += max(0, (widest + spacing) / step)
        }
        return count
    }
}
