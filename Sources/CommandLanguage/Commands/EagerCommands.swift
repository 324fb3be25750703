import LayoutKernel

/// Commands for the eager Grid (iOS 16 `Grid`/`GridRow`).
enum EagerCommands {
    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "grid",
            usage:
                "grid | grid width N|DEVICE [landscape] | grid alignment A | grid hspacing "
                + "N|default | grid vspacing N|default",
            abstract:
                "Switches to the eager Grid (iOS 16 Grid/GridRow), or sets its alignment and "
                + "spacings.",
            discussion:
                "'grid width N|DEVICE' sets the screen's width, as 'width' does. The settings "
                + "apply while the eager Grid is shown.",
            family: .both,
            parse: { lexer throws(CommandError) in
                guard lexer.peek != nil else { return .edit(.model(.mode(.eager))) }
                return .edit(try EagerSyntax.gridSetting(&lexer))
            },
            complete: { context in
                if context.arguments.isEmpty {
                    return ["width", "alignment", "hspacing", "vspacing"]
                }
                if context.arguments.first == "width" {
                    return DeviceSyntax.complete(Array(context.arguments.dropFirst()))
                }
                return ItemSyntax.alignmentNames + ["default"]
            }),
        CommandSpec(
            name: "lazy", usage: "lazy",
            abstract: "Switches back to the lazy grids (LazyVGrid/LazyHGrid).", family: .both,
            parse: { _ in .edit(.model(.mode(.lazy))) }),
        CommandSpec(
            name: "row",
            usage:
                "row add CELL... | row insert N CELL... | row remove N | row N align A | row N "
                + "cell C span N|anchor A|columnAlign A|size WxH|fill|empty",
            abstract: "Edits the eager Grid's GridRows.",
            discussion:
                "CELL is WxH (50x100), fill, fillxH (fills the width, H tall), Wxfill or empty. "
                + "'row N cell C' names the cell of row N that starts in column C, as the "
                + "diagram labels it (N.C) and as 'expect cell N C' checks it: after 'row 1 "
                + "cell 1 span 2' the next cell of row 1 is 'row 1 cell 3'.",
            family: .eager,
            parse: { lexer throws(CommandError) in .edit(.eager(try EagerSyntax.row(&lexer))) },
            complete: { context in
                let words = context.arguments
                if words.isEmpty { return ["add", "insert", "remove"] + context.rows }
                if words.count == 1 && Int(words[0]) != nil { return ["align", "cell"] }
                if words.last == "align" || words.last == "anchor" {
                    return ItemSyntax.alignmentNames
                }
                if words.count == 3 && words[1] == "cell" {
                    return ["span", "anchor", "columnAlign", "size", "fill", "empty"]
                }
                return ["fill", "empty", "fillx100"]
            }),
        CommandSpec(
            name: "fullrow", usage: "fullrow CELL",
            abstract:
                "Adds a view outside any GridRow: it spans every column (fill makes the grid take "
                + "the offered width).",
            family: .eager,
            parse: { lexer throws(CommandError) in
                .edit(
                    .eager(
                        .fullRow(
                            try EagerSyntax.cell(try lexer.require("a cell: WxH, fill or empty")))))
            },
            complete: { $0.arguments.isEmpty ? ["fill", "empty"] : [] }),
    ]
}
