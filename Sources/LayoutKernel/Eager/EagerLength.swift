/// How a cell's view sizes itself along one axis, given what the grid offers it on that axis
/// (an offer may be unspecified: nil, what a `ScrollView` along the axis offers).
public enum EagerLength: Hashable, Sendable {
    /// A length of its own, whatever is offered (a view in `.frame(width: 30)`).
    case fixed(Double)
    /// Takes what is offered, and 10 when the offer is unspecified (like `Color`).
    case fill
    /// What is offered held between `low` and `high`; an unspecified offer counts as 10 (the
    /// measured `.frame(minWidth: low, maxWidth: high)` around a flexible view).
    case range(low: Double, high: Double)

    /// What a flexible view takes when the offer is unspecified: 10 points (measured).
    public static let unspecifiedOffer: Double = 10

    /// The length this view takes for `offer` (nil: unspecified; infinity: the key's probe).
    public func answer(_ offer: Double?) -> Double {
        switch self {
        case .fixed(let length): length
        case .fill: offer ?? Self.unspecifiedOffer
        case .range(let low, let high): min(max(offer ?? Self.unspecifiedOffer, low), high)
        }
    }
}
