import LayoutKernel
internal import SwiftSyntax
import Words

extension EagerGridImporter {
    /// The kernel's checks of the grid read, reported at the view of the cell they refuse
    /// (`views[r][i]` is row r's cell i), so `FILE:LINE:COL` is the cell's, not the `Grid`'s
    /// (a `.frame(width: -5)` twenty lines down was reported at the grid's first line); at the
    /// grid call for what no cell holds (its spacings).
    func validated(_ grid: EagerGrid, views: [[ExprSyntax]]) throws(SwiftSourceError) {
        do throws(LayoutError) {
            try grid.validate()
        } catch {
            guard let (row, column) = Self.cell(of: error), row < grid.rows.count,
                row < views.count
            else { throw context.invalid(.model(error), at: call) }
            var start = 0
            for (index, cell) in grid.rows[row].cells.enumerated() {
                if start == column && index < views[row].count {
                    throw context.invalid(.model(error), at: views[row][index])
                }
                start += max(cell.span, 1)
            }
            throw context.invalid(.model(error), at: call)
        }
    }

    /// The cell a kernel error names (its row and the column it starts in, 0-based), nil when
    /// the value is not a cell's.
    static func cell(of error: LayoutError) -> (row: Int, column: Int)? {
        switch error {
        case .notANumber(let quantity), .infinite(let quantity), .negative(let quantity, _),
            .rangeLowAboveHigh(let quantity, _, _), .tooLarge(let quantity, _, _):
            return cell(of: quantity)
        case .minimumAboveMaximum, .adaptiveStepNotPositive, .negativeCellCount:
            return nil
        }
    }

    private static func cell(of quantity: LayoutError.Quantity) -> (row: Int, column: Int)? {
        switch quantity {
        case .gridCellSpan(let row, let column), .gridCellWidth(let row, let column),
            .gridCellHeight(let row, let column), .gridCellPriority(let row, let column),
            .gridCellAnchor(let row, let column):
            return (row, column)
        case .container, .offeredToLazyGrid, .offeredToGrid, .naturalCellSize, .gridSpacing,
            .horizontalSpacing, .verticalSpacing, .cellCount, .cellWidth, .cellHeight,
            .itemSpacing, .itemFixedSize, .itemMinimum, .itemMaximum, .gridContainerHeight,
            .padding, .frameWidth, .frameHeight, .frameBound, .screenWidth, .screenHeight:
            return nil
        }
    }
}
