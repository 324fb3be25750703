/// Comparisons that ignore the last bits of rounding: serving items in a different order can
/// sum the same numbers in a different sequence, and a flag must not hinge on 1e-13.
enum Tolerance {
    static let epsilon = 1e-9

    static func equal(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        return abs(a - b) <= epsilon * max(1, abs(a), abs(b))
    }

    static func greater(_ a: Double, _ b: Double) -> Bool { a > b && !equal(a, b) }
}
