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
        packed = bytes.withUnsafeBytes { bytes in
            func word(_ number: Int) -> UInt64 {
                let start = number * 8
                guard start < bytes.count else { return 0 }
                if start + 8 <= bytes.count {
                    return UInt64(
                        littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self))
                }
                var word: UInt64 = 0
                for offset in start..<bytes.count {
                    word |= UInt64(bytes[offset]) << UInt64((offset - start) * 8)
                }
                return word
            }
            return (word(0), word(1), word(2))
        }
    }

    var text: String {
        if let long { return long }
        let words = [packed.0, packed.1, packed.2]
        let bytes = (0..<count).map {
            UInt8(truncatingIfNeeded: words[$0 / 8] >> UInt64($0 % 8 * 8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func == (lhs: EditText, rhs: EditText) -> Bool { lhs.text == rhs.text }
}
