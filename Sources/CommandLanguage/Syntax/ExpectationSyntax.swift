import LayoutKernel

/// What an `expect` line may check.
enum ExpectationSyntax {
    static let expectations = [
        "widths", "pass1", "tracks", "item", "grid", "origin", "flag", "no", "assumption",
        "columns", "rows", "size", "columncount", "cell",
    ]

    private static func numbers(_ lexer: inout Lexer, what: String) throws(CommandError) -> [Double]
    {
        var values: [Double] = []
        while let word = lexer.next() {
            if word == "·" { continue }
            values.append(try NumberParser.parse(word, what: what))
        }
        return values
    }

    private static func flagCode(_ lexer: inout Lexer) throws(CommandError) -> Diagnostic.Code {
        let word = try lexer.require("a flag code")
        guard let code = Diagnostic.Code(rawValue: String(word)) else {
            let codes = Diagnostic.Code.allCases.map(\.rawValue).joined(separator: ", ")
            throw .language(.expected("a flag code (\(codes))", found: String(word)))
        }
        return code
    }

    package static func expectation(_ lexer: inout Lexer) throws(CommandError) -> Expectation {
        let what = try lexer.require("what to check: \(expectations.joined(separator: ", "))")
        switch what {
        case "widths": return .widths(try numbers(&lexer, what: "track widths"))
        case "pass1": return .pass1(try numbers(&lexer, what: "pass-1 item widths"))
        case "tracks":
            return .tracks(
                try NumberParser.count(try lexer.require("a track count"), what: "a track count"))
        case "item": return try itemExpectation(&lexer)
        case "grid":
            return .grid(
                try NumberParser.parse(
                    try lexer.require("the grid's size"), what: "the grid's size"))
        case "origin":
            return .origin(
                try NumberParser.parse(
                    try lexer.require("the grid's origin"), what: "the grid's origin"))
        case "flag": return .flag(try flagCode(&lexer))
        case "assumption":
            let word = try lexer.require("an assumption A1…A8, G6 or G7")
            guard let name = AssumptionName(Substring(word.text)) else {
                throw .language(.expected("an assumption A1…A8, G6 or G7", found: String(word)))
            }
            return .assumption(name)
        case "columns": return .columns(try numbers(&lexer, what: "column widths"))
        case "rows": return .rows(try numbers(&lexer, what: "row heights"))
        case "columncount":
            return .columnCount(
                try NumberParser.count(try lexer.require("a column count"), what: "a column count"))
        case "size":
            let word = try lexer.require("a size like 400x316")
            let parts = word.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw .language(.expected("a size like 400x316", found: String(word.prefix(40))))
            }
            return .size(
                width: try NumberParser.parse(parts[0], what: "a width"),
                height: try NumberParser.parse(parts[1], what: "a height"))
        case "cell": return try cellExpectation(&lexer)
        case "no":
            let next = try lexer.require("flags or flag CODE")
            if next == "flags" { return .noFlags }
            guard next == "flag" else {
                throw .language(.expected("flags or flag CODE", found: String(next)))
            }
            return .noFlag(try flagCode(&lexer))
        default:
            throw .language(
                .expected(
                    "what to check: \(expectations.joined(separator: ", "))", found: String(what)))
        }
    }

    /// `item N tracks COUNT` or `item N width W`.
    private static func itemExpectation(_ lexer: inout Lexer) throws(CommandError) -> Expectation {
        let number = try ItemSyntax.itemNumber(&lexer)
        let field = try lexer.require("tracks or width")
        switch field {
        case "tracks":
            return .itemTracks(
                number,
                try NumberParser.count(
                    try lexer.require("a track count"), what: "a track count"))
        case "width":
            return .itemWidth(
                number, try NumberParser.parse(try lexer.require("a width"), what: "a width"))
        default: throw .language(.expected("tracks or width", found: String(field)))
        }
    }

    /// `cell ROW COLUMN slot|content X Y WIDTH HEIGHT`.
    private static func cellExpectation(_ lexer: inout Lexer) throws(CommandError) -> Expectation {
        let row = try NumberParser.count(
            try lexer.require("a row number"), what: "a row number")
        let column = try NumberParser.count(
            try lexer.require("a column number"), what: "a column number")
        let which = try lexer.require("slot or content")
        guard which == "slot" || which == "content" else {
            throw .language(.expected("slot or content", found: String(which)))
        }
        var values: [Double] = []
        for _ in 0..<4 {
            values.append(
                try NumberParser.parse(
                    try lexer.require("x y width height"), what: "a number (x y width height)"))
        }
        return .cellFrame(
            row: row, column: column, slot: which == "slot",
            Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
    }
}
