import CommandLanguage
import SystemInterface

/// What a byte of a command line can be, for the runner's one pass over each line: a
/// possible control character (C0, DEL, or 0xC2, the first byte of every C1 control), a `#`
/// or `;` that splits the line, or anything but a space. Looked up in a table, so the pass is
/// a load and an OR per byte.
struct ByteKind: OptionSet {
    let rawValue: UInt8

    static let control = ByteKind(rawValue: 1)
    static let separator = ByteKind(rawValue: 2)
    static let printing = ByteKind(rawValue: 4)

    private static let table: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        var kind: ByteKind = []
        if (byte < 0x20 && byte != 9) || byte == 0x7F || byte == 0xC2 { kind.insert(.control) }
        if byte == UInt8(ascii: "#") || byte == UInt8(ascii: ";") { kind.insert(.separator) }
        if !Lexer.isSpace(byte) { kind.insert(.printing) }
        return kind.rawValue
    }

    /// Every kind that occurs in `bytes`.
    static func of(_ bytes: ArraySlice<UInt8>) -> ByteKind {
        ByteKind(rawValue: ByteScan.union(of: bytes, through: table))
    }
}
