import LayoutKernel
import Words

/// SwiftUI's flexible frame, `.frame(minWidth:idealWidth:maxWidth:)`, around a view the model
/// sizes, along one axis. The frame offers its view the offer held between its bounds (the
/// ideal when the offer is unspecified) and answers:
/// - both bounds: the offer held between them (the view's answer when it is unspecified);
/// - a minimum alone: the smaller of the view's answer and the offer, but at least the minimum;
/// - a maximum alone: the larger of the view's answer and the offer, but at most the maximum.
/// Around a view that answers its offer held between `a` and `b` (fixed: `a = b`; filling:
/// 0 and ∞), each of these is again an offer held between two bounds, so the result is a
/// `range` (worked in `docs/model.md`, "Flexible frames").
struct FlexibleFrame {
    var minimum: Double?
    var ideal: Double?
    var maximum: Double?

    /// The view's length inside this frame; a guess inside stays a guess (the caller handles a
    /// frame with both bounds around a guess, whose answer to any given offer is known).
    func around(_ inner: CellSize.Dimension) -> CellSize.Dimension {
        switch inner {
        case .assumed(let guessed, let guess, let reason):
            return .assumed(around(guessed), guess: guess, reason: reason)
        case .unknown(let reason):
            return .unknown(.inFrame(reason, minimum: minimum, maximum: maximum))
        case .fixed(let length): return bounded(low: length, high: length, ideal: length)
        case .fill:
            return bounded(low: 0, high: .infinity, ideal: EagerLength.unspecifiedOffer)
        case .range(let low, let high, let ideal):
            return bounded(low: low, high: high, ideal: ideal)
        }
    }

    /// The frame around a view answering its offer held between `a` and `b`, `i` (held
    /// there) when the offer is unspecified.
    private func bounded(low a: Double, high b: Double, ideal i: Double) -> CellSize.Dimension {
        // Unspecified: the view is offered the frame's ideal, else nothing.
        let unspecified = min(max(ideal ?? i, a), b)
        let (low, high): (Double, Double)
        switch (minimum, maximum) {
        case (let m?, let n?): (low, high) = (m, n)
        case (let m?, nil): (low, high) = (m, max(m, b))
        case (nil, let n?): (low, high) = (min(a, n), n)
        case (nil, nil): (low, high) = (a, b)
        }
        // Both bounds written stay a range, as `code` writes it (a model round-trips).
        if minimum == nil || maximum == nil {
            if low == high { return .fixed(low) }
            if low == 0, high == .infinity, unspecified == EagerLength.unspecifiedOffer {
                return .fill
            }
        }
        // The frame holds the view's unspecified answer between its bounds (`answer`).
        return .range(low: low, high: high, ideal: unspecified)
    }
}
