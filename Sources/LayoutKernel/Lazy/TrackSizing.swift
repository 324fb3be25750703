/// The lazy grid's track sizing, step for step as docs/model.md ("One pass", "Two passes")
/// states it.
/// Everything else in the kernel builds on these functions.
enum TrackSizing {
    /// One layout pass: the widths of the items for a width `width`; `reading` says what a
    /// capped adaptive item does with the share its tracks do not use (A2).
    static func pass(
        _ items: [GridItem], width: Double, trace: inout [TraceStep]?, pass: Int,
        reading: CapReading = .givesBack
    ) -> PassResult {
        // 1. remaining = W − Σ spacing(item) for every item but the last − Σ fixed sizes.
        let (spacings, fixed, shared) = budget(items)
        var k = shared
        var remaining = width - spacings - fixed
        let remainingForShared = remaining
        trace?.append(
            .start(
                pass: pass, width: width, spacings: spacings, fixed: fixed, remaining: remaining,
                shared: k))

        var results: [ItemPass] = []
        results.reserveCapacity(items.count)
        var total = spacings
        for (index, item) in items.enumerated() {
            let result: ItemPass
            switch item.size {
            case .fixed(let size):
                // 2. Fixed items take their size, whatever the space.
                result = ItemPass(proposal: nil, width: size, clamp: .none)
                trace?.append(.fixed(item: index, size: size))
            case .flexible(let minimum, let maximum):
                // 3. In declaration order, each non-fixed item is proposed remaining / k.
                let proposal = remaining / Double(k)
                let width = min(max(proposal, minimum), maximum)
                // The label uses the tolerance: a proposal 1e-14 under the minimum is not clamped.
                let clamp: Clamp =
                    Tolerance.less(proposal, minimum)
                    ? .minimum : (Tolerance.greater(proposal, maximum) ? .maximum : .none)
                result = ItemPass(proposal: proposal, width: width, clamp: clamp)
                trace?.append(
                    .flexible(
                        item: index, remaining: remaining, shared: k, proposal: proposal,
                        width: width, clamp: clamp))
                remaining -= width
                k -= 1
            case .adaptive(let minimum, let maximum):
                // An adaptive item accepts its share, its minimum notwithstanding; never below 0
                // (A3).
                let proposal = remaining / Double(k)
                let share = max(proposal, 0)
                let negative = Tolerance.less(proposal, 0)
                trace?.append(
                    .adaptive(
                        item: index, remaining: remaining, shared: k, proposal: proposal,
                        width: share, clamp: negative ? .negativeToZero : .none))
                // 4. Its share becomes tracks; capped by its maximum, it uses only what its
                // tracks use, and the rest stays in `remaining` for the items after it (A2);
                // read the other way, it keeps the whole share.
                let s = item.effectiveSpacing
                let tracks = adaptiveTracks(
                    width: share, spacing: s, minimum: minimum, maximum: maximum)
                let count = Double(tracks.count)
                let givesBack = tracks.capped && reading == .givesBack
                let width = givesBack ? count * tracks.size + (count - 1) * s : share
                let clamp: Clamp = tracks.capped ? .capped : (negative ? .negativeToZero : .none)
                result = ItemPass(
                    proposal: proposal, share: share, width: width, clamp: clamp,
                    trackCount: tracks.count, trackSize: tracks.size)
                trace?.append(
                    .tracks(
                        item: index, width: share, spacing: s, minimum: minimum,
                        count: tracks.count, size: tracks.size, capped: tracks.capped,
                        remaining: remaining, shared: k))
                remaining -= width
                k -= 1
            }
            total += result.width
            results.append(result)
        }
        trace?.append(.total(pass: pass, total: total))
        return PassResult(
            width: width, remainingForShared: remainingForShared, items: results, total: total)
    }

    /// What step 1 subtracts: the spacings of every item but the last, the fixed sizes, and
    /// how many non-fixed items share the rest.
    static func budget(_ items: [GridItem]) -> (spacings: Double, fixed: Double, shared: Int) {
        var spacings = 0.0
        var fixed = 0.0
        var shared = 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { spacings += item.effectiveSpacing }
            if case .fixed(let size) = item.size { fixed += size } else { shared += 1 }
        }
        return (spacings, fixed, shared)
    }

    /// 4. An adaptive item of width `w` becomes `max(1, ⌊(w + s) / (m + s)⌋)` tracks of
    /// `(w − (count − 1)·s) / count`, capped at its maximum. The floor and the cap use the
    /// tolerance: a ratio of `2.9999999999999996` is 3 tracks, a track `1e-14` over its maximum
    /// is not capped.
    static func adaptiveTracks(
        width w: Double, spacing s: Double, minimum m: Double, maximum: Double
    )
        -> (count: Int, size: Double, capped: Bool)
    {
        let fitting = Tolerance.floor((w + s) / (m + s))
        // The count is computed in Double and saturated, so no ratio can trap converting to Int
        // (NaN, infinity and 1e300 included); the trainer limits the tracks it draws anyway.
        let count = fitting >= 1 ? Int(min(fitting, maximumTrackCount)) : 1
        let even = (w - Double(count - 1) * s) / Double(count)
        return Tolerance.greater(even, maximum) ? (count, maximum, true) : (count, even, false)
    }

    /// The most tracks one adaptive item is counted as (a saturation bound, not a SwiftUI rule).
    static let maximumTrackCount = Double(Int32.max)

    /// The grid's own width: `G = max(P, total₁)` (A1 when the tracks underfill). Overflow is
    /// decided with the tolerance: a total of `P + 1e-14` is `P`, so pass 2 runs at exactly `P`
    /// and equals pass 1.
    static func gridSize(proposed: Double, total: Double) -> Double {
        overflows(total: total, proposed: proposed) ? total : proposed
    }

    /// Overflow: `total₁ > P` by more than the tolerance.
    static func overflows(total: Double, proposed: Double) -> Bool {
        Tolerance.greater(total, proposed)
    }
}
