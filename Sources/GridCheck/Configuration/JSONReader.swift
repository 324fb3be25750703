import Words

/// A JSON value read from a file, with the line and column where it starts, so that whoever
/// checks it (the `.gridtrainer.json` configuration) can name the place of a bad value.
struct JSONNode: Equatable, Sendable {
    /// One member of an object: its key, where the key is, and its value.
    struct Member: Equatable, Sendable {
        var key: String
        var line: Int
        var column: Int
        var value: JSONNode
    }

    enum Value: Equatable, Sendable {
        /// The members in the file's order (keys are unique: a repeated key is an error).
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var value: Value
    /// 1-based line of the value's first character.
    var line: Int
    /// 1-based byte column of the value's first character, as compilers count.
    var column: Int

    /// `an object`, `a string`: what a value is, for "expected …, found …" messages.
    var kind: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// Why a text is not JSON: the place and what was expected there.
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(line):\(column): \(message)" }
}

/// A strict JSON reader (RFC 8259: no comments, no trailing commas) that keeps positions.
/// Plain Swift over the bytes: the trainer does not link Foundation. Strings and numbers are
/// read in JSONReader+Scalars.swift.
struct JSONReader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    private var depth = 0

    /// Nesting deeper than this is refused (a configuration is two levels deep).
    static let maximumDepth = 32

    /// The one value of `bytes`, or where and why it is not JSON.
    static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: bytes)
        reader.skipBlanks()
        let value = try reader.value()
        reader.skipBlanks()
        guard reader.index == bytes.count else {
            throw reader.error("expected the end of the file after the value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        // A UTF-8 byte-order mark is not part of the text.
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        lineStart = index
    }

    var column: Int { index - lineStart + 1 }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    /// `found 'x'` or `found the end of the file`.
    var found: String {
        guard index < bytes.count else { return "found the end of the file" }
        let byte = bytes[index]
        guard (0x21...0x7E).contains(byte) else { return "found byte \(byte)" }
        return "found '\(Character(Unicode.Scalar(byte)))'"
    }

    private mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
        let (startLine, startColumn) = (line, column)
        func node(_ value: JSONNode.Value) -> JSONNode {
            JSONNode(value: value, line: startLine, column: startColumn)
        }
        guard index < bytes.count else {
            throw error("expected a value, found the end of the file")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return node(try object())
        case UInt8(ascii: "["): return node(try array())
        case UInt8(ascii: "\""): return node(.string(try string()))
        case UInt8(ascii: "t"): return node(try word("true", .bool(true)))
        case UInt8(ascii: "f"): return node(try word("false", .bool(false)))
        case UInt8(ascii: "n"): return node(try word("null", .null))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(try number())
        default:
            throw error(
                "expected a value (an object, array, string, number, true, false or null), \(found)"
            )
        }
    }

    private mutating func word(_ text: String, _ value: JSONNode.Value)
        throws(JSONSyntaxError) -> JSONNode.Value
    {
        let expected = Array(text.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw error("expected a value such as \(text), \(found)")
        }
        index += expected.count
        return value
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("expected at most \(Self.maximumDepth) nested arrays and objects")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        index += 1
        var members: [JSONNode.Member] = []
        skipBlanks()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, \(found)")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                throw JSONSyntaxError(
                    line: keyLine, column: keyColumn,
                    message: "the key '\(SingleLine.render(key))' appears twice in the object")
            }
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key, \(found)")
            }
            index += 1
            skipBlanks()
            let member = try value()
            members.append(.init(key: key, line: keyLine, column: keyColumn, value: member))
            skipBlanks()
            guard index < bytes.count else { throw error("expected ',' or '}', \(found)") }
            if bytes[index] == UInt8(ascii: "}") { break }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' after the value, \(found)")
            }
            index += 1
        }
        index += 1
        depth -= 1
        return .object(members)
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        index += 1
        var elements: [JSONNode] = []
        skipBlanks()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipBlanks()
            elements.append(try value())
            skipBlanks()
            guard index < bytes.count else { throw error("expected ',' or ']', \(found)") }
            if bytes[index] == UInt8(ascii: "]") { break }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw error("expected ',' or ']' after the element, \(found)")
            }
            index += 1
        }
        index += 1
        depth -= 1
        return .array(elements)
    }
}
