/// How a cell's view sizes itself along one axis, given what the grid offers it on that axis
/// (an offer may be unspecified: nil, what a `ScrollView` along the axis offers).
public enum EagerLength: Hashable, Sendable {
    /// A length of its own, whatever is offered (a view in `.frame(width: 30)`).
    case fixed(Double)
    /// Takes what is offered, and 10 when the offer is unspecified (like `Color`).
    case fill
    /// What is offered held between `low` and `high` (`high` may be infinite); an unspecified
    /// offer counts as `ideal` (10 by default: the measured `.frame(minWidth: low,
    /// maxWidth: high)` around a flexible view, which answers 10 when nothing is offered). Every
    /// flexible frame around a view the model sizes is one of these (`docs/model.md`): a
    /// minimum alone, a maximum alone, both, and `idealWidth:`.
    case range(low: Double, high: Double, ideal: Double = Self.unspecifiedOffer)

    /// What a flexible view takes when the offer is unspecified: 10 points (measured).
    public static let unspecifiedOffer: Double = 10

    /// The length this view takes for `offer` (nil: unspecified; infinity: the key's probe).
    public func answer(_ offer: Double?) -> Double {
        switch self {
        case .fixed(let length): length
        case .fill: offer ?? Self.unspecifiedOffer
        case .range(let low, let high, let ideal): min(max(offer ?? ideal, low), high)
        }
    }
}
