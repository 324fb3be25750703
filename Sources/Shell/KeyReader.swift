import SystemInterface

/// One key press, as a presenter (or any full-screen mode) cares about it.
package enum Key: Equatable, Sendable {
    case left, right, up, down, home, end, pageUp, pageDown
    /// Shift-← and Shift-→ (`ESC [ 1 ; 2 D` / `C`): the slider's steps of 10.
    case shiftLeft, shiftRight
    case enter, space, tab, escape, backspace, delete
    case ctrlC, ctrlD
    /// Ctrl-Z: raw mode makes it a byte; full-screen modes suspend themselves on it.
    case ctrlZ
    case character(Character)
    /// A sequence no case above names (function keys, Alt-combinations), kept as its bytes.
    case other([UInt8])
}

/// What waiting for a key gave.
enum KeyEvent: Equatable, Sendable {
    case key(Key)
    /// A signal arrived first (SIGTERM, SIGWINCH): the caller checks `Interrupt` and waits again.
    case interrupted
    /// The input closed, or could not be read.
    case end
}

/// Reads keys from a terminal in raw mode (`RawTerminal`): bytes become `Key`s, arrow keys'
/// escape sequences included. The decoding is pure (`decode`), so it is tested without a
/// terminal.
struct KeyReader {
    let terminal: RawTerminal
    /// How long the rest of an escape sequence may take to arrive after its Esc: longer than a
    /// terminal ever needs, shorter than a person notices.
    static let escapeDelay: Int32 = 40

    /// Whether a key is waiting to be read now (a long search stops for it).
    func keyWaiting() -> Bool { terminal.hasInput(within: 0) }

    /// Blocks until a key, a signal or the end of input.
    func next() -> KeyEvent {
        let first: UInt8
        switch System.readByte(terminal.fd) {
        case .byte(let byte): first = byte
        case .interrupted: return .interrupted
        case .end, .failed: return .end
        }
        let key = Self.decode(first: first) {
            guard terminal.hasInput(within: Self.escapeDelay),
                case .byte(let byte) = System.readByte(terminal.fd)
            else { return nil }
            return byte
        }
        return .key(key)
    }

    /// The key that starts with `first`; `next` gives the following byte, or nil when none
    /// comes in time (a lone Esc, a cut-off sequence).
    static func decode(first: UInt8, next: () -> UInt8?) -> Key {
        switch first {
        case 0x1B: return escapeSequence(next)
        case 0x0D, 0x0A: return .enter
        case 0x20: return .space
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x03: return .ctrlC
        case 0x04: return .ctrlD
        case 0x1A: return .ctrlZ
        case 0x21...0x7E: return .character(Character(Unicode.Scalar(first)))
        case 0xC2...0xF4:
            let count = first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : 1
            var bytes = [first]
            for _ in 0..<count {
                guard let byte = next(), byte & 0xC0 == 0x80 else { return .other(bytes) }
                bytes.append(byte)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            guard let character = text.first, text.count == 1,
                !text.unicodeScalars.contains("\u{FFFD}")
            else { return .other(bytes) }
            return .character(character)
        default: return .other([first])
        }
    }

    /// After an Esc: nothing (the Esc key itself), or CSI/SS3 `ESC [ … final` / `ESC O final`.
    private static func escapeSequence(_ next: () -> UInt8?) -> Key {
        guard let introducer = next() else { return .escape }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            return .other([0x1B, introducer])
        }
        var bytes: [UInt8] = [0x1B, introducer]
        var parameters: [UInt8] = []
        // Parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
        while bytes.count < 16, let byte = next() {
            bytes.append(byte)
            guard (0x40...0x7E).contains(byte) else {
                parameters.append(byte)
                continue
            }
            switch (byte, String(decoding: parameters, as: UTF8.self)) {
            case (UInt8(ascii: "A"), _): return .up
            case (UInt8(ascii: "B"), _): return .down
            case (UInt8(ascii: "C"), "1;2"): return .shiftRight
            case (UInt8(ascii: "D"), "1;2"): return .shiftLeft
            case (UInt8(ascii: "C"), _): return .right
            case (UInt8(ascii: "D"), _): return .left
            case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"):
                return .home
            case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"):
                return .end
            case (UInt8(ascii: "~"), "3"): return .delete
            case (UInt8(ascii: "~"), "5"): return .pageUp
            case (UInt8(ascii: "~"), "6"): return .pageDown
            default: return .other(bytes)
            }
        }
        return .other(bytes)
    }
}
