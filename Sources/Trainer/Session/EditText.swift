/// An edit as typed, kept for undo and redo to name ("undid: set 2 min 45"). A script keeps
/// one for every line and almost never shows it, so up to 24 bytes (nearly every command) are
/// kept in place, as bytes; a String is made only when undo or redo says it.
struct EditText: Equatable {
    /// The bytes of a short text, packed little-end first.
    private var packed: (UInt64, UInt64, UInt64) = (0, 0, 0)
    private var count = 0
    /// A text longer than `packed` holds.
    private var long: String?

    init(_ text: String) { self.init(bytes: ArraySlice(text.utf8)) }

    /// UTF-8 bytes, checked before (a line the runner read).
    init(bytes: ArraySlice<UInt8>) {
        guard bytes.count <= 24 else {
            long = String(decoding: bytes, as: UTF8.self)
            return
        }
        count = bytes.count
        // Packed in registers, word by word (storing bytes one by one and then reading the
        // words back stalls the processor).
        packed = bytes.withUnsafeBufferPointer { bytes in
            var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
            for (offset, byte) in bytes.enumerated() {
                let shifted = UInt64(byte) << UInt64((offset & 7) * 8)
                switch offset >> 3 {
                case 0: words.0 |= shifted
                case 1: words.1 |= shifted
                default: words.2 |= shifted
                }
            }
            return words
        }
    }

    var text: String {
        if let long { return long }
        return withUnsafeBytes(of: packed) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }

    static func == (lhs: EditText, rhs: EditText) -> Bool { lhs.text == rhs.text }
}
