import GridModel
import LayoutKernel

/// Commands that set the lazy grid itself: axis, size, alignment, spacing, cells.
enum GridCommands {
    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "axis", usage: "axis vertical|horizontal",
            abstract: "LazyVGrid (items size columns) or LazyHGrid (items size rows).",
            families: .lazy,
            parse: { lexer throws(CommandError) in
                let word = try lexer.require(.words(["vertical", "horizontal"]))
                guard let axis = GridAxis(rawValue: String(word)) else {
                    throw .language(
                        .expected(.words(["vertical", "horizontal"]), found: String(word)))
                }
                return .edit(.lazy(.axis(axis)))
            },
            complete: { $0.arguments.isEmpty ? GridAxis.allCases.map(\.rawValue) : [] }),
        screen(
            "width", axis: .vertical,
            abstract:
                "The screen's width (a LazyVGrid and the eager Grid are laid out in it), or a "
                + "device."
        ),
        screen(
            "height", axis: .horizontal,
            abstract: "The screen's height (a LazyHGrid is laid out in it), or a device."),
        CommandSpec(
            name: "alignment", usage: "alignment leading|center|trailing (top|center|bottom)",
            abstract: "The grid's alignment: where its tracks sit when they do not fill it.",
            families: .lazy,
            parse: { lexer throws(CommandError) in
                let expected = Expected.form(.gridAlignment)
                let word = try lexer.require(expected)
                guard let alignment = GridAlignmentWord(rawValue: String(word)) else {
                    throw .language(.expected(expected, found: String(word)))
                }
                return .edit(.lazy(.alignment(alignment)))
            },
            complete: { $0.arguments.isEmpty ? GridAlignmentWord.names(on: $0.axis) : [] }),
        CommandSpec(
            name: "spacing", usage: "spacing N|default",
            abstract:
                "The grid's spacing between rows (between columns of a LazyHGrid); default is 8 "
                + "(assumption A5).",
            families: .lazy,
            parse: { lexer throws(CommandError) in
                let word = try lexer.require(.number(.lineSpacing))
                let spacing =
                    word == "default"
                    ? nil : try NumberParser.parse(word, what: .number(.lineSpacing))
                return .edit(.lazy(.lineSpacing(spacing)))
            },
            complete: { $0.arguments.isEmpty ? ["default"] : [] }),
        CommandSpec(
            name: "cells", usage: "cells N",
            abstract: "How many cells the grid holds (default 12; at most \(Limits.cells)).",
            discussion:
                "The diagram draws the cells of the first \(Limits.diagramLines) rows of a "
                + "LazyVGrid (at most \(Limits.cellsDrawn) cells) or, of a LazyHGrid's first "
                + "\(Limits.cellsDrawn) cells, as many whole columns as fit the width with every "
                + "number apart, and says how many it leaves out; --json lists the first "
                + "\(Limits.cellsDrawn).",
            families: .lazy,
            parse: { lexer throws(CommandError) in
                let count = try NumberParser.count(
                    try lexer.require(.count(.cells)), what: .count(.cells))
                return .edit(.lazy(.cells(count)))
            }),
        CommandSpec(
            name: "cell", usage: "cell N size WxH | width W | height H | fill",
            abstract:
                "Gives cell N content of its own size, placed in its slot by its item's alignment "
                + "(the "
                + "grid's when the item has none); fill takes the whole slot.",
            families: .lazy,
            parse: { lexer throws(CommandError) in
                let number = try NumberParser.count(
                    try lexer.require(.count(.cell)), what: .count(.cell))
                guard number >= 1 else {
                    throw .language(.expected(.count(.cell), found: String(number)))
                }
                return .edit(.lazy(.cell(number, try CellSyntax.cellEdit(&lexer))))
            },
            complete: { $0.arguments.count == 1 ? ["size", "width", "height", "fill"] : [] }),
        CommandSpec(
            name: "reset", usage: "reset",
            abstract:
                "Back to an empty LazyVGrid (and an empty Grid) on the same screen (undoable).",
            families: .all,
            parse: { _ in .edit(.model(.reset)) }),
    ]

    /// `width N` / `height N`: one side of the screen, or a device's whole screen.
    private static func screen(_ name: String, axis: GridAxis, abstract: String) -> CommandSpec {
        CommandSpec(
            name: name, usage: "\(name) N | \(name) DEVICE [portrait|landscape]",
            abstract: abstract,
            discussion:
                "Sets the screen whatever the grid (lazy or eager): a LazyVGrid and the Grid use "
                + "its width, a LazyHGrid its height. "
                + "DEVICE is a name from 'help devices' (iphone-se, ipad-mini, …): its whole "
                + "screen in that orientation (portrait by default). "
                + "Until set, the screen is the default iPhone SE (375 × 667). Frames and paddings "
                + "around the grid stay: "
                + "the grid is offered what they leave (edit them with 'frame' and 'padding').",
            families: .all,
            parse: { lexer throws(CommandError) in
                .edit(.screen(try DeviceSyntax.screen(&lexer, along: axis)))
            },
            complete: { DeviceSyntax.complete($0.arguments) })
    }
}
