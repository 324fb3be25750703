/// Numbers as people type them: `70`, `12.5`, `-3`, and `inf`/`.infinity` where SwiftUI accepts
/// infinity. Absurd values are refused here, before they can reach the kernel.
enum NumberParser {
    /// The spellings of infinity people type.
    static let infinityWords: Set<Substring> = ["inf", "infinity", ".infinity", "CGFloat.infinity", "∞"]

    /// `what` says what was expected; it is built only for an error.
    static func parse(
        _ word: Substring, allowInfinity: Bool = false, what: @autoclosure () -> String = "a number"
    ) throws(CommandError) -> Double {
        // Plain numbers first, without building a String: most words are "70" or "12.5".
        if word.utf8.count <= 24, word.utf8.allSatisfy({ (48...57).contains($0) || $0 == 46 }), let value = Double(word) {
            guard value <= Limits.magnitude else {
                throw .limit("\(shown(String(word))) is too large; expected \(what()) of at most \(Int(Limits.magnitude))")
            }
            return value
        }
        let text = String(word)
        if infinityWords.contains(word) {
            guard allowInfinity else { throw .badNumber(text, expected: "\(what()) (infinity is not allowed here)") }
            return .infinity
        }
        // Plain decimals of any precision (what `save` and `code` write) and, for people who
        // type them, exponents like 1e-5; never hex floats, nan or words Double would take.
        let allowed = text.utf8.allSatisfy { (48...57).contains($0) || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69 }
        guard allowed, text.utf8.count <= 400, let value = Double(text), value.isFinite else {
            throw .badNumber(shown(text), expected: what())
        }
        guard abs(value) <= Limits.magnitude else {
            throw .limit("\(shown(text)) is too large; expected \(what()) of at most \(Int(Limits.magnitude))")
        }
        return value
    }

    /// At most 40 characters of a word, for messages.
    private static func shown(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }

    static func count(_ word: Substring, what: @autoclosure () -> String) throws(CommandError) -> Int {
        guard word.count <= 9, let value = Int(word) else {
            let shown = word.count > 40 ? String(word.prefix(40)) + "…" : String(word)
            throw .badNumber(shown, expected: what())
        }
        return value
    }
}
