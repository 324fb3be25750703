/// Comparisons that ignore the last bits of rounding: serving items in a different order can
/// sum the same numbers in a different sequence, and a flag must not hinge on 1e-13. Public so
/// the trainer's teaching tools (the seed's spies) call two lengths equal by the same rule.
public enum Tolerance {
    /// Relative tolerance: `a ≈ b` when `|a − b| ≤ 1e-9 × max(1, |a|, |b|)`.
    public static let epsilon = 1e-9

    /// Whether `a ≈ b`.
    public static func equal(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        return abs(a - b) <= epsilon * max(1, abs(a), abs(b))
    }

    /// Whether `a` is larger than `b` by more than rounding.
    public static func greater(_ a: Double, _ b: Double) -> Bool { a > b && !equal(a, b) }
}
