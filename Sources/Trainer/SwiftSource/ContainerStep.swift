import LayoutKernel

/// One modifier between the container and the grid that changes the size offered inward.
enum ContainerStep: Equatable, Sendable {
    /// `.padding(…)` in any spelling: points removed on each side.
    case padding(leading: Double, trailing: Double, top: Double, bottom: Double)
    /// `.frame(width:height:)`: a given dimension is offered exactly; nil passes the proposal on.
    case frame(width: Double?, height: Double?)
    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:)`: the proposal clamped into the bounds,
    /// so `.frame(maxWidth: .infinity)` leaves a proposal that fits unchanged.
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?)

    /// SwiftUI's default padding on iOS (assumption A7).
    static let defaultPadding: Double = 16

    /// What this step offers inward along `axis` when `outer` is offered to it.
    func offered(_ outer: Double, axis: GridAxis) -> Double {
        let vertical = axis == .vertical
        switch self {
        case .padding(let leading, let trailing, let top, let bottom):
            return max(0, outer - (vertical ? leading + trailing : top + bottom))
        case .frame(let width, let height):
            return (vertical ? width : height) ?? outer
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
            let low = (vertical ? minWidth : minHeight) ?? -Double.infinity
            let high = (vertical ? maxWidth : maxHeight) ?? Double.infinity
            return min(max(outer, low), max(low, high))
        }
    }

    /// Whether the step can change what is offered along `axis` (a vertical padding cannot
    /// change a LazyVGrid's width), so displays can leave it out.
    func affects(_ axis: GridAxis) -> Bool {
        let vertical = axis == .vertical
        switch self {
        case .padding(let leading, let trailing, let top, let bottom):
            return vertical ? leading + trailing != 0 : top + bottom != 0
        case .frame(let width, let height):
            return (vertical ? width : height) != nil
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
            return vertical ? minWidth != nil || maxWidth != nil : minHeight != nil || maxHeight != nil
        }
    }

    /// The modifier as SwiftUI spells it, shortest form first: `.padding()`, `.padding(20)`,
    /// `.padding(.horizontal, 8)`, `.frame(width: 300)`.
    var display: String {
        let n = ContainerStep.number
        switch self {
        case .padding(let leading, let trailing, let top, let bottom):
            func edges(_ name: String, _ value: Double) -> String {
                value == Self.defaultPadding ? ".padding(.\(name))" : ".padding(.\(name), \(n(value)))"
            }
            if leading == trailing && top == bottom && leading == top {
                return leading == Self.defaultPadding ? ".padding()" : ".padding(\(n(leading)))"
            }
            if leading == trailing && top == 0 && bottom == 0 { return edges("horizontal", leading) }
            if top == bottom && leading == 0 && trailing == 0 { return edges("vertical", top) }
            let named = [("leading", leading), ("trailing", trailing), ("top", top), ("bottom", bottom)].filter { $0.1 != 0 }
            if named.count == 1, let only = named.first { return edges(only.0, only.1) }
            return ".padding(EdgeInsets(top: \(n(top)), leading: \(n(leading)), bottom: \(n(bottom)), trailing: \(n(trailing))))"
        case .frame(let width, let height):
            let parts = [width.map { "width: \(n($0))" }, height.map { "height: \(n($0))" }].compactMap { $0 }
            return ".frame(\(parts.joined(separator: ", ")))"
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
            let labelled = [("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight), ("maxHeight", maxHeight)]
            let parts = labelled.compactMap { label, value in value.map { "\(label): \(n($0))" } }
            return ".frame(\(parts.joined(separator: ", ")))"
        }
    }

    /// Numbers as Swift source: `.infinity`, `300`, `12.5`.
    static func number(_ value: Double) -> String {
        value.isInfinite ? (value > 0 ? ".infinity" : "-.infinity") : NumberText.format(value)
    }
}
