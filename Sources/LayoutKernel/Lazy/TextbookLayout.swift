/// The formula most tutorials give, and the seed article too: the space left after fixed items
/// and spacings is divided equally, then clamped; no order, no second pass. Kept as a separate,
/// clearly named model so the trainer can show where it and real SwiftUI disagree.
public struct TextbookLayout: Hashable, Sendable {
    /// One item under the textbook formula.
    public struct Item: Hashable, Sendable {
        /// The item's width under the formula.
        public internal(set) var width: Double
        /// Tracks of an adaptive item split the same way as in SwiftUI.
        public internal(set) var trackCount: Int
        /// Each track's size.
        public internal(set) var trackSize: Double
    }

    /// `(W − (Σ fixed + Σ spacings)) / number of non-fixed items`.
    public internal(set) var share: Double
    /// Each item under the formula, in declaration order.
    public internal(set) var items: [Item]

    /// Applies the textbook formula to `grid` at its proposed size.
    public init(grid: LazyGrid) {
        let items = grid.items
        let (spacings, fixed, shared) = TrackSizing.budget(items)
        share = shared == 0 ? 0 : (grid.proposed - (fixed + spacings)) / Double(shared)
        let share = self.share
        self.items = items.map { item in
            switch item.size {
            case .fixed(let size):
                return Item(width: size, trackCount: 1, trackSize: size)
            case .flexible(let minimum, let maximum):
                let width = min(max(share, minimum), maximum)
                return Item(width: width, trackCount: 1, trackSize: width)
            case .adaptive(let minimum, let maximum):
                let width = max(share, 0)
                let tracks = TrackSizing.adaptiveTracks(
                    width: width, spacing: item.effectiveSpacing, minimum: minimum, maximum: maximum
                )
                return Item(width: width, trackCount: tracks.count, trackSize: tracks.size)
            }
        }
    }

    /// Why the real layout differs from the formula for one item.
    public enum Difference: Hashable, Sendable {
        /// The real grid overflowed: pass 1 needs `needed` > `offered`, so it laid itself out
        /// again at `gridSize`; the formula has no second pass.
        case secondPass(needed: Double, offered: Double, gridSize: Double)
        /// SwiftUI serves items in order: the non-fixed items before `item` whose width was
        /// clamped took `earlier` (index and drawn width), so `item` was proposed `proposal`,
        /// not the formula's equal `share`.
        case servedInOrder(
            item: Int, earlier: [ClampedItem], proposal: Double, share: Double)
        /// SwiftUI proposes what is left after earlier items divided by the items still
        /// waiting: `item` was proposed `proposal`; the formula's equal share is `share`.
        case proposedWhatIsLeft(item: Int, proposal: Double, share: Double)
    }

    /// An earlier item whose width was clamped, and the width it took.
    public struct ClampedItem: Hashable, Sendable {
        /// The earlier item (0-based).
        public var item: Int
        /// The width it took.
        public var width: Double
    }

    /// Why the real layout differs from the formula for one item, or nil when they agree (the
    /// same track count and track size).
    public func difference(for index: Int, in layout: LazyGridLayout) -> Difference? {
        let real = layout.items[index]
        let mine = items[index]
        if Tolerance.equal(real.trackSize, mine.trackSize) && real.trackCount == mine.trackCount {
            return nil
        }
        if !Tolerance.equal(real.pass1.width, real.drawn.width) {
            return .secondPass(
                needed: layout.pass1.total, offered: layout.proposed, gridSize: layout.gridSize)
        }
        let proposal = real.drawn.proposal ?? 0
        let earlier = layout.items[..<index].filter {
            !$0.item.size.isFixed && $0.drawn.clamp != .none
        }
        if !earlier.isEmpty {
            let clamped = earlier.map { ClampedItem(item: $0.index, width: $0.drawn.width) }
            return .servedInOrder(item: index, earlier: clamped, proposal: proposal, share: share)
        }
        return .proposedWhatIsLeft(item: index, proposal: proposal, share: share)
    }
}
