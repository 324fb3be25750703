/// JSON's strings and numbers.
extension JSONReader {
    /// A string at `index` (its opening quote): escapes decoded, UTF-16 surrogate pairs joined,
    /// control characters and bytes that are not UTF-8 refused.
    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() throws(JSONSyntaxError) {
            guard !run.isEmpty else { return }
            var decoded = ""
            var iterator = run.makeIterator()
            var decoder = UTF8()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): decoded.unicodeScalars.append(scalar)
                case .emptyInput: break loop
                case .error: throw error("expected UTF-8 text in the string")
                }
            }
            scalars.append(contentsOf: decoded.unicodeScalars)
            run.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                scalars.append(try escape())
            case 0..<0x20:
                throw error(
                    "expected the string to end on its line; a control character or "
                        + "line break must be written as an escape such as \\n")
            default:
                run.append(byte)
                index += 1
            }
        }
        throw error("expected '\"' to end the string, found the end of the file")
    }

    /// One escape at `index` (its backslash).
    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("expected an escape, \(found)") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw error("expected the second half of a UTF-16 surrogate pair (\\uDC00…)")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
                else { throw error("expected the second half of a UTF-16 surrogate pair") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw error("expected a Unicode scalar, found a lone surrogate \\u")
            }
            return scalar
        default:
            index -= 1
            throw error(
                "expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX, \(found)")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u, \(found)")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number at `index`, in JSON's grammar:
    /// `-`? (`0` | digits) (`.` digits)? (`e` sign? digits)?
    mutating func number() throws(JSONSyntaxError) -> JSONNode.Value {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
            {
                index += 1
            }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let whole = index
        guard digits() > 0 else { throw error("expected a digit, \(found)") }
        if bytes[whole] == UInt8(ascii: "0") && index - whole > 1 {
            throw JSONSyntaxError(
                line: line, column: whole - lineStart + 1,
                message: "expected a number without leading zeros")
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.', \(found)") }
        }
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count
                && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
            {
                index += 1
            }
            guard digits() > 0 else { throw error("expected a digit in the exponent, \(found)") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(
                line: line, column: start - lineStart + 1,
                message: "expected a number within the range of a Double, found \(text)")
        }
        return .number(value)
    }
}
