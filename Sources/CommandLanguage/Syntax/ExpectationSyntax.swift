import LayoutKernel

/// What an `expect` line may check.
enum ExpectationSyntax {
    static let expectations = [
        "widths", "pass1", "tracks", "item", "grid", "origin", "flag", "no", "assumption",
        "columns", "rows", "size", "columncount", "cell",
    ]

    private static func numbers(_ lexer: inout Lexer, what: Expected.Number) throws(CommandError)
        -> [Double]
    {
        var values: [Double] = []
        while let word = lexer.next() {
            if word == "·" { continue }
            values.append(try NumberParser.parse(word, what: .number(what)))
        }
        return values
    }

    private static func flagCode(_ lexer: inout Lexer) throws(CommandError) -> Diagnostic.Code {
        let word = try lexer.require(.form(.flagCode))
        guard let code = Diagnostic.Code(rawValue: String(word)) else {
            throw .language(.expected(.form(.flagCode), found: String(word)))
        }
        return code
    }

    /// A count to expect: 0 or more (`expect tracks -1` was a failed check, not a refusal).
    private static func count(_ lexer: inout Lexer, _ what: Expected.Count) throws(CommandError)
        -> Int
    {
        let value = try NumberParser.count(try lexer.require(.count(what)), what: .count(what))
        guard value >= 0 else {
            throw .language(.outOfRange(Double(value), expected: .count(what)))
        }
        return value
    }

    package static func expectation(_ lexer: inout Lexer) throws(CommandError) -> Expectation {
        let what = try lexer.require(.form(.check))
        switch what {
        case "widths": return .widths(try numbers(&lexer, what: .trackWidths))
        case "pass1": return .pass1(try numbers(&lexer, what: .pass1Widths))
        case "tracks": return .tracks(try count(&lexer, .tracks))
        case "item": return try itemExpectation(&lexer)
        case "grid":
            return .grid(
                try NumberParser.parse(
                    try lexer.require(.number(.gridSize)), what: .number(.gridSize)))
        case "origin":
            return .origin(
                try NumberParser.parse(
                    try lexer.require(.number(.gridOrigin)), what: .number(.gridOrigin)))
        case "flag": return .flag(try flagCode(&lexer))
        case "assumption":
            let word = try lexer.require(.form(.assumption))
            guard let name = AssumptionName(Substring(word.text)) else {
                throw .language(.expected(.form(.assumption), found: String(word)))
            }
            return .assumption(name)
        case "columns": return .columns(try numbers(&lexer, what: .columnWidths))
        case "rows": return .rows(try numbers(&lexer, what: .rowHeights))
        case "columncount": return .columnCount(try count(&lexer, .columns))
        case "size":
            let word = try lexer.require(.form(.checkedSize))
            let parts = word.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw .language(.expected(.form(.checkedSize), found: String(word)))
            }
            return .size(
                width: try NumberParser.parse(parts[0], what: .number(.checkedLength(.width))),
                height: try NumberParser.parse(parts[1], what: .number(.checkedLength(.height))))
        case "cell": return try cellExpectation(&lexer)
        case "no":
            let next = try lexer.require(.words(["flags", "flag CODE"]))
            if next == "flags" { return .noFlags }
            guard next == "flag" else {
                throw .language(.expected(.words(["flags", "flag CODE"]), found: String(next)))
            }
            return .noFlag(try flagCode(&lexer))
        default:
            throw .language(.expected(.form(.check), found: String(what)))
        }
    }

    /// `item N tracks COUNT` or `item N width W`.
    private static func itemExpectation(_ lexer: inout Lexer) throws(CommandError) -> Expectation {
        let number = try ItemSyntax.itemNumber(&lexer)
        let field = try lexer.require(.words(["tracks", "width"]))
        switch field {
        case "tracks":
            return .itemTracks(
                number,
                try NumberParser.count(
                    try lexer.require(.count(.tracks)), what: .count(.tracks)))
        case "width":
            return .itemWidth(
                number,
                try NumberParser.parse(
                    try lexer.require(.number(.checkedLength(.width))),
                    what: .number(.checkedLength(.width))))
        default: throw .language(.expected(.words(["tracks", "width"]), found: String(field)))
        }
    }

    /// `cell ROW COLUMN slot|content X Y WIDTH HEIGHT`.
    private static func cellExpectation(_ lexer: inout Lexer) throws(CommandError) -> Expectation {
        let row = try NumberParser.count(try lexer.require(.count(.row)), what: .count(.row))
        let column = try NumberParser.count(
            try lexer.require(.count(.column)), what: .count(.column))
        let which = try lexer.require(.words(["slot", "content"]))
        guard which == "slot" || which == "content" else {
            throw .language(.expected(.words(["slot", "content"]), found: String(which)))
        }
        var values: [Double] = []
        for _ in 0..<4 {
            values.append(
                try NumberParser.parse(
                    try lexer.require(.number(.cellFrame)), what: .number(.cellFrame)))
        }
        return .cellFrame(
            row: row, column: column, slot: which == "slot",
            Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
    }
}
