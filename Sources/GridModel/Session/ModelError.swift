import LayoutKernel
import Words

/// A command that names a part of the model that is not there, or asks of a part what it does
/// not have: an item, cell or row out of range, `min` of a fixed item, a command of the other
/// grid family. Thrown before the model changes; the numbers say what there is instead.
package enum ModelError: Error, Equatable, CustomStringConvertible {
    /// Item `number` of a grid that has `count` items.
    case itemOutOfRange(Int, count: Int)
    /// A command about the items of a grid that has none.
    case noItems
    /// Cell `number` of a lazy grid that has `count` cells.
    case noCell(Int, count: Int)
    /// A row number of the eager Grid out of range; `insertion` allows one past the last.
    case noRow(Int, count: Int, insertion: Bool)
    /// No cell of the row starts at that column; `starts` lists where its cells start.
    case noCellAtColumn(row: Int, column: Int, starts: [Int])
    /// `row N alignment` aimed at a full-width row: only a GridRow has a row alignment.
    case fullWidthRowHasNoAlignment(Int)
    /// `min` or `max` on a fixed item.
    case fixedHasNo(Bound, item: Int)
    /// A sweep of a parameter the item does not have (`fixed` true: the item is fixed).
    case sweepParameter(item: Int, fixed: Bool)
    /// `alignment top` on a LazyVGrid, `alignment leading` on a LazyHGrid (`word` as typed).
    case alignmentOnAxis(String, axis: GridAxis)
    /// A command of one grid family typed while the other is shown (`hint`: what the command
    /// tried, when the message says more than the family's generic one).
    case otherFamily(shown: GridFamily, hint: FamilyHint?)
    /// An `expect` check of the family not shown.
    case checkOfOtherFamily(shown: GridFamily)
    /// An `expect cell` of the eager Grid where no cell starts.
    case noEagerCell(row: Int, column: Int)
    /// `padding N` or `frame N` naming a step of the other kind (`found`).
    case chainStepOfOtherKind(Int, ChainStepKind, found: ContainerChain.Step)
    /// A chain step number outside 1…`count` (`count` 0: the chain is empty).
    case noChainStep(Int, count: Int)
    /// `undo`, `redo`, a clear, a drop or a compare with nothing to act on.
    case nothingTo(Unactionable)
    /// `sweep width` or `slide grid width` of a Grid offered no width (`grid width none`):
    /// the width changes nothing there.
    case widthNotOffered
    /// A chain whose `step` leaves nothing of the `offered` length: with the screen's length
    /// and the chain, so the message walks the chain up to that step.
    case chainOffersNothing(
        ContainerChain.Step, offered: Double, screen: Double, chain: ContainerChain,
        axis: GridAxis)

    package var description: String {
        switch self {
        case .itemOutOfRange(let number, let count):
            return count == 0
                ? "there is no item \(number): the grid has no items yet (try 'add flexible')"
                : "there is no item \(number); expected an item number from 1 to \(count)"
        case .noItems:
            return
                "the grid has no items yet; try 'add flexible' or 'columns [GridItem(.flexible())]'"
        case .noCell(let number, let count):
            return "there is no cell \(number); the grid has \(count) cells"
                + " (change that with 'cells N')"
        case .noRow(let number, let count, let insertion):
            if insertion { return "there is no row \(number); expected 1 to \(count + 1)" }
            guard count > 0 else {
                return "there is no row \(number): the grid has no rows yet"
                    + " (try 'row add fill fill fill')"
            }
            return "there is no row \(number); expected a row number from 1 to \(count)"
        case .noCellAtColumn(let row, let column, let starts):
            guard let first = starts.first else { return "row \(row) has no cells" }
            let columns = starts.map(String.init).joined(separator: ", ")
            return "no cell of row \(row) starts at column \(column); its cells start at column"
                + "\(starts.count == 1 ? "" : "s") \(columns) (a cell is named by its row and the"
                + " column it starts in, as the diagram labels it: \(row).\(first))"
        case .fullWidthRowHasNoAlignment(let row):
            return "row \(row) is a full-width view, not a GridRow; it has no row alignment"
        case .fixedHasNo(let bound, let item):
            return
                "item \(item) is fixed; '\(bound.rawValue)' applies to flexible and adaptive items"
                + " (use 'set \(item) fixed N')"
        case .sweepParameter(let item, let fixed):
            return fixed
                ? "item \(item) is fixed; sweep its 'size' instead"
                : "item \(item) is not fixed; sweep its 'min' or 'max'"
        case .alignmentOnAxis(let word, let axis):
            let other =
                axis == .vertical
                ? "LazyHGrid: 'axis horizontal'" : "LazyVGrid: 'axis vertical'"
            return "a \(axis.viewName) aligns its \(axis.trackName)s"
                + " \(GridAlignmentWord.spelled(on: axis)), not '\(word)' (that is for a \(other)"
                + " first)"
        case .otherFamily(let shown, let hint):
            if let hint { return hint.words }
            switch shown {
            case .lazyVertical, .lazyHorizontal:
                return "that edits the eager Grid; type 'grid' to switch to it first"
            case .eager:
                return "that is a lazy-grid command and the eager Grid is shown; type 'lazy' to go"
                    + " back (grid commands: row, fullrow, grid width|alignment|hspacing|vspacing)"
            }
        case .checkOfOtherFamily(let shown):
            switch shown {
            case .lazyVertical, .lazyHorizontal:
                return "this check is for the eager Grid; type 'grid' to switch to it"
            case .eager:
                return "this check is for lazy grids; type 'lazy' to switch back, or use columns,"
                    + " rows, size, columncount, cell"
            }
        case .chainStepOfOtherKind(let number, let kind, let found):
            return "expected step \(number) to be a \(kind.rawValue), found '\(found.swift)'"
        case .noChainStep(let number, let count):
            let expected =
                count == 0
                ? "a chain step, but the chain is empty"
                : "a step from 1 to \(count) (1 is next to the screen)"
            return "expected \(expected), found '\(number)'"
        case .noEagerCell(let row, let column):
            return "there is no cell starting at row \(row) column \(column)"
        case .nothingTo(let what): return "nothing to \(what.words)"
        case .widthNotOffered:
            return "the Grid is offered no width (grid width none), so the width changes "
                + "nothing; expected a width offered first: 'grid width 375'"
        case .chainOffersNothing(let step, let offered, let screen, let chain, let axis):
            let f = NumberText.format
            return "\(step.swift) leaves nothing of the \(f(offered)) it is offered"
                + " (screen \(f(screen)) → "
                + ChainText.path(chain, upTo: step, screen: screen, axis: axis)
                + "); expected a chain that leaves the grid more than 0"
        }
    }
}

extension ModelError {
    /// A command that found nothing to act on, and what was missing.
    package enum Unactionable: Equatable, Sendable {
        /// `undo` with no change before it.
        case undo
        /// `redo` with nothing undone.
        case redo
        /// `chain clear` of an empty chain.
        case clearChain
        /// `clear` of a grid with no items.
        case clearItems
        /// `padding … drop` or `frame … drop` of a chain with no such step.
        case dropChainStep(ChainStepKind)
        /// `compare` with no earlier layout and no name.
        case compareEarlier

        /// The command and why, as the message says it after "nothing to ".
        package var words: String {
            switch self {
            case .undo: "undo"
            case .redo: "redo"
            case .clearChain: "clear: the chain has no step"
            case .clearItems: "clear: the grid has no items"
            case .dropChainStep(let kind): "drop: the chain has no \(kind.rawValue)"
            case .compareEarlier:
                "compare: no earlier layout yet (make a change, or 'compare NAME')"
            }
        }
    }

    /// A command of the lazy grids tried on the eager Grid whose message says what the Grid
    /// does instead (the generic one only says to switch).
    package enum FamilyHint: Equatable, Sendable {
        /// `sweep N min|max|size|spacing`: the eager Grid has no items to sweep.
        case sweepOfAnItem
        /// `slide width` (or an item's field): the Grid's width has a slider of its own.
        case slideOfALazyValue

        /// The whole message.
        package var words: String {
            switch self {
            case .sweepOfAnItem:
                "the eager Grid has no GridItems: 'sweep N min|max|size|spacing' sweeps "
                    + "a LazyVGrid's or LazyHGrid's item; in grid mode, sweep the width"
                    + " ('sweep width 200...800')"
            case .slideOfALazyValue: "the eager Grid's width slides with 'slide grid width'"
            }
        }
    }

    /// The bound of a flexible or adaptive item a command names (`set N min|max`), spelled as
    /// typed.
    package enum Bound: String, Equatable, Sendable {
        case minimum = "min"
        case maximum = "max"
    }

    /// The kinds of container-chain step a command names by kind.
    package enum ChainStepKind: String, Equatable, Sendable {
        case padding, frame
    }
}
