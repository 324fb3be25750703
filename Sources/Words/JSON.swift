import LayoutKernel

/// A minimal JSON value, written by hand so that the trainer needs no Foundation to print it.
package indirect enum JSON {
    case null
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case array([JSON])
    /// Keys keep their order, as the examples show them.
    case object([(String, JSON)])

    /// Infinity and NaN are not JSON: they become null (`max: null` means infinity).
    package static func finite(_ value: Double) -> JSON { value.isFinite ? .number(value) : .null }

    package var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .number(let value):
            guard value.isFinite else { return "null" }
            return NumberText.exact(value)
        case .string(let value): return Self.quote(value)
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",")
                + "}"
        }
    }

    /// `text` as a JSON string, every character a terminal or a JSON Lines reader could act on
    /// written as `\uXXXX`: valid JSON either way, but no C1 reaches a terminal.
    package static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Control characters, DEL and C1 (a terminal acts on them when the JSON is
                // shown), and U+2028/2029 (line breaks to JavaScript and some viewers).
                if SingleLine.mustEscape(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
