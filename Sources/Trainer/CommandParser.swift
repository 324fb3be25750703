import LayoutKernel

/// Turns one command (already split at `;` and stripped of comments) into a `Command`.
/// Item numbers are 1-based as typed and stay 1-based in the `Command`; `Session` converts.
enum CommandParser {
    /// Every command name, for help, completion and "did you mean".
    static let commandNames = [
        "add", "insert", "remove", "move", "clear", "set", "columns", "rows", "axis", "width", "height", "alignment",
        "spacing", "cells", "cell", "show", "widths", "flags", "undo", "redo", "reset", "auto", "help", "quit", "exit",
        "explain", "textbook", "code", "expect", "save", "load", "presets", "compare", "source", "sweep", "paste",
        "grid", "lazy", "row", "fullrow", "quiz",
    ]

    static let alignmentNames = ItemAlignment.allCases.map(\.rawValue)

    static func parse(_ line: Substring) throws(CommandError) -> Command {
        var lexer = Lexer(line)
        guard let name = lexer.next() else { throw .missing("a command") }
        let command = try parseCommand(String(name), &lexer)
        try lexer.expectEnd(after: "'\(name)'")
        return command
    }

    private static func parseCommand(_ name: String, _ lexer: inout Lexer) throws(CommandError) -> Command {
        switch name {
        case "add":
            return .add(try item(&lexer))
        case "insert":
            let number = try itemNumber(&lexer)
            return .insert(number, try item(&lexer))
        case "remove":
            return .remove(try itemNumber(&lexer))
        case "move":
            let from = try itemNumber(&lexer)
            return .move(from, to: try itemNumber(&lexer))
        case "clear": return .clear
        case "set":
            let number = try itemNumber(&lexer)
            return .set(number, try itemEdit(&lexer))
        case "columns", "rows":
            let rest = lexer.rest()
            guard !rest.isEmpty else { throw .missing("an array like [GridItem(.flexible()), GridItem(.fixed(70))]") }
            return .replaceItems(try SwiftItemParser.array(rest), name == "columns" ? .vertical : .horizontal)
        case "axis":
            let word = try lexer.require("vertical or horizontal")
            guard let axis = GridAxis(rawValue: String(word)) else { throw .expected("vertical or horizontal", found: String(word)) }
            return .axis(axis)
        case "width", "height":
            let value = try NumberParser.parse(try lexer.require("a \(name) in points"), what: "a \(name) in points")
            return .proposed(value, name == "width" ? .vertical : .horizontal)
        case "alignment":
            let word = try lexer.require("leading, center or trailing (top, center or bottom for a LazyHGrid)")
            guard let alignment = GroupAlignment(name: String(word)) else {
                throw .expected("leading, center or trailing (top, center or bottom for a LazyHGrid)", found: String(word))
            }
            return .alignment(alignment)
        case "spacing":
            let word = try lexer.require("a spacing in points or 'default'")
            return .lineSpacing(word == "default" ? nil : try NumberParser.parse(word, what: "a spacing in points or 'default'"))
        case "cells":
            let count = try NumberParser.count(try lexer.require("a number of cells"), what: "a number of cells (0 or more)")
            return .cells(count)
        case "cell":
            let number = try NumberParser.count(try lexer.require("a cell number"), what: "a cell number (1 or more)")
            guard number >= 1 else { throw .expected("a cell number (1 or more)", found: String(number)) }
            return .cell(number, try cellEdit(&lexer))
        case "show": return .show
        case "widths": return .widths
        case "flags": return .flags
        case "undo": return .undo
        case "redo": return .redo
        case "reset": return .reset
        case "auto":
            let word = try lexer.require("on or off")
            guard word == "on" || word == "off" else { throw .expected("on or off", found: String(word)) }
            return .auto(word == "on")
        case "help":
            return .help(lexer.next().map(String.init))
        case "quit", "exit": return .quit
        case "explain":
            guard lexer.peek != nil else { return .explain(nil) }
            return .explain(try itemNumber(&lexer))
        case "textbook": return .textbook
        case "code": return .code
        case "paste": return .paste
        case "expect": return .expect(try expectation(&lexer))
        case "save": return .save(try layoutName(&lexer))
        case "load": return .load(try layoutName(&lexer))
        case "presets": return .presets
        case "compare":
            guard lexer.peek != nil else { return .compare(nil) }
            return .compare(try layoutName(&lexer))
        case "source":
            let rest = lexer.rest()
            guard !rest.isEmpty else { throw .missing("a file to run") }
            return .source(String(rest))
        case "sweep": return .sweep(try sweep(&lexer))
        case "lazy": return .mode(.lazy)
        case "quiz":
            guard let word = lexer.next() else { return .quiz(nil) }
            return .quiz(try NumberParser.count(word, what: "a quiz number"))
        case "grid":
            guard lexer.peek != nil else { return .mode(.eager) }
            return .eager(try EagerParser.gridSetting(&lexer))
        case "row": return .eager(try EagerParser.row(&lexer))
        case "fullrow": return .eager(.fullRow(try EagerParser.cell(try lexer.require("a cell: WxH, fill or empty"))))
        default:
            throw .unknownCommand(name, suggestion: suggestion(for: name, among: commandNames))
        }
    }

    /// The closest known word, when it is close enough to be a typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else {
            return candidates.first { $0.hasPrefix(word.lowercased()) && word.count >= 2 }
        }
        return best.0
    }

    /// Optimal string alignment distance: a swap of two neighbours ("shwo") counts as one typo.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64))
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    static func itemNumber(_ lexer: inout Lexer) throws(CommandError) -> Int {
        let word = try lexer.require("an item number")
        let number = try NumberParser.count(word, what: "an item number (1, 2, ...)")
        guard number >= 1 else { throw .expected("an item number (1, 2, ...)", found: String(word)) }
        return number
    }

    private static func layoutName(_ lexer: inout Lexer) throws(CommandError) -> String {
        let word = try lexer.require("a name")
        guard word.count <= 64, word.allSatisfy({ $0.isLetter || $0.isNumber || "-_+.".contains($0) }), word.first != "." else {
            throw .expected("a name of letters, digits, '-', '_', '+' and '.'", found: String(word.prefix(40)))
        }
        return String(word)
    }

    static func alignment(_ word: Substring) throws(CommandError) -> ItemAlignment? {
        if word == "default" { return nil }
        let name = word.hasPrefix(".") ? word.dropFirst() : word
        guard let alignment = ItemAlignment(rawValue: String(name)) else {
            throw .expected("an alignment (\(alignmentNames.joined(separator: ", ")) or default)", found: String(word))
        }
        return alignment
    }

    /// `fixed 70 ...`, `flexible ...`, `adaptive 40 ...` or `GridItem(...)`.
    static func item(_ lexer: inout Lexer) throws(CommandError) -> GridItem {
        guard let kind = lexer.peek else { throw .missing("an item: fixed N, flexible, adaptive N or GridItem(...)") }
        if kind.hasPrefix("GridItem") { return try SwiftItemParser.item(lexer.rest()) }
        _ = lexer.next()
        var item: GridItem
        var minimum: Double?
        var maximum: Double?
        switch kind {
        case "fixed":
            item = GridItem(.fixed(try NumberParser.parse(try lexer.require("a fixed size"), what: "a fixed size in points")))
        case "flexible":
            item = GridItem(.flexible())
        case "adaptive":
            var word = try lexer.require("an adaptive minimum")
            if word == "min" { word = try lexer.require("an adaptive minimum") }
            minimum = try NumberParser.parse(word, what: "an adaptive minimum in points")
            item = GridItem(.adaptive(minimum: minimum!))
        default:
            throw .expected("an item: fixed N, flexible, adaptive N or GridItem(...)", found: String(kind))
        }
        while let option = lexer.next() {
            switch option {
            case "min" where !item.size.isFixed:
                minimum = try NumberParser.parse(try lexer.require("a minimum"), what: "a minimum in points")
            case "max" where !item.size.isFixed:
                maximum = try NumberParser.parse(try lexer.require("a maximum"), allowInfinity: true, what: "a maximum in points or inf")
            case "spacing":
                let word = try lexer.require("a spacing or 'default'")
                item.spacing = word == "default" ? nil : try NumberParser.parse(word, what: "a spacing in points or 'default'")
            case "align", "alignment":
                item.alignment = try alignment(try lexer.require("an alignment"))
            default:
                let options = item.size.isFixed ? "spacing or align" : "min, max, spacing or align"
                throw .expected(options, found: String(option))
            }
        }
        switch item.size {
        case .fixed: break
        case .flexible: item.size = .flexible(minimum: minimum ?? 10, maximum: maximum ?? .infinity)
        case .adaptive: item.size = .adaptive(minimum: minimum ?? 0, maximum: maximum ?? .infinity)
        }
        return item
    }

    private static func itemEdit(_ lexer: inout Lexer) throws(CommandError) -> ItemEdit {
        let what = try lexer.require("fixed, flexible, adaptive, min, max, spacing or align")
        switch what {
        case "fixed", "flexible", "adaptive":
            let words = [what] + collectRest(&lexer)
            var sub = Lexer(Substring(words.joined(separator: " ")))
            let item = try item(&sub)
            return .size(
                item.size, spacing: words.contains("spacing") ? .some(item.spacing) : nil,
                alignment: words.contains("align") || words.contains("alignment") ? .some(item.alignment) : nil)
        case "min": return .minimum(try NumberParser.parse(try lexer.require("a minimum"), what: "a minimum in points"))
        case "max":
            return .maximum(try NumberParser.parse(try lexer.require("a maximum"), allowInfinity: true, what: "a maximum in points or inf"))
        case "spacing":
            let word = try lexer.require("a spacing or 'default'")
            return .spacing(word == "default" ? nil : try NumberParser.parse(word, what: "a spacing in points or 'default'"))
        case "align", "alignment":
            return .alignment(try alignment(try lexer.require("an alignment")))
        default:
            throw .expected("fixed, flexible, adaptive, min, max, spacing or align", found: String(what))
        }
    }

    private static func collectRest(_ lexer: inout Lexer) -> [Substring] {
        var words: [Substring] = []
        while let word = lexer.next() { words.append(word) }
        return words
    }

    private static func cellEdit(_ lexer: inout Lexer) throws(CommandError) -> CellEdit {
        let what = try lexer.require("size WxH, width W, height H or fill")
        switch what {
        case "size":
            let word = try lexer.require("a size like 100x30")
            let parts = word.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw .expected("a size like 100x30", found: String(word.prefix(40))) }
            return .size(
                width: try NumberParser.parse(parts[0], what: "a width like the 100 in 100x30"),
                height: try NumberParser.parse(parts[1], what: "a height like the 30 in 100x30"))
        case "width": return .width(try NumberParser.parse(try lexer.require("a width"), what: "a width in points"))
        case "height": return .height(try NumberParser.parse(try lexer.require("a height"), what: "a height in points"))
        case "fill": return .fill
        default: throw .expected("size WxH, width W, height H or fill", found: String(what))
        }
    }

    static let expectations = [
        "widths", "pass1", "tracks", "item", "grid", "origin", "flag", "no", "assumption", "columns", "rows", "size", "columncount", "cell",
    ]

    private static func numbers(_ lexer: inout Lexer, what: String) throws(CommandError) -> [Double] {
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
            throw .expected("a flag code (\(Diagnostic.Code.allCases.map(\.rawValue).joined(separator: ", ")))", found: String(word))
        }
        return code
    }

    private static func expectation(_ lexer: inout Lexer) throws(CommandError) -> Expectation {
        let what = try lexer.require("what to check: \(expectations.joined(separator: ", "))")
        switch what {
        case "widths": return .widths(try numbers(&lexer, what: "track widths"))
        case "pass1": return .pass1(try numbers(&lexer, what: "pass-1 item widths"))
        case "tracks": return .tracks(try NumberParser.count(try lexer.require("a track count"), what: "a track count"))
        case "item":
            let number = try itemNumber(&lexer)
            let field = try lexer.require("tracks or width")
            switch field {
            case "tracks": return .itemTracks(number, try NumberParser.count(try lexer.require("a track count"), what: "a track count"))
            case "width": return .itemWidth(number, try NumberParser.parse(try lexer.require("a width"), what: "a width"))
            default: throw .expected("tracks or width", found: String(field))
            }
        case "grid": return .grid(try NumberParser.parse(try lexer.require("the grid's size"), what: "the grid's size"))
        case "origin": return .origin(try NumberParser.parse(try lexer.require("the grid's origin"), what: "the grid's origin"))
        case "flag": return .flag(try flagCode(&lexer))
        case "assumption":
            let word = try lexer.require("an assumption A1…A6 or G1…G5")
            let name = word.uppercased()
            guard Assumption(rawValue: name) != nil || EagerAssumption(rawValue: name) != nil else {
                throw .expected("an assumption A1…A6 or G1…G5", found: String(word))
            }
            return .assumption(name)
        case "columns": return .columns(try numbers(&lexer, what: "column widths"))
        case "rows": return .rows(try numbers(&lexer, what: "row heights"))
        case "columncount": return .columnCount(try NumberParser.count(try lexer.require("a column count"), what: "a column count"))
        case "size":
            let word = try lexer.require("a size like 400x316")
            let parts = word.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw .expected("a size like 400x316", found: String(word.prefix(40))) }
            return .size(width: try NumberParser.parse(parts[0], what: "a width"), height: try NumberParser.parse(parts[1], what: "a height"))
        case "cell":
            let row = try NumberParser.count(try lexer.require("a row number"), what: "a row number")
            let column = try NumberParser.count(try lexer.require("a column number"), what: "a column number")
            let which = try lexer.require("slot or content")
            guard which == "slot" || which == "content" else { throw .expected("slot or content", found: String(which)) }
            var values: [Double] = []
            for _ in 0..<4 { values.append(try NumberParser.parse(try lexer.require("x y width height"), what: "a number (x y width height)")) }
            return .cellFrame(row: row, column: column, slot: which == "slot", Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        case "no":
            let next = try lexer.require("flags or flag CODE")
            if next == "flags" { return .noFlags }
            guard next == "flag" else { throw .expected("flags or flag CODE", found: String(next)) }
            return .noFlag(try flagCode(&lexer))
        default:
            throw .expected("what to check: \(expectations.joined(separator: ", "))", found: String(what))
        }
    }

    private static func sweep(_ lexer: inout Lexer) throws(CommandError) -> Sweep {
        let first = try lexer.require("width, height or an item number")
        let parameter: Sweep.Parameter
        if first == "width" || first == "height" {
            parameter = .proposed
        } else {
            let number = try NumberParser.count(first, what: "width, height or an item number")
            guard number >= 1 else { throw .expected("an item number (1, 2, ...)", found: String(first)) }
            let field = try lexer.require("min, max, size or spacing")
            switch field {
            case "min": parameter = .minimum(item: number)
            case "max": parameter = .maximum(item: number)
            case "size": parameter = .size(item: number)
            case "spacing": parameter = .spacing(item: number)
            default: throw .expected("min, max, size or spacing", found: String(field))
            }
        }
        let range = try lexer.require("a range like 100...800")
        guard let dots = range.firstRange(of: "...") else { throw .expected("a range like 100...800", found: String(range.prefix(40))) }
        let from = try NumberParser.parse(range[..<dots.lowerBound], what: "the start of the range")
        let to = try NumberParser.parse(range[dots.upperBound...], what: "the end of the range")
        guard from <= to else { throw .expected("a range whose start is not above its end", found: String(range)) }
        var step = 1.0
        var plot = false
        while let option = lexer.next() {
            switch option {
            case "step":
                step = try NumberParser.parse(try lexer.require("a step"), what: "a step above 0")
                guard step > 0 else { throw .expected("a step above 0", found: NumberText.format(step)) }
            case "--plot", "plot": plot = true
            default: throw .expected("step N or --plot", found: String(option))
            }
        }
        guard (to - from) / step <= Double(Limits.sweepSteps) else {
            throw .limit("the sweep has \(Int((to - from) / step) + 1) steps; expected at most \(Limits.sweepSteps) (use a larger step)")
        }
        return Sweep(parameter: parameter, from: from, to: to, step: step, plot: plot)
    }
}
