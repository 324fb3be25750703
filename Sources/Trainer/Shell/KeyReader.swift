/// A key the slider understands, decoded from the bytes a terminal sends.
enum Key: Equatable {
    case left, right, up, down
    case shiftLeft, shiftRight
    case enter, escape, ctrlC, backspace
    case character(Character)
    /// A sequence the slider has no use for (function keys, Alt-x, …).
    case unknown
}

/// Turns terminal bytes into keys: `ESC [ D` is ←, `ESC [ 1 ; 2 D` Shift-←, `ESC O D` ← in
/// application mode. A lone ESC is Escape only once no more bytes follow: the reader calls
/// `flush()` when the terminal stays quiet for a moment. Pure, so tests feed it bytes.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether bytes of an unfinished sequence or character wait for more.
    var isPending: Bool { !pending.isEmpty }

    /// The keys `byte` completes (none while a sequence is still open).
    mutating func feed(_ byte: UInt8) -> [Key] {
        pending.append(byte)
        guard let key = Self.decode(pending) else { return [] }
        pending = []
        return [key]
    }

    /// The terminal went quiet: whatever is pending is complete as it is.
    mutating func flush() -> [Key] {
        defer { pending = [] }
        guard !pending.isEmpty else { return [] }
        if pending == [0x1B] { return [.escape] }
        // ESC and one more byte (Alt-x), or a sequence cut short.
        return [.unknown]
    }

    /// The key `bytes` make, or nil when they are the start of a longer sequence.
    static func decode(_ bytes: [UInt8]) -> Key? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escapeSequence(bytes)
        case 0x0D, 0x0A: return .enter
        case 0x03: return .ctrlC
        case 0x7F, 0x08: return .backspace
        case 0x00..<0x20: return .unknown
        case 0x20..<0x80: return .character(Character(Unicode.Scalar(first)))
        default: return utf8(bytes)
        }
    }

    private static func escapeSequence(_ bytes: [UInt8]) -> Key? {
        guard bytes.count >= 2 else { return nil }
        switch bytes[1] {
        case UInt8(ascii: "["):
            // CSI: parameters (digits and ;) then one final byte in @…~.
            guard bytes.count >= 3, let last = bytes.last, (0x40...0x7E).contains(last) else {
                return bytes.count > 16 ? .unknown : nil
            }
            let parameters = String(decoding: bytes[2..<(bytes.count - 1)], as: UTF8.self)
            let shifted = parameters.hasSuffix(";2")
            switch last {
            case UInt8(ascii: "D"): return shifted ? .shiftLeft : .left
            case UInt8(ascii: "C"): return shifted ? .shiftRight : .right
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            default: return .unknown
            }
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            switch bytes[2] {
            case UInt8(ascii: "D"): return .left
            case UInt8(ascii: "C"): return .right
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            default: return .unknown
            }
        case 0x1B:
            // ESC ESC: the first was Escape on its own; the decoder does not look back, so both go.
            return .escape
        default:
            return .unknown
        }
    }

    /// A multi-byte UTF-8 character, once all its bytes are in.
    private static func utf8(_ bytes: [UInt8]) -> Key? {
        let needed: Int
        switch bytes[0] {
        case 0xC0...0xDF: needed = 2
        case 0xE0...0xEF: needed = 3
        case 0xF0...0xF7: needed = 4
        default: return .unknown
        }
        guard bytes.count >= needed else { return nil }
        return String(decoding: bytes, as: UTF8.self).first.map(Key.character) ?? .unknown
    }
}

/// Reads keys from the terminal for the slider: one key, or why none came.
struct KeyReader {
    enum Event: Equatable {
        case key(Key)
        /// A signal arrived (a resize, SIGTERM): the caller looks at `Interrupt`.
        case signal
        /// The input ended or failed.
        case end
    }

    private var decoder = KeyDecoder()
    private var ready: [Key] = []
    let fd: Int32

    init(fd: Int32 = System.standardInput) { self.fd = fd }

    /// How long a lone ESC waits for the rest of a sequence.
    static let escapeDelay: Int32 = 40

    /// Whether a key is waiting: a long search stops when one is.
    func keyWaiting() -> Bool { !ready.isEmpty || System.waitForInput(fd, milliseconds: 0) }

    mutating func next() -> Event {
        while true {
            if !ready.isEmpty { return .key(ready.removeFirst()) }
            if decoder.isPending && !System.waitForInput(fd, milliseconds: Self.escapeDelay) {
                ready += decoder.flush()
                continue
            }
            switch System.readByte(fd) {
            case .byte(let byte): ready += decoder.feed(byte)
            case .interrupted: return .signal
            case .end, .failed: return .end
            }
        }
    }
}
