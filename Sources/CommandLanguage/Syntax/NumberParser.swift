import GridModel

/// Numbers as people type them: `70`, `12.5`, `-3`, and `inf`/`.infinity` where SwiftUI accepts
/// infinity. Absurd values are refused here, before they can reach the kernel.
package enum NumberParser {
    /// The spellings of infinity people type.
    static let infinityWords: Set<String> = [
        "inf", "infinity", ".infinity", "CGFloat.infinity", "∞",
    ]

    /// `what` names the slot for an error; it is built only then.
    package static func parse(
        _ word: Word, allowInfinity: Bool = false, what: @autoclosure () -> Expected = .number(.any)
    ) throws(CommandError) -> Double {
        // Plain numbers first, without building a String: most words are "70" or "12.5".
        if let value = plainDecimal(word.bytes) {
            guard value <= Limits.magnitude else {
                throw .language(
                    .tooLarge(
                        shown(String(word)), expected: what(), maximum: Int(Limits.magnitude)))
            }
            return value
        }
        let text = String(word)
        if infinityWords.contains(text) {
            guard allowInfinity else {
                throw .language(.infinity(text, expected: what()))
            }
            return .infinity
        }
        // Plain decimals of any precision (what `save` and `code` write) and, for people who
        // type them, exponents like 1e-5; never hex floats, nan or words Double would take.
        let allowed = text.utf8.allSatisfy {
            (48...57).contains($0) || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69
        }
        guard allowed, text.utf8.count <= 400, let value = Double(text), value.isFinite else {
            // A number too long or too large for a Double is still a number: say it is too large.
            if isNumeral(text) && (text.utf8.count > 400 || Double(text)?.isFinite == false) {
                let most = Int(Limits.magnitude)
                let shown = shown(text)
                throw .language(.tooLargeOrLong(shown, expected: what(), maximum: most))
            }
            throw .language(.badNumber(shown(text), expected: what()))
        }
        // A number past the bound by less than half a Double's step there rounds to the bound
        // itself: its digits decide (`1000000000.0000000001` is refused, not rounded).
        guard
            abs(value) < Limits.magnitude
                || (abs(value) == Limits.magnitude && !exceedsExactly(text, Limits.magnitude))
        else {
            throw .language(
                .tooLarge(shown(text), expected: what(), maximum: Int(Limits.magnitude)))
        }
        return value
    }

    /// Whether the decimal numeral `text` (`isNumeral`) is, digit for digit, larger in size
    /// than the whole number `bound`: both as digits without leading or trailing zeros and the
    /// power of ten of their first digit, compared as decimals, never through a Double.
    static func exceedsExactly(_ text: String, _ bound: Double) -> Bool {
        guard let number = decimal(text), let limit = decimal(String(Int(bound))) else {
            return false
        }
        if number.digits.isEmpty { return false }
        if number.exponent != limit.exponent { return number.exponent > limit.exponent }
        // Digits after the first are a fraction of it: compared one by one, fewer is smaller.
        return limit.digits.lexicographicallyPrecedes(number.digits)
    }

    /// A numeral as its significant digits (no leading or trailing zeros) and the power of ten
    /// of the first of them (`0.0125e3` is 125 and 1: 12.5), the sign dropped; nil when it is
    /// not a numeral. Exponents are saturated far past any Double's.
    static func decimal(_ text: String) -> (digits: [UInt8], exponent: Int)? {
        guard isNumeral(text) else { return nil }
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == 43 || sign == 45 { bytes = bytes.dropFirst() }
        let mantissa = bytes.prefix { $0 != 101 && $0 != 69 }
        var exponent = 0
        var rest = bytes.dropFirst(mantissa.count + 1)
        var negative = false
        if let sign = rest.first, sign == 43 || sign == 45 {
            negative = sign == 45
            rest = rest.dropFirst()
        }
        for byte in rest { exponent = min(exponent * 10 + Int(byte - 48), 1 << 40) }
        if negative { exponent = -exponent }
        let whole = mantissa.prefix { $0 != 46 }.count
        var digits = Array(mantissa.filter { $0 != 46 })
        // The first significant digit's power: `whole` digits before the point.
        var power = whole + exponent
        while let first = digits.first, first == 48 {
            digits.removeFirst()
            power -= 1
        }
        while let last = digits.last, last == 48 { digits.removeLast() }
        return (digits, power)
    }

    /// The powers of ten a Double holds exactly (10^22 is the largest).
    private static let exactPowersOfTen: [Double] = (0...22).map {
        (0..<$0).reduce(1.0) { product, _ in product * 10 }
    }

    /// `70`, `12.5`, `.5` or `3.` with at most 15 digits, read without strtod: the digits as an
    /// integer (below 2^53) and the power of ten (at most 10^15) are both exact Doubles, so the
    /// one division rounds correctly and gives the very value `Double(String)` gives (Clinger's
    /// fast path). Anything else — more digits, a sign, an exponent, no digit — is nil, for the
    /// general path.
    static func plainDecimal(_ bytes: [UInt8]) -> Double? { plainDecimal(bytes[...]) }

    static func plainDecimal(_ bytes: ArraySlice<UInt8>) -> Double? {
        var digits: UInt64 = 0
        var count = 0
        var fraction = -1
        for byte in bytes {
            if byte == 46 {
                guard fraction < 0 else { return nil }
                fraction = 0
            } else if byte >= 48 && byte <= 57 {
                count += 1
                guard count <= 15 else { return nil }
                digits = digits &* 10 &+ UInt64(byte &- 48)
                if fraction >= 0 { fraction += 1 }
            } else {
                return nil
            }
        }
        guard count > 0 else { return nil }
        // A whole number (no point, or nothing after it) is exact as it is.
        return fraction <= 0 ? Double(digits) : Double(digits) / exactPowersOfTen[fraction]
    }

    /// Whether `text` is written as a decimal number: an optional sign, digits with at most one
    /// point, and an optional exponent with digits (`-12.5e300`).
    static func isNumeral(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == 43 || sign == 45 { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= 48 && byte <= 57 }
        let mantissa = bytes.prefix { isDigit($0) || $0 == 46 }
        let points = mantissa.filter { $0 == 46 }.count
        guard mantissa.contains(where: isDigit), points <= 1 else { return false }
        var rest = bytes.dropFirst(mantissa.count)
        guard let e = rest.first else { return true }
        guard e == 101 || e == 69 else { return false }
        rest = rest.dropFirst()
        if let sign = rest.first, sign == 43 || sign == 45 { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(isDigit)
    }

    /// At most 40 characters of a word, for messages.
    private static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    package static func count(_ word: Word, what: @autoclosure () -> Expected) throws(CommandError)
        -> Int
    {
        // Digits only (at most 9): read from the bytes; anything else is the error below.
        if word.bytes.count <= 9, !word.isEmpty, word.bytes.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            return word.bytes.reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        let word = word.text
        guard word.count <= 9, let value = Int(word) else {
            let shown = word.count > 40 ? String(word.prefix(40)) + "…" : String(word)
            if word.count > 9, word.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
                throw .language(.tooLarge(shown, expected: what(), maximum: 999_999_999))
            }
            throw .language(.badNumber(shown, expected: what()))
        }
        return value
    }
}
