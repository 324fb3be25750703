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
            return "Nothing is offered either way: every cell is measured unoffered; columns "
                + "take their widest single-column cell, rows their tallest, then spanning cells "
                + "widen their columns."
        case .group(let group):
            return groupSentence(group)
        case .measure(let cell, let offerWidth, let offerHeight, let width, let height):
            return "  \(name(cell)): offered \(size(offerWidth)) × \(size(offerHeight)), "
                + "answers \(f(width)) × \(f(height))."
        case .spread(let cell, let shortfall, let columns, let each, let rule):
            if columns.isEmpty {
                return "  \(name(cell)) is \(f(shortfall)) wider than its columns: "
                    + "spread \(ruleWords(rule))."
            }
            return "  \(name(cell)) is \(f(shortfall)) wider than its columns: "
                + "\(f(each)) more to \(columnList(columns)) (\(ruleWords(rule)))."
        case .overflow(let cell, let column, let share, let spread, let levelShare):
            return "  \(name(cell)): column \(column + 1) holds \(f(spread)) of a spanning "
                + "cell's spread, more than this priority's first share \(f(levelShare)): "
                + "offered its share \(f(share)) plus \(f(spread)) = \(f(share + spread)) "
                + "there (SwiftUI overflows)."
        case .spacerRowLift(let cell, let available, let rowsWithoutSpacer, let openRows, let lift):
            return "  \(name(cell)): a row with a Spacer beside a cell of this priority that is "
                + "sized lends it \(f(available)) / \(rowsWithoutSpacer) "
                + "\(rowsWithoutSpacer == 1 ? "row" : "rows") without a Spacer / "
                + "\(max(openRows, 1)) open = \(f(lift)) more height (measured)."
        case .keptOpen(let cell, let columns, let width, let singles):
            return "  \(name(cell)) (\(f(width)) wide) fits in the \(f(singles)) its columns' "
                + "own cells give: \(columnList(columns)) stay open until this priority ends."
        case .sealed(let cell, let columns, let width, let room):
            return "  \(name(cell)) answered \(f(width)), more than the \(f(room)) the other "
                + "columns left it, and no cell still to size reaches its \(columnList(columns)): "
                + "they count as committed at their widths, and together as one open column "
                + "(measured)."
        case .keptCommitted(let columns, let widths):
            return "  \(columnList(columns)), committed and holding a cell of their own, keep "
                + "\(widths.map(f).joined(separator: " · ")) as the spans left them, not what "
                + "the answers rebuild (measured)."
        case .firstFullWidthLends(let cell, let offered, let answered, let available):
            let left = offered - answered
            return "\(name(cell)), a full-width view measured first beside a span of its "
                + "group, was offered \(f(offered)) and answered \(f(answered)): the \(f(left)) "
                + "it left is added to what later groups share, \(f(available - left)) + "
                + "\(f(left)) = \(f(available)) (measured)."
        case .spacerColumnsLend(let spacer, let available, let without, let lent):
            return "The Spacer at \(name(spacer)), of a lower priority, has a cell of this "
                + "priority in its row and one whose width follows its offer in its column: "
                + "every group of this priority shares \(f(available)) + \(f(available)) / "
                + "\(without) \(without == 1 ? "column" : "columns") without a Spacer = "
                + "\(f(available + lent)) (measured)."
        case .commit(let columns):
            return "  Committed: \(columnList(columns)), which no cell of this priority can "
                + "widen any more."
        case .size(let columns, let rows, let width, let height):
            return "Columns \(columns.map(f).joined(separator: " · ")), rows "
                + "\(rows.map(f).joined(separator: " · ")): the grid is "
                + "\(f(width)) × \(f(height))."
        }
    }

    private static func groupSentence(_ group: EagerGroupStep) -> String {
        let f = NumberText.format
        let priority =
            group.priority == -.infinity ? "a Spacer's" : "priority \(f(group.priority))"
        var text =
            "Next, \(group.cells.map(name).joined(separator: ", ")) (\(priority), "
            + "\(group.infiniteAxes) \(group.infiniteAxes == 1 ? "axis" : "axes") without limit, "
            + "flexibility \(f(group.flexibility))"
            + (group.unsized ? ", unsized along an offered axis: after the sized ones)." : ").")
        if let share = group.shareWidth, let available = group.availableWidth {
            let sealed = group.sealedColumns
            let asOne = group.heldAsOne
            let count =
                group.openColumns.count + sealed.count
                - asOne.reduce(0) { $0 + $1.count - 1 }
            text +=
                " Width: (\(f(available)) − \(f(group.committedWidth)) committed) / "
                + "\(max(count, 1)) = \(f(share)) for the open "
                + "\(columnList(group.openColumns))"
                + sealed.map { " and \(columnList($0)) as one" }.joined()
                + asOne.map { ", \(columnList($0)) counting as one" }.joined() + "."
        }
        if let share = group.shareHeight, let available = group.availableHeight {
            text +=
                " Height: (\(f(available)) − \(f(group.committedHeight)) taken) / "
                + "\(max(group.openRows.count, 1)) = \(f(share)) for the open "
                + "\(group.openRows.count == 1 ? "row" : "rows") "
                + "\(group.openRows.map { String($0 + 1) }.joined(separator: ", "))."
        }
        return text
    }

    private static func ruleWords(_ rule: EagerSpreadRule) -> String {
        switch rule {
        case .openColumns: "columns whose own cells are still to size"
        case .everyColumn: "a full-width view: every column"
        case .emptyColumns: "a full-width view: its columns still 0 wide and not waiting"
        case .settledColumns: "a full-width view: its columns not waiting for a cell"
        case .afterFullWidth: "nowhere: a full-width view of unsized width was measured before it"
        case .laterSpanColumns: "a full-width view: the columns of the spans measured after it"
        case .firstFullWidth:
            "a full-width view measured first: every column alike, as when all were 0 wide"
        case .afterFirstFullWidth:
            "nowhere: the full-width view measured first in its group spread for it"
        case .columnsWithoutOwnCell: "columns with no cell of their own"
        case .allColumns: "all its columns"
        }
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
