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
            // Added to what the same columns held before: the total, said as such.
            let alone = Tolerance.equal(held, width - covered)
            return "  \(name(cell)) answered \(f(width)), \(f(width - covered)) more than its "
                + "columns and what is held on them (\(f(covered))): \(columnList(columns)) "
                + (alone ? "hold \(f(held)) for it" : "now hold \(f(held)) with what they held")
                + ", spread at the end."
        case .absorb(let column, let growth, let columns, let used, let left):
            return absorbSentence(column, growth, columns, used: used, left: left)
        case .giveBack(let back):
            return giveBackSentence(back)
        case .spread(let columns, let shortfall, let targets, let each):
            // Rule 8 asks for exactly 0: a column a rounding residue wide is not a target.
            return "\(f(shortfall)) still held on \(columnList(columns)): \(f(each)) more to "
                + "\(columnList(targets))"
                + (targets.count == columns.count ? "." : " (still exactly 0 wide).")
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
                " Width: " + division(offered, level.takenWidth, level.columnsInRow, "column")
                + " in its fullest row = "
                + shareText(share, offered, level.takenWidth, level.columnsInRow)
                + " in every column."
        }
        if let offered = level.offeredHeight, let share = level.shareHeight {
            text +=
                " Height: " + division(offered, level.takenHeight, level.rowsInColumn, "row")
                + " in its fullest column = "
                + shareText(share, offered, level.takenHeight, level.rowsInColumn)
                + " in every row."
        }
        return text
    }

    /// `(offered − taken taken) / n columns`, the count at least 1 as the kernel divides.
    private static func division(_ offered: Double, _ taken: Double, _ count: Int, _ noun: String)
        -> String
    {
        let n = max(count, 1)
        return "(\(NumberText.format(offered)) − \(NumberText.format(taken)) taken) / \(n) "
            + (n == 1 ? noun : noun + "s")
    }

    /// The share as rule 5 has it: never below 0, and a rounding residue said as one (rule 8
    /// tells it from 0: measured grid d23).
    private static func shareText(_ share: Double, _ offered: Double, _ taken: Double, _ count: Int)
        -> String
    {
        let raw = (offered - taken) / Double(max(count, 1))
        if Tolerance.less(raw, 0) {
            return "\(NumberText.format(raw)), never below 0: 0 available"
        }
        if share != 0 && NumberText.format(share) == "0" {
            return "a rounding residue above 0 available"
        }
        return "\(NumberText.format(share)) available"
    }

    /// A column grew and a held shortfall took the growth. A rounding residue is said as one:
    /// the column is no longer exactly 0 wide, which rule 8 tells apart (d23).
    private static func absorbSentence(
        _ column: Int, _ growth: Double, _ columns: [Int], used: Double, left: Double
    ) -> String {
        let f = NumberText.format
        let residue = f(growth) == "0"
        return "  Column \(column + 1) "
            + (residue
                ? "grew by a rounding residue (no longer exactly 0 wide): it comes out of what "
                : "grew \(f(growth)): \(f(used)) of it comes out of what ")
            + "\(columnList(columns)) hold"
            + (Tolerance.greater(left, 0) ? ", \(f(left)) still held." : ", nothing left held.")
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

    /// Rule 7 with its arithmetic: each shortfall held over the column takes the larger of
    /// what is left to give and itself (its other waiting columns gain that much each), and
    /// the rest is shared by the columns still waiting.
    private static func giveBackSentence(_ back: EagerGiveBackStep) -> String {
        let f = NumberText.format
        let line = back.row ? "Row \(back.index + 1)" : "Column \(back.index + 1)"
        var text = "  \(line) is served: it gives back \(f(back.unused))"
        var left = back.unused
        var taken = false
        for gain in back.held {
            defer { left -= gain.gain }
            // A shortfall of a rounding residue is held but not said (`EagerSizing.hold`).
            guard !Tolerance.equal(gain.gain, 0) else { continue }
            let larger = "the larger of \(f(left)) and the \(f(gain.shortfall)) held over it"
            text +=
                gain.columns.isEmpty
                ? "; \(larger), \(f(gain.gain)), is taken from it, though no other column of "
                    + "that shortfall waits"
                : "; \(columnList(gain.columns)) gain \(larger), \(f(gain.gain)) each, taken "
                    + "from it"
            taken = true
        }
        let lines = back.row ? "rows" : "columns"
        let waiting = back.waiting.map { String($0 + 1) }.joined(separator: ", ")
        text +=
            (taken ? "; what is left, \(f(left)), is shared:" : ";")
            + " \(f(back.each)) more to each of the \(lines) still waiting (\(waiting))."
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
