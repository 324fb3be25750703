extension Diagnostic {
    /// What a flag found, one case per finding, with every number and index (0-based) needed to
    /// explain it: the trainer words each case from these alone, and tests check the numbers.
    /// Lengths are along the grid's main axis unless a case says otherwise.
    public enum Detail: Hashable, Sendable {
        /// `overflow`: pass 1 needs `needed` but `offered` is offered, so the grid becomes
        /// `gridSize` along `axis` (`gridSize − offered` more than it is offered).
        case overflow(needed: Double, offered: Double, gridSize: Double, axis: GridAxis)
        /// `second-pass`: pass 2 at `gridSize` draws `pass2` (item widths) instead of `pass1`;
        /// the drawn tracks use `used` and stick out `before` past the offered space's leading
        /// (top) edge and `after` past its trailing (bottom) edge.
        case secondPass(
            gridSize: Double, pass1: [Double], pass2: [Double], used: Double, before: Double,
            after: Double, axis: GridAxis)
        /// `squeezed`: a flexible `item` was proposed `proposed` and took its `minimum` anyway;
        /// `inPass1` when that happened in pass 1 only (the drawn pass was not squeezed).
        case squeezedFlexible(item: Int, minimum: Double, proposed: Double, inPass1: Bool)
        /// `squeezed`: an adaptive `item` got `width`, one track narrower than its `minimum`;
        /// `inPass1` when that happened in pass 1 only.
        case squeezedAdaptive(item: Int, minimum: Double, width: Double, inPass1: Bool)
        /// `competition`: the `competitors` (in order) need `minimums`, `total` together, but
        /// only `left` was left for them after spacings, fixed items and the non-fixed items
        /// `servedBefore` them (all of minimum 0); the `payers` got less than they need.
        case competition(
            competitors: [Int], minimums: [Double], total: Double, left: Double,
            servedBefore: [Int], payers: [Int])
        /// `order-dependent`: reordering the non-fixed items `shared` changes what is drawn;
        /// `fit` says which order fits, `method` how the orders were chosen, and `interrupted`
        /// whether the search was stopped before it finished (then `method` counts the orders
        /// tried).
        case orderDependent(
            shared: [Int], fit: OrderFit, method: OrderSearch.Method, interrupted: Bool,
            axis: GridAxis)
        /// `slack`: the tracks use `used` of the grid's `gridSize`, leaving `free`; the `capped`
        /// adaptive items left part of their shares (A2); the grid's `alignment` puts `before`
        /// before the tracks and `after` after them (A4).
        case slack(
            used: Double, gridSize: Double, free: Double, capped: [CappedShare], before: Double,
            after: Double, alignment: GroupAlignment, axis: GridAxis)
        /// `hidden-alignment`: `item`'s own `alignment` changes nothing, because all its `cells`
        /// (a count) fill their slots. A size of `width` × `height` (half the slot, whole points)
        /// for its first cell, `cell`, would show it.
        case hiddenItemAlignment(
            item: Int, alignment: ItemAlignment, cells: Int, cell: Int, width: Double,
            height: Double)
        /// `hidden-alignment`: the grid's own `alignment` changes nothing: the tracks fill the
        /// grid and the cells of the `owners` (items with no alignment of their own) fill their
        /// tracks. `remedy` says what would show it.
        case hiddenGridAlignment(
            alignment: GroupAlignment, owners: [Int], remedy: GridAlignmentRemedy, axis: GridAxis)
        /// `wide-cell`: `cell` (of `item`) is `length` long along the main axis in a slot of
        /// `slot`; it spills `spillBefore` past the slot's leading (top) edge and `spillAfter`
        /// past its trailing (bottom) edge (a spill within the tolerance of 0 is none).
        case wideCell(
            cell: Int, item: Int, length: Double, slot: Double, spillBefore: Double,
            spillAfter: Double, axis: GridAxis)
        /// `wide-row` (eager Grid): the grid is `width` wide, more than the `offered` width;
        /// `row` is the widest.
        case wideRow(width: Double, offered: Double, row: Int)
        /// `span-columns` (eager Grid): the cell of `row` starting at `column` spans `span`
        /// columns, so the row covers `columns`, more than any other row has (`others`); the
        /// grid grows to `gridColumns`.
        case spanColumns(
            row: Int, column: Int, span: Int, columns: Int, others: Int, gridColumns: Int)
        /// `hidden-alignment` (eager Grid): the cell at `row`, `column` fills its slot, so the
        /// `alignment` its `source` gives it cannot show.
        case hiddenCellAlignment(
            row: Int, column: Int, source: AlignmentSource, alignment: UnitPoint)
        /// `invalid`: an input SwiftUI rejects or crashes on.
        case invalid(LayoutError)

        /// The stable code of this finding.
        public var code: Code {
            switch self {
            case .overflow: .overflow
            case .secondPass: .secondPass
            case .squeezedFlexible, .squeezedAdaptive: .squeezed
            case .competition: .competition
            case .orderDependent: .orderDependent
            case .slack: .slack
            case .hiddenItemAlignment, .hiddenGridAlignment, .hiddenCellAlignment:
                .hiddenAlignment
            case .wideCell: .wideCell
            case .wideRow: .wideRow
            case .spanColumns: .spanColumns
            case .invalid: .invalid
            }
        }
    }

    /// Which order of the non-fixed items fits without overflow, among those tried.
    public enum OrderFit: Hashable, Sendable {
        /// The order as declared fits.
        case current
        /// This full item order (0-based indices) fits.
        case reordered([Int])
        /// No order tried fits.
        case none
    }

    /// An adaptive item whose tracks hit its maximum (A2): it uses `used` of its `share`, each
    /// track `trackSize`, and gives `givenBack` back, to the items after it or, when it is the
    /// last non-fixed item (`isLastShared`), as free space.
    public struct CappedShare: Hashable, Sendable {
        /// The capped item (0-based).
        public var item: Int
        /// Each of its tracks: its maximum.
        public var trackSize: Double
        /// What its tracks and their spacings use.
        public var used: Double
        /// What it was given before the cap.
        public var share: Double
        /// `share − used`.
        public var givenBack: Double
        /// Whether no non-fixed item follows it, so what it gives back stays free.
        public var isLastShared: Bool

        /// Numbers for one capped item (see the type).
        public init(
            item: Int, trackSize: Double, used: Double, share: Double, givenBack: Double,
            isLastShared: Bool
        ) {
            (self.item, self.trackSize, self.used) = (item, trackSize, used)
            (self.share, self.givenBack, self.isLastShared) = (share, givenBack, isLastShared)
        }
    }

    /// What would make a hidden grid alignment show.
    public enum GridAlignmentRemedy: Hashable, Sendable {
        /// `cell` given a main-axis length of its own, `length` (half its track, whole points).
        case cellLength(cell: Int, length: Double)
        /// Every item with cells has its own alignment: one set back to none, with a cell given
        /// a size of its own.
        case clearItemAlignment
    }
}
