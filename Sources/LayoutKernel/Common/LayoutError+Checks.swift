extension LayoutError {
    /// Throws unless `value` is a number SwiftUI accepts here: not NaN, finite unless infinity
    /// is allowed (positive only), not negative unless allowed. `what` names it, built only on
    /// failure.
    static func check(
        _ value: Double, _ what: @autoclosure () -> String, allowInfinity: Bool = false, allowNegative: Bool = false
    ) throws(LayoutError) {
        if value.isNaN { throw .notANumber(what: what()) }
        if value.isInfinite && !(allowInfinity && value > 0) { throw .infinite(what: what()) }
        if value < 0 && !allowNegative { throw .negative(what: what(), value: value) }
    }
}
