import LayoutKernel
import Teaching
import Words

extension EagerText {
    /// The naive formula for a Grid — every column an equal share of the width less the
    /// spacings — beside the columns the model gives, with the reason for each difference.
    package static func textbook(_ layout: EagerGridLayout, columns: Int) -> String {
        let f = NumberText.format
        let grid = layout.grid
        guard layout.columnCount > 0 else {
            return "The Grid has no rows yet: try 'row add fill fill fill'."
        }
        // No width to share: the formula has nothing to work on (it shared the screen's before).
        guard !grid.unspecifiedWidth else {
            return Wrap.lines(
                "Textbook formula: every column an equal share of the width offered; this Grid "
                    + "is offered none (ScrollView(.horizontal)), so there is nothing to share. "
                    + "Each column is as wide as its widest cell measured with nothing offered "
                    + "(a fill takes 10): \(layout.columns.map(f).joined(separator: " · ")).",
                width: columns, first: "", indent: 2)
        }
        let spacing = grid.horizontalSpacing ?? EagerGrid.defaultSpacing
        let n = layout.columnCount
        let share = max(grid.proposed - Double(n - 1) * spacing, 0) / Double(n)
        var lines = [
            Wrap.lines(
                "Textbook formula: every column gets (\(f(grid.proposed)) − \(n - 1) × "
                    + "\(f(spacing))) / \(n) = \(f(share));"
                    + " no content, no spans.", width: columns, first: "", indent: 2),
            "column".padding(8) + "textbook".padding(10) + "model",
        ]
        let keeps = LayoutState.keeps(layout)
        let widest = widestCells(grid, count: n)
        var reasons: [String] = []
        for c in 0..<n {
            let real = layout.columns[c]
            let differs = !Tolerance.equal(real, share)
            lines.append(
                String(c + 1).padding(8) + f(share).padding(10) + f(real) + (differs ? "  ≠" : ""))
            guard differs else { continue }
            let reason: String
            if keeps[c] {
                reason =
                    "its \(f(widest[c].width))-wide cell is wider than a share: it keeps "
                    + "\(f(real))"
            } else if !widest[c].fills && Tolerance.equal(real, widest[c].width) {
                reason = "no cell in it fills: it is as wide as its widest cell, \(f(real))"
            } else if !widest[c].fills {
                reason =
                    "no cell in it fills; its widest cell is \(f(widest[c].width)), and a "
                    + "spanning cell widened it to"
                    + " \(f(real))"
            } else {
                reason =
                    "its filling cells share what the other columns leave, so it takes \(f(real))"
                    + (layout.grid.rows.contains { $0.cells.contains { $0.span > 1 } }
                        ? " (spans widen columns too: 'explain' walks it)" : "")
            }
            reasons.append(
                Wrap.lines(reason, width: columns, first: "  column \(c + 1):", indent: 4))
        }
        lines +=
            reasons.isEmpty
            ? ["The formula agrees with the model here."] : ["Where they differ:"] + reasons
        return (lines + assumptions(layout, columns: columns)).joined(separator: "\n")
    }

    /// Per column: the widest single-column sized cell, and whether a cell in it fills.
    private static func widestCells(_ grid: EagerGrid, count: Int) -> [(width: Double, fills: Bool)]
    {
        var result = [(width: Double, fills: Bool)](repeating: (0, false), count: count)
        for row in grid.rows where row.kind == .gridRow {
            for (cell, start) in zip(row.cells, row.startColumns)
            where cell.span == 1 && start - 1 < count {
                if cell.fillsWidth { result[start - 1].fills = true }
                if let width = cell.ownWidth {
                    result[start - 1].width = max(result[start - 1].width, width)
                }
            }
        }
        return result
    }
}
