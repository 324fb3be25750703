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

    /// Why the real layout differs from the formula for one item, or nil when they agree.
    public func difference(for index: Int, in layout: LazyGridLayout) -> String? {
        let f = NumberText.format
        let real = layout.items[index]
        let mine = items[index]
        if Tolerance.equal(real.trackSize, mine.trackSize) && real.trackCount == mine.trackCount {
            return nil
        }
        if !Tolerance.equal(real.pass1.width, real.drawn.width) {
            return
                "the real grid overflowed (pass 1 needs \(f(layout.pass1.total)) > \(f(layout.proposed))) and laid itself out again at \(f(layout.gridSize)); the formula has no second pass"
        }
        let earlier = layout.items[..<index].filter {
            !$0.item.size.isFixed && $0.drawn.clamp != .none
        }
        if !earlier.isEmpty {
            let names = earlier.map { "item \($0.index + 1) took \(f($0.drawn.width))" }.joined(
                separator: ", ")
            return
                "SwiftUI serves items in order: \(names) first, so item \(index + 1) was proposed \(f(real.drawn.proposal ?? 0)), not the formula's equal share \(f(share))"
        }
        return
            "SwiftUI proposes what is left after earlier items, divided by the items still waiting: item \(index + 1) was proposed \(f(real.drawn.proposal ?? 0)), the formula's equal share is \(f(share))"
    }
}
