import LayoutKernel

/// Commands for the eager Grid (iOS 16 `Grid`/`GridRow`).
enum EagerCommands {
    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "grid",
            usage:
                "grid | grid width N|none|DEVICE [landscape] | grid height N|none | grid "
                + "alignment A | grid hspacing N|default | grid vspacing N|default",
            abstract:
                "Switches to the eager Grid (iOS 16 Grid/GridRow), or sets its alignment and "
                + "spacings.",
            discussion:
                "'grid width N|DEVICE' sets the screen's width, as 'width' does, and 'grid "
                + "height N' its height: the Grid is offered the screen's size. 'grid width "
                + "none' offers it an unspecified width (what ScrollView(.horizontal) or "
                + ".fixedSize() offers), 'grid height none' an unspecified height (a vertical "
                + "ScrollView); 'grid width 375' or 'grid height 667' offers the screen again. "
                + "Example: 'grid width none' then 'grid height 300'. 'code' writes an "
                + "unspecified offer as the ScrollView around the Grid (.horizontal, .vertical "
                + "or both), and 'open' reads a ScrollView or .fixedSize() around a Grid the "
                + "same way. The other settings apply while the eager Grid is shown.",
            families: .all,
            parse: { lexer throws(CommandError) in
                guard lexer.peek != nil else { return .edit(.model(.showEager)) }
                return .edit(try EagerSyntax.gridSetting(&lexer))
            },
            complete: { context in
                if context.arguments.isEmpty {
                    return ["width", "height", "alignment", "hspacing", "vspacing"]
                }
                if context.arguments.first == "width" {
                    return ["none"] + DeviceSyntax.complete(Array(context.arguments.dropFirst()))
                }
                if context.arguments.first == "height" { return ["none"] }
                return ItemSyntax.alignmentNames + ["default"]
            }),
        CommandSpec(
            name: "lazy", usage: "lazy",
            abstract: "Switches back to the lazy grids (LazyVGrid/LazyHGrid).", families: .all,
            parse: { _ in .edit(.model(.showLazy)) }),
        CommandSpec(
            name: "row",
            usage:
                "row add CELL... | row insert N CELL... | row remove N | row N align A | row N "
                + "cell C span N|priority P|unsized h|v|hv|none|anchor A|X,Y|columnAlign A|"
                + "size CELL|fill|spacer|half|empty",
            abstract: "Edits the eager Grid's GridRows.",
            discussion:
                "CELL is WxH (50x100), fill, fillxH (fills the width, H tall), Wxfill, empty, "
                + "spacer (a plain Spacer()) or half (half the width offered, 20 when it is "
                + "unspecified, 10 tall); a side LO...HI takes the offer held between LO and HI, "
                + "or 10 held between them when unspecified (0...50 gives 10, 30...90 gives 30), "
                + "as .frame(minWidth: LO, maxWidth: HI) around a Color does; HI may be inf "
                + "(30...inf: at least 30), and LO...HI~I takes I, held between them, when "
                + "unspecified (.frame(minWidth: LO, idealWidth: I, maxWidth: HI)): 'row add "
                + "30...90x40 20...50x20...50 30...infx40 0...50~35x10 spacer half'. Read from "
                + "Swift source, every flexible frame is one of these (docs/model.md, 'Flexible "
                + "frames'). 'row 1 cell 2 priority 1' sets "
                + ".layoutPriority(1); 'row 1 cell 1 unsized h' sets .gridCellUnsizedAxes("
                + ".horizontal) (v, hv, none); 'row 1 cell 1 anchor topLeading' or 'anchor "
                + "0.25,1' sets .gridCellAnchor (a named point or UnitPoint(x: X, y: Y); shown "
                + "as typed). A full-width view takes the same edits as 'row N cell 1'. "
                + "'row N cell C' names the cell of row N that starts in column C, as the "
                + "diagram labels it (N.C) and as 'expect cell N C' checks it: after 'row 1 "
                + "cell 1 span 2' the next cell of row 1 is 'row 1 cell 3'.",
            families: .eager,
            parse: { lexer throws(CommandError) in .edit(.eager(try EagerSyntax.row(&lexer))) },
            complete: { context in
                let words = context.arguments
                if words.isEmpty { return ["add", "insert", "remove"] + context.rows }
                if words.count == 1 && Int(words[0]) != nil { return ["align", "cell"] }
                if words.last == "align" || words.last == "anchor" {
                    return ItemSyntax.alignmentNames
                }
                if words.count == 3 && words[1] == "cell" {
                    return [
                        "span", "priority", "unsized", "anchor", "columnAlign", "size", "fill",
                        "spacer", "half", "empty",
                    ]
                }
                if words.last == "unsized" { return ["h", "v", "hv", "none"] }
                return ["fill", "empty", "spacer", "half", "fillx100", "30...90x40"]
            }),
        CommandSpec(
            name: "fullrow", usage: "fullrow CELL",
            abstract:
                "Adds a view outside any GridRow: it spans every column (fill makes the grid take "
                + "the offered width).",
            discussion:
                "CELL is any of 'row add': 'fullrow fill', 'fullrow 30...90x1', 'fullrow spacer'.",
            families: .eager,
            parse: { lexer throws(CommandError) in
                .edit(
                    .eager(
                        .fullRow(
                            try EagerSyntax.cell(try lexer.require(.form(.eagerCell))))))
            },
            complete: { $0.arguments.isEmpty ? ["fill", "empty", "spacer", "half"] : [] }),
    ]
}
