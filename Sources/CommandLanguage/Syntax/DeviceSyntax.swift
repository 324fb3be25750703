import GridModel
import LayoutKernel
import Words

/// The screen where a number is accepted: `393`, `iphone-15`, `ipad-mini landscape`.
enum DeviceSyntax {
    /// Reads a number (the screen's side along `axis`: its width for `vertical`), or a device
    /// name and an optional `portrait|landscape` (the whole screen of that device).
    package static func screen(_ lexer: inout Lexer, along axis: GridAxis) throws(CommandError)
        -> ScreenEdit
    {
        let side: Expected.Dimension = axis == .vertical ? .width : .height
        let word = try lexer.require(.number(.screen(side)))
        // A number (the common case) goes straight to the number parser, as do its errors.
        if let first = word.first, Self.startsNumber(first) {
            return .length(try NumberParser.parse(word, what: .number(.screen(side))), axis)
        }
        guard word.first != nil, !NumberParser.infinityWords.contains(word.text),
            Double(word.text) == nil
        else {
            return .length(try NumberParser.parse(word, what: .number(.screen(side))), axis)
        }
        guard let index = Device.all.firstIndex(where: { $0.name == word.text }) else {
            throw .language(
                .unknownDevice(
                    String(word), side: side,
                    suggestion: Suggestion.closest(to: String(word), among: Device.names)))
        }
        var orientation = Device.Orientation.portrait
        if let next = lexer.peek, let chosen = Device.Orientation(rawValue: String(next)) {
            _ = lexer.next()
            orientation = chosen
        }
        return .device(index, orientation)
    }

    /// Digits, a sign or a decimal point start a number: its errors stay the number parser's
    /// (as do those of words Double reads, like "nan", and the spellings of infinity).
    private static func startsNumber(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || byte == 45 || byte == 43 || byte == 46
    }

    /// What TAB offers after `width`: the device names, then the orientations.
    package static func complete(_ arguments: [Substring]) -> [String] {
        switch arguments.count {
        case 0: Device.names
        case 1 where Device.named(arguments[0]) != nil: Device.Orientation.allCases.map(\.rawValue)
        default: []
        }
    }
}
