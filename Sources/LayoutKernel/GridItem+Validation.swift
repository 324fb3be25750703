extension GridItem {
    /// Checks the item as SwiftUI would meet it; `index` (0-based) names it in errors.
    public func validate(index: Int) throws(LayoutError) {
        if isPlainlyValid { return }
        // Built only on the error path: validation runs on every layout.
        var name: String { "item \(index + 1)" }
        func finite(_ value: Double, _ what: String, allowInfinity: Bool = false) throws(LayoutError) {
            if value.isNaN { throw .notANumber(what: "\(name): \(what)") }
            if value.isInfinite && !(allowInfinity && value > 0) { throw .infinite(what: "\(name): \(what)") }
            if value < 0 { throw .negative(what: "\(name): \(what)", value: value) }
        }
        if let spacing {
            if spacing.isNaN { throw .notANumber(what: "\(name): spacing") }
            if spacing.isInfinite { throw .infinite(what: "\(name): spacing") }
        }
        switch size {
        case .fixed(let value):
            try finite(value, "fixed size")
        case .flexible(let minimum, let maximum):
            try finite(minimum, "minimum")
            try finite(maximum, "maximum", allowInfinity: true)
            if minimum > maximum { throw .minimumAboveMaximum(item: index, minimum: minimum, maximum: maximum) }
        case .adaptive(let minimum, let maximum):
            try finite(minimum, "minimum")
            try finite(maximum, "maximum", allowInfinity: true)
            if minimum > maximum { throw .minimumAboveMaximum(item: index, minimum: minimum, maximum: maximum) }
            if minimum + effectiveSpacing <= 0 {
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
            return minimum.isFinite && minimum >= 0 && !maximum.isNaN && maximum >= minimum && minimum + s > 0
        }
    }
}
