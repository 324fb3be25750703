extension NumberText {
    /// Every finite `Double` as the shortest plain decimal that reads back to exactly the same
    /// value: `70`, `12.5`, `0.00001`, `1000000` — never exponent notation, so the trainer's
    /// number parser, a person and Swift source all read it. `save`, `code` and JSON use it;
    /// the screen uses `format`, which rounds.
    public static func exact(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == 0 { return "0" }
        // Swift's description is the shortest round-tripping form, maybe with an exponent.
        var text = value.description
        var negative = false
        if text.hasPrefix("-") {
            negative = true
            text.removeFirst()
        }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        // All digits, and where the point goes among them.
        var digits = whole + fraction
        var point = whole.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        var integer = String(digits.prefix(point))
        var decimals = String(digits.dropFirst(point))
        while decimals.hasSuffix("0") { decimals.removeLast() }
        while integer.count > 1 && integer.hasPrefix("0") { integer.removeFirst() }
        return (negative ? "-" : "") + integer + (decimals.isEmpty ? "" : "." + decimals)
    }
}
