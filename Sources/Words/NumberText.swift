/// Numbers as people read them on a board: `96`, `33.33`, `-12`, `∞` — at most two decimals,
/// no trailing zeros, never in exponent notation. One formatter, so that every sentence, table
/// and diagram of the trainer prints a number the same way.
public enum NumberText {
    /// `value` rounded to at most two decimals, no trailing zeros, `∞` for infinity, `nan` for
    /// NaN. Any finite Double is printed in full digits (`1e308` is 309 digits), never through a
    /// conversion that could trap.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        let sign = value < 0 ? "-" : ""
        let magnitude = abs(value)
        // From 1e15 on a Double's neighbours are at least 0.125 apart: print the nearest whole
        // number, digit by digit (Int64 ends at 9.2e18).
        if magnitude >= 1e15 { return sign + wholeDigits(magnitude.rounded()) }
        let hundredths = Int64((magnitude * 100).rounded())  // < 1e17: fits
        if hundredths == 0 { return "0" }
        let whole = hundredths / 100
        let fraction = hundredths % 100
        var text = String(whole)
        if fraction != 0 {
            text +=
                fraction % 10 == 0
                ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return sign + text
    }

    /// The exact decimal digits of a finite, whole, non-negative Double: its 53-bit significand
    /// times a power of two, multiplied out in base-1e9 limbs.
    static func wholeDigits(_ x: Double) -> String {
        let significand = x.significandBitPattern | (1 << 52)
        let shift = Int(x.exponent) - 52
        if shift <= 0 { return String(significand >> UInt64(-shift)) }
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = [
            significand % base, significand / base % base, significand / base / base,
        ]  // least first
        var remaining = shift
        while remaining > 0 {
            let step = min(remaining, 29)  // limb < 2^30, so limb << 29 + carry < 2^64
            var carry: UInt64 = 0
            for i in limbs.indices {
                let product = limbs[i] << UInt64(step) + carry
                limbs[i] = product % base
                carry = product / base
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
            remaining -= step
        }
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        var text = String(limbs[limbs.count - 1])
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }
}
