import LayoutKernel

/// Commands that show the layout in its different forms.
enum ViewCommands {
    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "show", usage: "show",
            abstract: "The diagram, the widths table, the flags and the assumptions.",
            families: .all,
            parse: { _ in .query(.show) }),
        CommandSpec(
            name: "widths", usage: "widths",
            abstract:
                "The widths table: each item's kind, pass-1 and drawn width, tracks and offsets; "
                + "for the eager Grid, each cell's slot (its columns, x and width, spans "
                + "worked out).",
            families: .all, parse: { _ in .query(.widths) }),
        CommandSpec(
            name: "flags", usage: "flags",
            abstract:
                "Where items compete for too little space: overflow, second-pass, squeezed, "
                + "competition, hidden-alignment, order-dependent, slack.",
            families: .all, parse: { _ in .query(.flags) }),
        CommandSpec(
            name: "explain", usage: "explain [N]",
            abstract:
                "The layout worked step by step, as on a board; with N, only the steps about item "
                + "N.",
            families: .all,
            parse: { lexer throws(CommandError) in
                guard lexer.peek != nil else { return .query(.explain(nil)) }
                return .query(.explain(try ItemSyntax.itemNumber(&lexer)))
            },
            complete: { $0.arguments.isEmpty ? $0.items : [] }),
        CommandSpec(
            name: "textbook", usage: "textbook",
            abstract:
                "The naive formula most tutorials give, beside what SwiftUI really does, and why "
                + "they differ.",
            discussion: "For the eager Grid the naive formula is an equal share for every column.",
            families: .all,
            parse: { _ in .query(.textbook) }),
        CommandSpec(
            name: "code", usage: "code",
            abstract:
                "The model as SwiftUI source; its array pastes back through 'columns', 'rows' or "
                + "'paste'.",
            families: .all, parse: { _ in .query(.code) }),
    ]
}
