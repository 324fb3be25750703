import GridModel
import LayoutKernel

/// The eager Grid's commands: `row ...`, `fullrow ...`, `grid width|alignment|hspacing|vspacing`.
enum EagerSyntax {
    static let cellForms = EagerCellSyntax.forms

    package static func cell(_ word: Word) throws(CommandError) -> EagerCell {
        try EagerCellSyntax.cell(word)
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

    static let cellEdits =
        "span N, priority P, unsized h|v|hv|none, anchor A|X,Y, columnAlign A, size CELL, fill, "
        + "spacer, half or empty"

    static func cellEdit(_ lexer: inout Lexer) throws(CommandError) -> EagerCellEdit {
        let what = try lexer.require(cellEdits)
        switch what {
        case "span":
            return .span(try positive(try lexer.require("a span"), "a span of 1 or more columns"))
        case "priority":
            return .priority(
                try EagerCellSyntax.priority(try lexer.require("a layout priority (a number)")))
        case "unsized":
            return .unsized(
                try EagerCellSyntax.unsized(try lexer.require(EagerCellSyntax.unsizedWords)))
        case "anchor":
            return .anchor(try EagerCellSyntax.anchor(try lexer.require("an anchor: A or X,Y")))
        case "columnAlign", "columnalign":
            let word = try lexer.require("leading, center, trailing or default")
            if word == "default" { return .columnAlignment(nil) }
            guard let alignment = GroupAlignment(rawValue: String(word)) else {
                throw .language(
                    .expected("leading, center, trailing or default", found: String(word)))
            }
            return .columnAlignment(alignment)
        case "size": return .content(try cell(try lexer.require("a cell like 50x100")).content)
        case "fill": return .content(EagerCell.fill.content)
        case "empty": return .content(.empty)
        case "spacer": return .content(.spacer)
        case "half": return .content(.half)
        default: throw .language(.expected(cellEdits, found: String(what)))
        }
    }

    /// `grid width …` sets the screen (as `width` does); the others the Grid.
    static func gridSetting(_ lexer: inout Lexer) throws(CommandError) -> ModelEdit {
        if let word = lexer.peek, word == "width" || word == "height" {
            _ = lexer.next()
            let axis: GridAxis = word == "width" ? .vertical : .horizontal
            let side = word == "width" ? "a width" : "a height"
            guard let value = lexer.peek else {
                throw .language(.missing("\(side) in points or none"))
            }
            if value == "none" {
                _ = lexer.next()
                return .eager(.offer(axis, nil))
            }
            // A device name starts with a letter; a number with a digit, a sign or a point.
            if axis == .vertical, let first = value.first,
                !(48...57).contains(first) && first != 45 && first != 43 && first != 46
            {
                return .screen(try DeviceSyntax.screen(&lexer, along: .vertical))
            }
            let length = try NumberParser.parse(
                try lexer.require(side), what: "\(side) in points or none")
            return .eager(.offer(axis, length))
        }
        return .eager(try eagerSetting(&lexer))
    }

    private static func eagerSetting(_ lexer: inout Lexer) throws(CommandError) -> EagerEdit {
        let what = try lexer.require("width, height, alignment, hspacing or vspacing")
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
                .expected("width, height, alignment, hspacing or vspacing", found: String(what)))
        }
    }

    private static func positive(_ word: Word, _ what: String) throws(CommandError) -> Int {
        let value = try NumberParser.count(word, what: what)
        guard value >= 1 else { throw .language(.expected(what, found: String(word))) }
        return value
    }
}
