/// What the scanner knows of Swift's characters and words.
extension SourceScanner {
    /// Keywords SwiftParser parses by recursing into what follows them.
    static let prefixKeywords: Set<String> = [
        "try", "await", "consume", "copy", "each", "repeat", "some", "any", "inout", "unsafe",
        "_move", "_borrow",
    ]

    typealias Scalars = Substring.UnicodeScalarView.Iterator

    /// A letter, as `Character.isLetter` says (ASCII looked at first).
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        }
        return scalar.properties.isAlphabetic
    }

    /// A digit, as `Character.isNumber` says (ASCII looked at first).
    static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar >= "0" && scalar <= "9" }
        return scalar.properties.numericType != nil
    }
}
