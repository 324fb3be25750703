/// The one tolerance of the spec ("Numbers: when two lengths are equal"): `a ≈ b` when
/// `|a − b| ≤ 1e-9 × max(1, |a|, |b|)`. Layout arithmetic is done in `Double`, so a total that is
/// exactly the container in real numbers can come out as `P ± 1e-13`; every comparison of lengths
/// that decides a rule, a flag, an assumption, a clamp or a label goes through here, so none of
/// them hinges on the last bits of rounding.
///
/// Infinities are only equal to themselves (an unbounded maximum is never "about" a length).
public enum Tolerance {
    /// The relative tolerance: 1e-9 of the larger magnitude, and never less than 1e-9.
    public static let relative = 1e-9

    /// `a ≈ b`: `|a − b| ≤ 1e-9 × max(1, |a|, |b|)`; infinities equal only themselves.
    public static func equal(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        guard a.isFinite && b.isFinite else { return false }
        return abs(a - b) <= relative * max(1, abs(a), abs(b))
    }

    /// `a > b` by more than the tolerance.
    public static func greater(_ a: Double, _ b: Double) -> Bool { a > b && !equal(a, b) }

    /// `a < b` by more than the tolerance.
    public static func less(_ a: Double, _ b: Double) -> Bool { a < b && !equal(a, b) }

    /// `a ≤ b` or `a ≈ b`: not greater.
    public static func lessOrEqual(_ a: Double, _ b: Double) -> Bool { !greater(a, b) }

    /// `a ≥ b` or `a ≈ b`: not less.
    public static func greaterOrEqual(_ a: Double, _ b: Double) -> Bool { !less(a, b) }

    /// `⌊x⌋`, except that an `x` within the tolerance of the next integer counts as that
    /// integer: `(w + s) / (m + s)` that is 3 in real numbers but `2.9999999999999996` in
    /// `Double` gives 3, so an adaptive item never loses a track to rounding noise.
    public static func floor(_ x: Double) -> Double {
        let down = x.rounded(.down)
        return equal(x, down + 1) ? down + 1 : down
    }
}
