extension GridItem {
    /// Checks the item as SwiftUI would meet it; `index` (0-based) names it in errors.
    public func validate(index: Int) throws(LayoutError) {
        let name = "item \(index + 1)"
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
}
