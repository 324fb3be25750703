/// Numbers as people type them: `70`, `12.5`, `-3`, and `inf`/`.infinity` where SwiftUI accepts
/// infinity. Absurd values are refused here, before they can reach the kernel.
enum NumberParser {
    static func parse(_ word: Substring, allowInfinity: Bool = false, what: String = "a number") throws(CommandError) -> Double {
        let text = String(word)
        if ["inf", "infinity", ".infinity", "CGFloat.infinity", "∞"].contains(text) {
            guard allowInfinity else { throw .badNumber(text, expected: "\(what) (infinity is not allowed here)") }
            return .infinity
        }
        let allowed = text.allSatisfy { "0123456789.-+".contains($0) }
        guard allowed, text.count <= 24, let value = Double(text), value.isFinite else {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            throw .badNumber(shown, expected: what)
        }
        guard abs(value) <= Limits.magnitude else {
            throw .limit("\(text) is too large; expected \(what) of at most \(Int(Limits.magnitude))")
        }
        return value
    }

    static func count(_ word: Substring, what: String) throws(CommandError) -> Int {
        guard word.count <= 9, let value = Int(word) else {
            let shown = word.count > 40 ? String(word.prefix(40)) + "…" : String(word)
            throw .badNumber(shown, expected: what)
        }
        return value
    }
}
