import GridModel
import LayoutKernel

/// The eager Grid's commands: `row ...`, `fullrow ...`, `grid width|alignment|hspacing|vspacing`.
enum EagerSyntax {
    static let cellForms = "a cell: WxH (50x100), fill, fillxH, Wxfill or empty"

    /// `50x100`, `fill`, `fillx100` (fills the width, 100 tall), `50xfill`, `empty`.
    package static func cell(_ word: Word) throws(CommandError) -> EagerCell {
        if word == "fill" { return .fill }
        if word == "empty" { return EagerCell(.empty) }
        let parts = word.bytes.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
            .map(Word.init)
        guard parts.count == 2 else {
            throw .language(.expected(cellForms, found: String(word.prefix(40))))
        }
        func dimension(_ part: Word) throws(CommandError) -> EagerLength {
            part == "fill"
                ? .fill
                : .fixed(
                    try NumberParser.parse(part, what: "a size in points or 'fill' (in \(word))"))
        }
        return EagerCell(.sized(width: try dimension(parts[0]), height: try dimension(parts[1])))
    }

    package static func cells(_ lexer: inout Lexer) throws(CommandError) -> [EagerCell] {
        var cells: [EagerCell] = []
        while let word = lexer.next() {
            cells.append(try cell(word))
            if cells.count > Limits.items {
                throw .limit(.rowCells(maximum: Limits.items))
            }
        }
        guard !cells.isEmpty else { throw .language(.missing(cellForms)) }
        return cells
    }

    package static func row(_ lexer: inout Lexer) throws(CommandError) -> EagerEdit {
        let first = try lexer.require("add, insert N, remove N or a row number")
        switch first {
        case "add": return .rowAdd(try cells(&lexer))
        case "insert":
            let number = try positive(try lexer.require("a row number"), "a row number")
            return .rowInsert(number, try cells(&lexer))
        case "remove":
            return .rowRemove(try positive(try lexer.require("a row number"), "a row number"))
        default:
            let number = try positive(first, "add, insert N, remove N or a row number")
            let what = try lexer.require("align A or cell N ...")
            switch what {
            case "align", "alignment":
                return .rowAlignment(
                    number, try ItemSyntax.alignment(try lexer.require("an alignment")))
            case "cell":
                let column = try positive(
                    try lexer.require("the column the cell starts in"),
                    "the column the cell starts in (the C of its label R.C)")
                return .cell(row: number, column: column, try cellEdit(&lexer))
            default: throw .language(.expected("align A or cell N ...", found: String(what)))
            }
        }
    }

    static func cellEdit(_ lexer: inout Lexer) throws(CommandError) -> EagerCellEdit {
        let what = try lexer.require("span N, anchor A, columnAlign A, size WxH, fill or empty")
        switch what {
        case "span":
            return .span(try positive(try lexer.require("a span"), "a span of 1 or more columns"))
        case "anchor": return .anchor(try ItemSyntax.alignment(try lexer.require("an alignment")))
        case "columnAlign", "columnalign":
            let word = try lexer.require("leading, center, trailing or default")
            if word == "default" { return .columnAlignment(nil) }
            guard let alignment = GroupAlignment(rawValue: String(word)) else {
                throw .language(
                    .expected("leading, center, trailing or default", found: String(word)))
            }
            return .columnAlignment(alignment)
        case "size": return .content(try cell(try lexer.require("a size like 50x100")).content)
        case "fill": return .content(EagerCell.fill.content)
        case "empty": return .content(.empty)
        default:
            throw .language(
                .expected(
                    "span N, anchor A, columnAlign A, size WxH, fill or empty", found: String(what))
            )
        }
    }

    /// `grid width …` sets the screen (as `width` does); the others the Grid.
    static func gridSetting(_ lexer: inout Lexer) throws(CommandError) -> ModelEdit {
        if let word = lexer.peek, word == "width" {
            _ = lexer.next()
            return .screen(try DeviceSyntax.screen(&lexer, along: .vertical))
        }
        return .eager(try eagerSetting(&lexer))
    }

    private static func eagerSetting(_ lexer: inout Lexer) throws(CommandError) -> EagerEdit {
        let what = try lexer.require("width, alignment, hspacing or vspacing")
        switch what {
        case "alignment":
            guard let alignment = try ItemSyntax.alignment(try lexer.require("an alignment")) else {
                return .alignment(.center)
            }
            return .alignment(alignment)
        case "hspacing", "vspacing":
            let word = try lexer.require("a spacing or 'default'")
            let value =
                word == "default"
                ? nil : try NumberParser.parse(word, what: "a spacing in points or 'default'")
            return what == "hspacing" ? .horizontalSpacing(value) : .verticalSpacing(value)
        default:
            throw .language(
                .expected("width, alignment, hspacing or vspacing", found: String(what)))
        }
    }

    private static func positive(_ word: Word, _ what: String) throws(CommandError) -> Int {
        let value = try NumberParser.count(word, what: what)
        guard value >= 1 else { throw .language(.expected(what, found: String(word))) }
        return value
    }
}
