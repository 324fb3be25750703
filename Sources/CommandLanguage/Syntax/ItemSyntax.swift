import GridModel
import LayoutKernel

/// Items and item edits: `fixed 70 spacing 4`, `adaptive 40 max 80`, `GridItem(...)`,
/// `set N min 20`.
enum ItemSyntax {
    static let alignmentNames = ItemAlignment.allCases.map(\.rawValue)

    static func itemNumber(_ lexer: inout Lexer) throws(CommandError) -> Int {
        let word = try lexer.require(.count(.item))
        let number = try NumberParser.count(word, what: .count(.item))
        guard number >= 1 else {
            throw .language(.expected(.count(.item), found: String(word)))
        }
        return number
    }

    /// An item alignment, or nil for `none` or `default`: no alignment of its own, SwiftUI's
    /// default, which leaves cells to the grid's alignment (A8).
    package static func alignment(_ word: Word) throws(CommandError) -> ItemAlignment? {
        if word == "default" || word == "none" || word == "nil" { return nil }
        let name = word.hasPrefix(".") ? Word(word.bytes.dropFirst()) : word
        guard let alignment = ItemAlignment(rawValue: String(name)) else {
            throw .language(.expected(.form(.alignment), found: String(word)))
        }
        return alignment
    }

    /// `fixed 70 ...`, `flexible ...`, `adaptive 40 ...` or `GridItem(...)`.
    package static func item(_ lexer: inout Lexer) throws(CommandError) -> GridItem {
        guard let kind = lexer.peek else {
            throw .language(.missing(.form(.item)))
        }
        if kind.hasPrefix("GridItem") || kind.hasPrefix(".init(") {
            let items = try SwiftItems.read(lexer.rest())
            guard items.count == 1, let item = items.first else {
                throw .language(.conflict(.itemCount(items.count)))
            }
            return item
        }
        _ = lexer.next()
        var item: GridItem
        var minimum: Double?
        var maximum: Double?
        switch kind {
        case "fixed":
            item = GridItem(
                .fixed(
                    try NumberParser.parse(
                        try lexer.require(.number(.fixedSize)), what: .number(.fixedSize))))
        case "flexible":
            item = GridItem(.flexible())
        case "adaptive":
            var word = try lexer.require(.number(.adaptiveMinimum))
            if word == "min" { word = try lexer.require(.number(.adaptiveMinimum)) }
            minimum = try NumberParser.parse(word, what: .number(.adaptiveMinimum))
            item = GridItem(.adaptive(minimum: minimum!))
        default:
            throw .language(.expected(.form(.item), found: String(kind)))
        }
        while let option = lexer.next() {
            switch option {
            case "min" where !item.size.isFixed:
                minimum = try NumberParser.parse(
                    try lexer.require(.number(.minimum)), what: .number(.minimum))
            case "max" where !item.size.isFixed:
                maximum = try NumberParser.parse(
                    try lexer.require(.number(.maximum)), allowInfinity: true,
                    what: .number(.maximum))
            case "spacing":
                let word = try lexer.require(.number(.itemSpacing))
                item.spacing =
                    word == "default"
                    ? nil : try NumberParser.parse(word, what: .number(.itemSpacing))
            case "align", "alignment":
                item.alignment = try alignment(try lexer.require(.form(.alignment)))
            default:
                let options =
                    item.size.isFixed
                    ? ["spacing", "align"] : ["min", "max", "spacing", "align"]
                throw .language(.expected(.words(options), found: String(option)))
            }
        }
        switch item.size {
        case .fixed: break
        case .flexible: item.size = .flexible(minimum: minimum ?? 10, maximum: maximum ?? .infinity)
        case .adaptive: item.size = .adaptive(minimum: minimum ?? 0, maximum: maximum ?? .infinity)
        }
        return item
    }

    /// The words `set N` takes.
    static let itemEdits = ["fixed", "flexible", "adaptive", "min", "max", "spacing", "align"]

    static func itemEdit(_ lexer: inout Lexer) throws(CommandError) -> ItemEdit {
        let what = try lexer.require(.words(itemEdits))
        switch what {
        case "fixed", "flexible", "adaptive":
            let words = [what] + collectRest(&lexer)
            var sub = Lexer(words.map(\.text).joined(separator: " "))
            let item = try item(&sub)
            return .size(
                item.size, spacing: words.contains { $0 == "spacing" } ? .some(item.spacing) : nil,
                alignment: words.contains { $0 == "align" || $0 == "alignment" }
                    ? .some(item.alignment) : nil)
        case "min":
            return .minimum(
                try NumberParser.parse(
                    try lexer.require(.number(.minimum)), what: .number(.minimum)))
        case "max":
            return .maximum(
                try NumberParser.parse(
                    try lexer.require(.number(.maximum)), allowInfinity: true,
                    what: .number(.maximum)))
        case "spacing":
            let word = try lexer.require(.number(.itemSpacing))
            return .spacing(
                word == "default"
                    ? nil : try NumberParser.parse(word, what: .number(.itemSpacing)))
        case "align", "alignment":
            return .alignment(try alignment(try lexer.require(.form(.alignment))))
        default:
            throw .language(.expected(.words(itemEdits), found: String(what)))
        }
    }

    private static func collectRest(_ lexer: inout Lexer) -> [Word] {
        var words: [Word] = []
        while let word = lexer.next() { words.append(word) }
        return words
    }
}
