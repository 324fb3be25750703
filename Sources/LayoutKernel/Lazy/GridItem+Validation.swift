extension GridItem {
    /// Checks the item as SwiftUI would meet it; `index` (0-based) names it in errors.
    public func validate(index: Int) throws(LayoutError) {
        if isPlainlyValid { return }
        var name: String { "item \(index + 1)" }
        if let spacing { try LayoutError.check(spacing, "\(name): spacing", allowNegative: true) }
        switch size {
        case .fixed(let value):
            try LayoutError.check(value, "\(name): fixed size")
        case .flexible(let minimum, let maximum):
            try LayoutError.check(minimum, "\(name): minimum")
            try LayoutError.check(maximum, "\(name): maximum", allowInfinity: true)
            if Tolerance.greater(minimum, maximum) { throw .minimumAboveMaximum(item: index, minimum: minimum, maximum: maximum) }
        case .adaptive(let minimum, let maximum):
            try LayoutError.check(minimum, "\(name): minimum")
            try LayoutError.check(maximum, "\(name): maximum", allowInfinity: true)
            if Tolerance.greater(minimum, maximum) { throw .minimumAboveMaximum(item: index, minimum: minimum, maximum: maximum) }
            // m + s ≤ 0 (or ≈ 0): SwiftUI divides by it.
            if !Tolerance.greater(minimum, -effectiveSpacing) {
                throw .adaptiveStepNotPositive(item: index, minimum: minimum, spacing: effectiveSpacing)
            }
        }
    }

    /// The common case, checked without building any message: every layout validates.
    private var isPlainlyValid: Bool {
        let s = effectiveSpacing
        guard s.isFinite else { return false }
        switch size {
        case .fixed(let value):
            return value.isFinite && value >= 0
        case .flexible(let minimum, let maximum):
            return minimum.isFinite && minimum >= 0 && !maximum.isNaN && maximum >= minimum
        case .adaptive(let minimum, let maximum):
            return minimum.isFinite && minimum >= 0 && !maximum.isNaN && maximum >= minimum && Tolerance.greater(minimum, -s)
        }
    }
}
