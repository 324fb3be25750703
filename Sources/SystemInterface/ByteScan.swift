/// The trainer's scans over raw bytes that read memory through a buffer pointer: the runner's
/// one pass over each line (which kinds of byte it holds), a command word compared with a
/// literal or a command's name, and the line reader's ASCII and UTF-8 checks. The one place
/// outside the C calls where the trainer touches an unsafe pointer, so it is fenced here.
///
/// Why it is safe: every pointer is made by `withUnsafeBufferPointer` (or `StaticString`'s
/// `withUTF8Buffer`) on a value the function holds for the whole call, is used only inside
/// that closure and never escapes it (no function here returns or stores a pointer); every
/// read is either a `for … in` over the buffer, which stays within its count, or an index
/// proved in range just before (`table.count == 256` for a byte index, equal counts before an
/// element-wise comparison).
///
/// Implementation note: through the buffer the loops compile to plain loads with no bounds
/// check per byte; a script runs every line through `union(of:through:)` and every word
/// through `equal`, so these are the trainer's hottest loops (`make bench`, "per script
/// line"). They are `@inlinable` so that the other targets inline them as they did when the
/// loops were written in place: called across modules, they cost 6% more instructions per
/// script line (5,385 against 5,052, callgrind).
package enum ByteScan {
    /// Every byte of `bytes` ORed together: below 0x80 when all of them are ASCII.
    @inlinable
    package static func union(of bytes: ArraySlice<UInt8>) -> UInt8 {
        bytes.withUnsafeBufferPointer { buffer in
            var high: UInt8 = 0
            for byte in buffer { high |= byte }
            return high
        }
    }

    /// `table[byte]` ORed over every byte of `bytes`: the flags of every kind that occurs,
    /// for a table of 256 entries (one per byte value).
    @inlinable
    package static func union(of bytes: ArraySlice<UInt8>, through table: [UInt8]) -> UInt8 {
        precondition(table.count == 256, "a byte table has one entry per byte value")
        return table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { buffer in
                var kinds: UInt8 = 0
                for byte in buffer { kinds |= table[Int(byte)] }
                return kinds
            }
        }
    }

    /// Whether `bytes` are exactly the bytes of `other`.
    ///
    /// Implementation note: an index loop (`sameBytes`), as for a literal below.
    /// `elementsEqual` over the two buffers walked them with two iterators through a generic
    /// specialization that was not inlined (149 instructions for a command's name of five
    /// bytes): 5,613 instructions a line of `scripts/bench`'s script against 5,493 with the
    /// loop (callgrind).
    @inlinable
    package static func equal(_ bytes: ArraySlice<UInt8>, _ other: [UInt8]) -> Bool {
        guard bytes.count == other.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            other.withUnsafeBufferPointer { sameBytes(buffer, $0) }
        }
    }

    /// Whether `bytes` are exactly the UTF-8 of `literal`.
    @inlinable
    package static func equal(_ bytes: ArraySlice<UInt8>, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            bytes.withUnsafeBufferPointer { sameBytes($0, expected) }
        }
    }

    /// Whether two buffers of the same count hold the same bytes: the index loop both `equal`s
    /// use (why not `elementsEqual`: see `equal(_:_:)` over bytes).
    @inlinable
    package static func sameBytes(
        _ buffer: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        for index in 0..<buffer.count where buffer[index] != other[index] {
            return false
        }
        return true
    }

    /// Whether `bytes` start with the UTF-8 of `literal`.
    @inlinable
    package static func hasPrefix(_ bytes: ArraySlice<UInt8>, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { bytes.starts(with: $0) }
    }

    /// Whether `bytes` are valid UTF-8. ASCII (nearly every line of a script) is valid as it
    /// is; the general check, a decode scalar by scalar (`Unicode.UTF8`'s parser, available on
    /// every macOS where `String(validating:as:)` needs macOS 15), is only for the rest.
    @inlinable
    package static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var high: UInt8 = 0
            for byte in buffer { high |= byte }
            if high < 0x80 { return true }
            var input = buffer.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            while true {
                switch parser.parseScalar(from: &input) {
                case .valid: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }
    }
}
