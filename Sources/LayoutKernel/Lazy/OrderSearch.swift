/// Whether the order of the non-fixed items changes what is drawn, and an order that fits.
/// Fixed items keep their places; each moved item carries its own spacing and alignment.
public struct OrderSearch: Hashable, Sendable {
    /// How the orders were chosen.
    public enum Method: Hashable, Sendable {
        /// Every permutation of the non-fixed items was laid out.
        case exhaustive(permutations: Int)
        /// Too many items to try them all: a fixed handful of orders was tried (reversed, and
        /// sorted by minimum and by maximum both ways), so "no order fits" is not a proof.
        case heuristic(orders: Int)

        /// How many orders were laid out.
        public var orders: Int {
            switch self {
            case .exhaustive(let count), .heuristic(let count): count
            }
        }
    }

    /// Up to this many non-fixed items every permutation is tried (7! = 5040 layouts).
    public static let exhaustiveLimit = 7

    /// Whether some tried order draws any item at a different width.
    public internal(set) var isDependent: Bool
    /// A full item order (0-based indices) that fits the container without overflow, if one
    /// was found among the tried orders; nil when none was found.
    public internal(set) var fittingOrder: [Int]?
    /// How the orders were chosen, so that a reader knows how strong "no order fits" is.
    public internal(set) var method: Method
    /// Whether `shouldStop` ended the search early: `isDependent` and `fittingOrder` then cover
    /// only the orders tried, and `method` counts those.
    public internal(set) var interrupted = false

    /// Searches the orders of `grid`'s non-fixed items.
    /// - Parameter shouldStop: asked before each order is laid out; returning true ends the
    ///   search with what was found so far (for Ctrl-C in the trainer).
    public init(grid: LazyGrid, shouldStop: () -> Bool = { false }) {
        let items = grid.items
        let slots = items.indices.filter { !items[$0].size.isFixed }
        var trace: [TraceStep]? = nil
        func drawn(_ order: [Int]) -> (widths: [Double], fits: Bool) {
            let arranged = order.map { items[$0] }
            let pass1 = TrackSizing.pass(arranged, width: grid.proposed, trace: &trace, pass: 1)
            let size = TrackSizing.gridSize(proposed: grid.proposed, total: pass1.total)
            let pass2 = TrackSizing.pass(arranged, width: size, trace: &trace, pass: 2)
            var byItem = [Double](repeating: 0, count: items.count)
            for (position, original) in order.enumerated() {
                byItem[original] = pass2.items[position].width
            }
            return (byItem, !TrackSizing.overflows(total: pass1.total, proposed: grid.proposed))
        }
        let identity = Array(items.indices)
        let base = drawn(identity)
        var dependent = false
        var fitting: [Int]? = base.fits ? identity : nil
        func visit(_ order: [Int]) {
            let result = drawn(order)
            if !dependent
                && zip(result.widths, base.widths).contains(where: { !Tolerance.equal($0, $1) })
            {
                dependent = true
            }
            if fitting == nil && result.fits { fitting = order }
        }
        var stopped = false
        if slots.count <= Self.exhaustiveLimit {
            var count = 0
            Self.permutations(of: slots) { permuted in
                if shouldStop() {
                    stopped = true
                    return false
                }
                var order = identity
                for (slot, item) in zip(slots, permuted) { order[slot] = item }
                visit(order)
                count += 1
                return true
            }
            method = .exhaustive(permutations: count)
        } else {
            let candidates: [[Int]] = [
                slots.reversed(),
                slots.sorted { items[$0].size.minimum > items[$1].size.minimum },
                slots.sorted { items[$0].size.minimum < items[$1].size.minimum },
                slots.sorted { items[$0].size.maximum < items[$1].size.maximum },
                slots.sorted { items[$0].size.maximum > items[$1].size.maximum },
            ]
            var count = 0
            for permuted in candidates {
                if shouldStop() {
                    stopped = true
                    break
                }
                count += 1
                var order = identity
                for (slot, item) in zip(slots, permuted) { order[slot] = item }
                visit(order)
            }
            method = .heuristic(orders: count)
        }
        interrupted = stopped
        isDependent = dependent
        fittingOrder = fitting
    }

    /// Heap's algorithm: calls `body` once per permutation, without building them all, until
    /// `body` returns false.
    static func permutations(of elements: [Int], _ body: ([Int]) -> Bool) {
        var a = elements
        var c = [Int](repeating: 0, count: a.count)
        guard body(a) else { return }
        var i = 0
        while i < a.count {
            if c[i] < i {
                a.swapAt(i % 2 == 0 ? 0 : c[i], i)
                guard body(a) else { return }
                c[i] += 1
                i = 0
            } else {
                c[i] = 0
                i += 1
            }
        }
    }
}
