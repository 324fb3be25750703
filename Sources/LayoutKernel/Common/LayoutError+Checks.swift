extension LayoutError {
    /// The largest magnitude any length may have (sizes, minimums, finite maximums, spacings,
    /// container sizes): 1e9 points. Far beyond any screen, and small enough that sums over any
    /// number of items, both passes and every derived number stay finite — `fixed(1e308)` laid
    /// out twice would otherwise become infinity or NaN.
    public static let largestLength: Double = 1e9

    /// Throws unless `value` is a number SwiftUI accepts here: not NaN, finite unless infinity
    /// is allowed (positive only), not negative unless allowed, and at most `largestLength` in
    /// magnitude. `what` names it in the error.
    public static func check(
        _ value: Double, _ what: Quantity, allowInfinity: Bool = false,
        allowNegative: Bool = false
    ) throws(LayoutError) {
        if value.isNaN { throw .notANumber(what) }
        if value.isInfinite && !(allowInfinity && value > 0) { throw .infinite(what) }
        if value < 0 && !allowNegative { throw .negative(what, value: value) }
        if value.isFinite && abs(value) > largestLength {
            throw .tooLarge(what, value: value, limit: largestLength)
        }
    }

    /// Throws unless the count is at most `limit`.
    static func check(count: Int, _ what: Quantity, limit: Int) throws(LayoutError) {
        if count > limit {
            throw .tooLarge(what, value: Double(count), limit: Double(limit))
        }
    }
}
