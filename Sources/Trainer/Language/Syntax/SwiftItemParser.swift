import LayoutKernel

/// Reads `GridItem` values written in Swift, as a developer would paste them:
/// `GridItem(.adaptive(minimum: 40), spacing: 4, alignment: .leading)` and arrays of them,
/// optionally as `let columns: [GridItem] = [...]`.
struct SwiftItemParser {
    private enum Token: Equatable {
        case identifier(String)
        case number(Double)
        case symbol(Character)
    }

    private var tokens: [Token] = []
    private var position = 0

    init(_ text: Substring) throws(CommandError) {
        var chars = Array(text)
        // `let columns: [GridItem] = [...]`: everything after the `=` is the array.
        if let first = text.split(separator: " ").first, first == "let" || first == "var" {
            guard let equals = chars.firstIndex(of: "=") else { throw .swiftSyntax("expected '=' after '\(first)'") }
            chars = Array(chars[(equals + 1)...])
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace {
                i += 1
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_") { j += 1 }
                tokens.append(.identifier(String(chars[i..<j])))
                i = j
            } else if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
                var j = i + 1
                while j < chars.count && (chars[j].isNumber || chars[j] == "." || chars[j] == "_") { j += 1 }
                let literal = String(chars[i..<j].filter { $0 != "_" })
                let value = try NumberParser.parse(Substring(literal), what: "a number")
                tokens.append(.number(value))
                i = j
            } else if "()[],:.".contains(c) {
                tokens.append(.symbol(c))
                i += 1
            } else {
                throw .swiftSyntax("unexpected character '\(c.isASCII && c.asciiValue! < 32 ? "\\u{\(c.asciiValue!)}" : String(c))'")
            }
        }
    }

    /// Parses one `GridItem(...)` and nothing after it.
    static func item(_ text: Substring) throws(CommandError) -> GridItem {
        var parser = try SwiftItemParser(text)
        let item = try parser.parseItem()
        try parser.expectEnd()
        return item
    }

    /// Parses `[GridItem(...), ...]` and nothing after it.
    static func array(_ text: Substring) throws(CommandError) -> [GridItem] {
        var parser = try SwiftItemParser(text)
        try parser.expect("[")
        var items: [GridItem] = []
        while !parser.accept("]") {
            items.append(try parser.parseItem())
            if items.count > Limits.items { throw .limit("more than \(Limits.items) items; the trainer keeps at most \(Limits.items)") }
            if !parser.accept(",") {
                try parser.expect("]")
                break
            }
        }
        try parser.expectEnd()
        return items
    }

    private var current: Token? { position < tokens.count ? tokens[position] : nil }

    private func describe(_ token: Token?) -> String {
        switch token {
        case nil: "the end of the line"
        case .identifier(let name): "'\(name)'"
        case .number(let value): "'\(NumberText.format(value))'"
        case .symbol(let c): "'\(c)'"
        }
    }

    private mutating func accept(_ symbol: Character) -> Bool {
        if current == .symbol(symbol) {
            position += 1
            return true
        }
        return false
    }

    private mutating func expect(_ symbol: Character) throws(CommandError) {
        guard accept(symbol) else { throw .swiftSyntax("expected '\(symbol)', found \(describe(current))") }
    }

    private mutating func identifier(_ what: String) throws(CommandError) -> String {
        guard case .identifier(let name) = current else { throw .swiftSyntax("expected \(what), found \(describe(current))") }
        position += 1
        return name
    }

    private func expectEnd() throws(CommandError) {
        if let token = current { throw .swiftSyntax("unexpected \(describe(token)) after the closing bracket") }
    }

    private mutating func label(_ name: String) throws(CommandError) {
        let found = try identifier("'\(name):'")
        guard found == name else { throw .swiftSyntax("expected '\(name):', found '\(found)'") }
        try expect(":")
    }

    /// A number, `.infinity`, `CGFloat.infinity` or `nil` (returned as nil when allowed).
    private mutating func number(allowInfinity: Bool, allowNil: Bool = false) throws(CommandError) -> Double? {
        switch current {
        case .number(let value):
            position += 1
            return value
        case .identifier("nil") where allowNil:
            position += 1
            return nil
        case .identifier("CGFloat"), .identifier("Double"):
            position += 1
            try expect(".")
            return try infinity(allowInfinity)
        case .symbol("."):
            position += 1
            return try infinity(allowInfinity)
        default:
            throw .swiftSyntax("expected a number, found \(describe(current))")
        }
    }

    private mutating func infinity(_ allowed: Bool) throws(CommandError) -> Double {
        let name = try identifier("'infinity'")
        guard name == "infinity" else { throw .swiftSyntax("expected 'infinity', found '\(name)'") }
        guard allowed else { throw .swiftSyntax("infinity is not allowed here; expected a finite number") }
        return .infinity
    }

    /// After an argument: a ',' (consumed) or a ')' (left for the caller).
    private mutating func commaOrClose() throws(CommandError) {
        if current == .symbol(")") { return }
        guard accept(",") else { throw .swiftSyntax("expected ',' or ')', found \(describe(current))") }
    }

    private mutating func parseItem() throws(CommandError) -> GridItem {
        let name = try identifier("'GridItem('")
        guard name == "GridItem" else { throw .swiftSyntax("expected 'GridItem(', found '\(name)'") }
        try expect("(")
        var item = GridItem()
        if accept(")") { return item }
        if current == .symbol(".") {
            item.size = try parseSize()
            try commaOrClose()
            if accept(")") { return item }
        }
        if current == .identifier("spacing") {
            try label("spacing")
            item.spacing = try number(allowInfinity: false, allowNil: true)
            try commaOrClose()
            if accept(")") { return item }
        }
        try label("alignment")
        if current == .identifier("nil") {
            position += 1
        } else {
            if current == .identifier("Alignment") { position += 1 }
            try expect(".")
            let value = try identifier("an alignment")
            guard let alignment = ItemAlignment(rawValue: value) else {
                throw .swiftSyntax(
                    "'\(value)' is not an alignment; expected one of \(ItemAlignment.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            item.alignment = alignment
        }
        try expect(")")
        return item
    }

    private mutating func parseSize() throws(CommandError) -> GridItemSize {
        try expect(".")
        let kind = try identifier("fixed, flexible or adaptive")
        switch kind {
        case "fixed":
            try expect("(")
            let value = try number(allowInfinity: false)!
            try expect(")")
            return .fixed(value)
        case "flexible":
            try expect("(")
            var minimum = 10.0
            var maximum = Double.infinity
            if current == .identifier("minimum") {
                try label("minimum")
                minimum = try number(allowInfinity: false)!
                if !accept(",") {
                    try expect(")")
                    return .flexible(minimum: minimum, maximum: maximum)
                }
            }
            if current == .identifier("maximum") {
                try label("maximum")
                maximum = try number(allowInfinity: true)!
            }
            try expect(")")
            return .flexible(minimum: minimum, maximum: maximum)
        case "adaptive":
            try expect("(")
            try label("minimum")
            let minimum = try number(allowInfinity: false)!
            var maximum = Double.infinity
            if accept(",") {
                try label("maximum")
                maximum = try number(allowInfinity: true)!
            }
            try expect(")")
            return .adaptive(minimum: minimum, maximum: maximum)
        default:
            throw .swiftSyntax("'.\(kind)' is not a GridItem size; expected .fixed, .flexible or .adaptive")
        }
    }
}
