extension GridItem {
    /// Checks the item as SwiftUI would meet it; `index` (0-based) names it in errors.
    public func validate(index: Int) throws(LayoutError) {
        if isPlainlyValid { return }
        if let spacing {
            try LayoutError.check(spacing, .itemSpacing(item: index), allowNegative: true)
        }
        switch size {
        case .fixed(let value):
            try LayoutError.check(value, .itemFixedSize(item: index))
        case .flexible(let minimum, let maximum):
            try LayoutError.check(minimum, .itemMinimum(item: index))
            try LayoutError.check(maximum, .itemMaximum(item: index), allowInfinity: true)
            if Tolerance.greater(minimum, maximum) {
                throw .minimumAboveMaximum(item: index, minimum: minimum, maximum: maximum)
            }
        case .adaptive(let minimum, let maximum):
            try LayoutError.check(minimum, .itemMinimum(item: index))
            try LayoutError.check(maximum, .itemMaximum(item: index), allowInfinity: true)
            if Tolerance.greater(minimum, maximum) {
                throw .minimumAboveMaximum(item: index, minimum: minimum, maximum: maximum)
            }
            // m + s ≤ 0 (or ≈ 0): SwiftUI divides by it.
            if !Tolerance.greater(minimum, -effectiveSpacing) {
                throw .adaptiveStepNotPositive(
                    item: index, minimum: minimum, spacing: effectiveSpacing)
            }
        }
    }

    /// The common case, checked without building any error: every layout validates.
    /// (Comparisons with NaN are false, so NaN never passes; nor does ±infinity but a maximum.)
    private var isPlainlyValid: Bool {
        let limit = LayoutError.largestLength
        let s = effectiveSpacing
        guard abs(s) <= limit else { return false }
        func length(_ value: Double) -> Bool { value >= 0 && value <= limit }
        func maximum(_ value: Double, above minimum: Double) -> Bool {
            value >= minimum && (value <= limit || value == .infinity)
        }
        switch size {
        case .fixed(let value):
            return length(value)
        case .flexible(let minimum, let max):
            return length(minimum) && maximum(max, above: minimum)
        case .adaptive(let minimum, let max):
            return length(minimum) && maximum(max, above: minimum) && Tolerance.greater(minimum, -s)
        }
    }
}
