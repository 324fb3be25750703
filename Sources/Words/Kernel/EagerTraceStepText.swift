import LayoutKernel

/// The eager Grid's sizing steps in words, each with its arithmetic (`explain` for a Grid),
/// following the measured algorithm (docs/model.md, "Eager Grid"). Rows and columns count
/// from 1; a cell is named by its row and first column.
package enum EagerTraceStepText {
    /// The step in words.
    package static func sentence(_ step: EagerTraceStep) -> String {
        let f = NumberText.format
        switch step {
        case .structure(let columns, let rows):
            return "Columns: \(columns) (the widest row, spans counted, or a full-width view's "
                + "span); rows: \(rows). Shorter rows get empty cells at their end."
        case .spacing(let columns, let rows, let horizontalGiven, let verticalGiven):
            // Where the rule is said, the spacings it gave: none for one column.
            let rule =
                horizontalGiven ? " (given to Grid)" : " (8 between views, 0 beside a Spacer)"
            return "Spacing before each column \(list(columns.dropFirst().map(f)))"
                + (columns.count > 1 ? rule : "")
                + "; before each row \(list(rows.dropFirst().map(f)))"
                + (verticalGiven ? " (given)." : ".")
        case .offer(let width, let height, let availableWidth, let availableHeight):
            return "Offered \(size(width)) wide and \(size(height)) high: "
                + "\(size(availableWidth)) × \(size(availableHeight)) left after the spacing."
        case .unspecified:
            return "Nothing is offered either way: every cell is measured unoffered, in source "
                + "order; a cell covering several columns holds what they lack."
        case .level(let level):
            return levelSentence(level)
        case .group(let group):
            return groupSentence(group)
        case .measure(let cell, let offerWidth, let offerHeight, let width, let height):
            return "  \(name(cell)): offered \(size(offerWidth)) × \(size(offerHeight)), "
                + "answers \(f(width)) × \(f(height))."
        case .hold(let cell, let columns, let width, let covered, let held):
            return "  \(name(cell)) answered \(f(width)), \(f(width - covered)) more than its "
                + "columns and what is held on them (\(f(covered))): \(columnList(columns)) "
                + "hold \(f(held)) for it, spread at the end."
        case .absorb(let column, let growth, let columns, let used, let left):
            return "  Column \(column + 1) grew \(f(growth)): \(f(used)) of it comes out of what "
                + "\(columnList(columns)) hold"
                + (left > 0 ? ", \(f(left)) still held." : ", nothing left held.")
        case .giveBack(let back):
            return giveBackSentence(back)
        case .spread(let columns, let shortfall, let targets, let each):
            return "\(f(shortfall)) still held on \(columnList(columns)): \(f(each)) more to "
                + "\(columnList(targets))"
                + (targets.count == columns.count ? "." : " (still 0 wide).")
        case .size(let columns, let rows, let width, let height):
            return "Columns \(columns.map(f).joined(separator: " · ")), rows "
                + "\(rows.map(f).joined(separator: " · ")): the grid is "
                + "\(f(width)) × \(f(height))."
        }
    }

    private static func levelSentence(_ level: EagerLevelStep) -> String {
        let f = NumberText.format
        let priority =
            level.priority == -.infinity ? "The Spacers' priority" : "Priority \(f(level.priority))"
        var text = "\(priority) begins."
        if let offered = level.offeredWidth, let share = level.shareWidth {
            text +=
                " Width: (\(f(offered)) − \(f(level.takenWidth)) taken) / "
                + "\(max(level.columnsInRow, 1)) columns in its fullest row = \(f(share)) "
                + "available in every column."
        }
        if let offered = level.offeredHeight, let share = level.shareHeight {
            text +=
                " Height: (\(f(offered)) − \(f(level.takenHeight)) taken) / "
                + "\(max(level.rowsInColumn, 1)) rows in its fullest column = \(f(share)) "
                + "available in every row."
        }
        return text
    }

    private static func groupSentence(_ group: EagerGroupStep) -> String {
        let f = NumberText.format
        let priority =
            group.priority == -.infinity ? "a Spacer's" : "priority \(f(group.priority))"
        var text =
            "Next, \(group.cells.map(name).joined(separator: ", ")) (\(priority), "
            + "\(group.infiniteAxes) \(group.infiniteAxes == 1 ? "axis" : "axes") without limit, "
            + "flexibility \(f(group.flexibility))"
            + (group.sizeAtZero > 0 ? ", \(f(group.sizeAtZero)) at 0 × 0: before smaller" : "")
            + (group.unsized ? ", unsized along an offered axis: after the sized ones)." : ").")
        if let columns = group.availableColumns {
            text += " Available across: \(list(columns.map(f)))."
        }
        if let rows = group.availableRows {
            text += " Available down: \(list(rows.map(f)))."
        }
        return text
    }

    private static func giveBackSentence(_ back: EagerGiveBackStep) -> String {
        let f = NumberText.format
        let line = back.row ? "Row \(back.index + 1)" : "Column \(back.index + 1)"
        var text = "  \(line) is served: it gives back \(f(back.unused))"
        for gain in back.held where !gain.columns.isEmpty && !Tolerance.equal(gain.gain, 0) {
            text += "; \(columnList(gain.columns)) of a held shortfall gain \(f(gain.gain)) each"
        }
        let lines = back.row ? "rows" : "columns"
        let waiting = back.waiting.map { String($0 + 1) }.joined(separator: ", ")
        text += "; \(f(back.each)) more to each of the \(lines) still waiting (\(waiting))."
        return text
    }

    private static func name(_ cell: EagerCellPosition) -> String {
        "row \(cell.row + 1) cell \(cell.column + 1)"
    }

    private static func size(_ length: Double?) -> String {
        length.map(NumberText.format) ?? "unspecified"
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "(none)" : items.joined(separator: " · ")
    }

    private static func columnList(_ columns: [Int]) -> String {
        (columns.count == 1 ? "column " : "columns ")
            + columns.map { String($0 + 1) }.joined(separator: ", ")
    }
}
