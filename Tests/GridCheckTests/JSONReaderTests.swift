import Testing

@testable import GridCheck

/// The JSON reader behind `.gridtrainer.json`: strict RFC 8259, values with their line and
/// byte column, and errors that say where and what was expected.
@Suite("JSON reader")
struct JSONReaderTests {
    static func read(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONReader.read(Array(text.utf8))
    }

    /// The error for `text`, or nil when it reads.
    static func error(_ text: String) -> JSONSyntaxError? {
        error(Array(text.utf8))
    }

    static func error(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.read(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesAndTheirPlaces() throws {
        let node = try Self.read("{\n  \"a\": [1, -0.5e3, true, null],\n  \"b\": {\"c\": \"d\"}\n}")
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].line == 2 && members[0].column == 3)
        #expect(
            members[0].value.value
                == .array([
                    JSONNode(value: .number(1), line: 2, column: 9),
                    JSONNode(value: .number(-500), line: 2, column: 12),
                    JSONNode(value: .bool(true), line: 2, column: 20),
                    JSONNode(value: .null, line: 2, column: 26),
                ]))
        #expect(members[1].value.line == 3 && members[1].value.column == 8)
    }

    @Test func stringEscapes() throws {
        // é as an escape, 😀 as a surrogate pair, and the short escapes.
        let node = try Self.read(#""\u00e9\ud83d\ude00\"\\\/\b\f\n\r\t""#)
        #expect(node.value == .string("é😀\"\\/\u{8}\u{C}\n\r\t"))
        // Text that is already UTF-8 comes through as it is; a byte-order mark is skipped.
        #expect(
            try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("\"größe\"".utf8)).value
                == .string("größe"))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a key in double quotes, found '}'"),
        ("[1,]", 1, 4, "expected a value"),
        ("01", 1, 1, "without leading zeros"),
        ("1.", 1, 3, "expected a digit after '.'"),
        ("\"a", 1, 3, "expected '\"' to end the string"),
        ("\"a\nb\"", 1, 3, "must be written as an escape"),
        ("\"\\ud83d\"", 1, 8, "second half of a UTF-16 surrogate pair"),
        ("\"\\x\"", 1, 3, "expected an escape"),
        ("{} {}", 1, 4, "expected the end of the file"),
        ("nul", 1, 1, "expected a value such as null"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key"),
        ("", 1, 1, "found the end of the file"),
        ("{\n\n  \"a\": tru\n}", 3, 8, "expected a value such as true"),
        ("1e999", 1, 1, "within the range of a Double"),
    ])
    func errorsSayWhereAndWhat(text: String, line: Int, column: Int, words: String) {
        let error = Self.error(text)
        #expect(error?.line == line && error?.column == column, "\(String(describing: error))")
        #expect(error?.message.contains(words) == true, "\(String(describing: error))")
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        let error = Self.error([0x22, 0x61, 0xFF, 0x22])
        #expect(error?.message == "expected UTF-8 text in the string")
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 33) + String(repeating: "]", count: 33)
        #expect(Self.error(deep)?.message.contains("at most 32 nested") == true)
        let fine = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(Self.error(fine) == nil)
    }
}
