import GridModel
import LayoutKernel

/// The eager Grid's commands: `row ...`, `fullrow ...`, `grid width|alignment|hspacing|vspacing`.
enum EagerSyntax {
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
        guard !cells.isEmpty else { throw .language(.missing(.form(.eagerCell))) }
        return cells
    }

    package static func row(_ lexer: inout Lexer) throws(CommandError) -> EagerEdit {
        let first = try lexer.require(.words(rowEdits))
        switch first {
        case "add": return .rowAdd(try cells(&lexer))
        case "insert":
            let number = try positive(try lexer.require(.count(.row)), .count(.row))
            return .rowInsert(number, try cells(&lexer))
        case "remove":
            return .rowRemove(try positive(try lexer.require(.count(.row)), .count(.row)))
        default:
            let number = try positive(first, .words(rowEdits))
            let what = try lexer.require(.words(rowSettings))
            switch what {
            case "align", "alignment":
                return .rowAlignment(
                    number, try ItemSyntax.alignment(try lexer.require(.form(.alignment))))
            case "cell":
                let column = try positive(
                    try lexer.require(.count(.startColumn)), .count(.startColumn))
                return .cell(row: number, column: column, try cellEdit(&lexer))
            default: throw .language(.expected(.words(rowSettings), found: String(what)))
            }
        }
    }

    /// What `row N` takes first, and after a row number.
    static let rowEdits = ["add", "insert N", "remove N", "a row number"]
    static let rowSettings = ["align A", "cell N ..."]

    /// What `row R cell C` takes.
    static let cellEdits = [
        "span N", "priority P", "unsized h|v|hv|none", "anchor A|X,Y", "columnAlign A",
        "size CELL", "fill", "spacer", "half", "empty",
    ]

    static func cellEdit(_ lexer: inout Lexer) throws(CommandError) -> EagerCellEdit {
        let what = try lexer.require(.words(cellEdits))
        switch what {
        case "span":
            return .span(try positive(try lexer.require(.count(.span)), .count(.span)))
        case "priority":
            return .priority(
                try EagerCellSyntax.priority(try lexer.require(.number(.priority))))
        case "unsized":
            return .unsized(
                try EagerCellSyntax.unsized(try lexer.require(.form(.unsized))))
        case "anchor":
            return .anchor(try EagerCellSyntax.anchor(try lexer.require(.form(.anchor))))
        case "columnAlign", "columnalign":
            let word = try lexer.require(.words(columnAlignments))
            if word == "default" { return .columnAlignment(nil) }
            guard let alignment = GroupAlignment(rawValue: String(word)) else {
                throw .language(.expected(.words(columnAlignments), found: String(word)))
            }
            return .columnAlignment(alignment)
        case "size": return .content(try cell(try lexer.require(.form(.eagerCellSize))).content)
        case "fill": return .content(EagerCell.fill.content)
        case "empty": return .content(.empty)
        case "spacer": return .content(.spacer)
        case "half": return .content(.half)
        default: throw .language(.expected(.words(cellEdits), found: String(what)))
        }
    }

    /// `grid width …` sets the screen (as `width` does); the others the Grid.
    static func gridSetting(_ lexer: inout Lexer) throws(CommandError) -> ModelEdit {
        if let word = lexer.peek, word == "width" || word == "height" {
            _ = lexer.next()
            let axis: GridAxis = word == "width" ? .vertical : .horizontal
            let side = Expected.number(.offer(word == "width" ? .width : .height))
            guard let value = lexer.peek else { throw .language(.missing(side)) }
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
            let length = try NumberParser.parse(try lexer.require(side), what: side)
            return .eager(.offer(axis, length))
        }
        return .eager(try eagerSetting(&lexer))
    }

    private static func eagerSetting(_ lexer: inout Lexer) throws(CommandError) -> EagerEdit {
        let what = try lexer.require(.words(gridSettings))
        switch what {
        case "alignment":
            guard let alignment = try ItemSyntax.alignment(try lexer.require(.form(.alignment)))
            else {
                return .alignment(.center)
            }
            return .alignment(alignment)
        case "hspacing", "vspacing":
            let word = try lexer.require(.number(.itemSpacing))
            let value =
                word == "default"
                ? nil : try NumberParser.parse(word, what: .number(.itemSpacing))
            return what == "hspacing" ? .horizontalSpacing(value) : .verticalSpacing(value)
        default:
            throw .language(.expected(.words(gridSettings), found: String(what)))
        }
    }

    /// What `grid` takes with the eager Grid; the column alignments a cell takes.
    static let gridSettings = ["width", "height", "alignment", "hspacing", "vspacing"]
    static let columnAlignments = ["leading", "center", "trailing", "default"]

    private static func positive(_ word: Word, _ what: Expected) throws(CommandError) -> Int {
        let value = try NumberParser.count(word, what: what)
        guard value >= 1 else { throw .language(.expected(what, found: String(word))) }
        return value
    }
}
