import LayoutKernel

extension EagerLength {
    /// The length of its own, when it has a fixed one.
    package var own: Double? {
        if case .fixed(let length) = self { return length }
        return nil
    }

    /// The trainer's word for it: a number, `fill`, `LO...HI`, or `LO...HI~I` when the length
    /// for an unspecified offer is not the default 10.
    package var word: String {
        switch self {
        case .fixed(let length): NumberText.format(length)
        case .fill: "fill"
        case .range(let low, let high, let ideal):
            "\(NumberText.format(low))...\(NumberText.format(high))"
                + (ideal == Self.unspecifiedOffer ? "" : "~\(NumberText.format(ideal))")
        }
    }
}

extension EagerCell {
    /// The view's own width, when it has a fixed one.
    package var ownWidth: Double? {
        if case .sized(let width, _) = content { return width.own }
        return nil
    }

    /// The view's own height, when it has a fixed one.
    var ownHeight: Double? {
        if case .sized(_, let height) = content { return height.own }
        return nil
    }

    /// Whether the view's width follows what it is offered (fill, a range, a Spacer, `half`,
    /// an empty cell), so its column can share what is left.
    package var fillsWidth: Bool { ownWidth == nil }

    /// The trainer's word for the view: `WxH` (a side `fill` or `LO...HI`), `spacer`, `half`
    /// or `empty`.
    package var contentWord: String {
        switch content {
        case .sized(let width, let height):
            width == .fill && height == .fill ? "fill" : "\(width.word)x\(height.word)"
        case .spacer: "spacer"
        case .half: "half"
        case .empty: "empty"
        }
    }
}

extension UnitPoint {
    /// The trainer's word for an anchor, as `row N cell C anchor …` takes it: a named point,
    /// else `X,Y` (`0.25,1`).
    package var word: String {
        if let named { return named.rawValue }
        return "\(NumberText.exact(x)),\(NumberText.exact(y))"
    }
}
