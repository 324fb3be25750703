import TestSupport
import Testing

@testable import Words

/// Numbers as the trainer prints them (moved here with `NumberText` from the kernel, which no
/// longer prints anything).
@Suite("Numbers for people")
struct NumberTextTests {
    @Test func numbersReadLikeABoard() {
        #expect(NumberText.format(96) == "96")
        #expect(NumberText.format(184.0 / 3) == "61.33")
        #expect(NumberText.format(-12) == "-12")
        #expect(NumberText.format(62.5) == "62.5")
        #expect(NumberText.format(0.05) == "0.05")
        #expect(NumberText.format(.infinity) == "∞")
        #expect(NumberText.format(-0.001) == "0")
    }

    @Test func numbersPrintInFullDigitsAndNeverTrap() {
        let f = NumberText.format
        #expect(f(9.3e18) == "9300000000000000000")
        #expect(f(-9.3e18) == "-9300000000000000000")
        #expect(f(0x1p63) == "9223372036854775808")  // 2^63: Int64 would trap
        #expect(f(1e15 + 0.5) == "1000000000000001")
        #expect(f(1e308).count == 309 && f(1e308).hasPrefix("10000000000000000109790636"))
        #expect(
            f(.greatestFiniteMagnitude).count == 309
                && f(.greatestFiniteMagnitude).hasPrefix("17976931348623157"))
        #expect(f(-.greatestFiniteMagnitude).hasPrefix("-17976931348623157"))
        #expect(
            f(Double.leastNonzeroMagnitude) == "0" && f(-Double.leastNonzeroMagnitude) == "0"
                && f(-0.0) == "0")
        #expect(f(0.005) == "0.01")
        #expect(f(.nan) == "nan" && f(-.infinity) == "-∞")
        // Every finite number prints without exponent and reads back within its rounding.
        var rng = SeededRandom(state: 0x6E75_6D)  // "num"
        for _ in 0..<5000 {
            let value = Double(
                sign: Bool.random(using: &rng) ? .minus : .plus,
                exponent: Int.random(in: -1074...1023, using: &rng),
                significand: Double.random(in: 1..<2, using: &rng))
            let text = f(value)
            #expect(!text.contains("e") && !text.contains("E"), "\(value)")
            let back = Double(text)
            #expect(
                back != nil && abs(back! - value) <= 0.005 + abs(value) * 1e-15,
                "\(value) → \(text)")
        }
    }
}
