/// Numbers as people read them on a board: `96`, `33.33`, `-12`, `∞` — at most two decimals,
/// no trailing zeros, no exponent. Kept here so trace, diagnostics and trainer agree.
public enum NumberText {
    /// `value` with at most two decimals, no trailing zeros, `∞` for infinity.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        let negative = rounded < 0
        let magnitude = abs(rounded)
        if magnitude >= 1e15 { return (negative ? "-" : "") + String(Int64(magnitude)) }
        let hundredths = Int64((magnitude * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        var text = String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return (negative ? "-" : "") + text
    }
}
