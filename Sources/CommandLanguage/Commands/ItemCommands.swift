import LayoutKernel

/// Commands that edit the lazy grid's items.
enum ItemCommands {
    static let sizeKinds = ["fixed", "flexible", "adaptive", "GridItem("]
    static let itemOptions = ["min", "max", "spacing", "align"]

    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "add",
            usage:
                "add fixed N | flexible [min N] [max N] | adaptive N [max N]  [spacing N|default] "
                + "[align A]",
            abstract: "Appends a GridItem.",
            discussion:
                "Without align the item has no alignment (nil, SwiftUI's default): its cells "
                + "follow the grid's alignment (A8). Swift syntax works too: "
                + "add GridItem(.adaptive(minimum: 40), spacing: 4)",
            families: .lazy,
            parse: { lexer throws(CommandError) in
                .edit(.lazy(.add(try ItemSyntax.item(&lexer))))
            },
            complete: { $0.arguments.isEmpty ? sizeKinds : next(after: $0.arguments) }),
        CommandSpec(
            name: "insert", usage: "insert N <item>",
            abstract: "Inserts an item before item N (N may be one past the last).",
            families: .lazy,
            parse: { lexer throws(CommandError) in
                let number = try ItemSyntax.itemNumber(&lexer)
                return .edit(.lazy(.insert(number, try ItemSyntax.item(&lexer))))
            },
            complete: { context in
                switch context.arguments.count {
                case 0: context.items
                case 1: sizeKinds
                default: next(after: context.arguments)
                }
            }),
        CommandSpec(
            name: "remove", usage: "remove N", abstract: "Removes item N.", families: .lazy,
            parse: { lexer throws(CommandError) in
                .edit(.lazy(.remove(try ItemSyntax.itemNumber(&lexer))))
            },
            complete: { $0.arguments.isEmpty ? $0.items : [] }),
        CommandSpec(
            name: "move", usage: "move FROM TO",
            abstract: "Moves item FROM so that it becomes item TO: order matters in SwiftUI.",
            families: .lazy,
            parse: { lexer throws(CommandError) in
                let from = try ItemSyntax.itemNumber(&lexer)
                return .edit(.lazy(.move(from, to: try ItemSyntax.itemNumber(&lexer))))
            },
            complete: { $0.arguments.count < 2 ? $0.items : [] }),
        CommandSpec(
            name: "clear", usage: "clear", abstract: "Removes every item (undo brings them back).",
            families: .lazy,
            parse: { _ in .edit(.lazy(.clear)) }),
        CommandSpec(
            name: "set",
            usage:
                "set N fixed 90 | flexible ... | adaptive 40 ... | min N | max N|inf "
                + "| spacing N|default | align A|none",
            abstract: "Changes one item.", families: .lazy,
            parse: { lexer throws(CommandError) in
                let number = try ItemSyntax.itemNumber(&lexer)
                return .edit(.lazy(.set(number, try ItemSyntax.itemEdit(&lexer))))
            },
            complete: { context in
                switch context.arguments.count {
                case 0: context.items
                case 1: ["fixed", "flexible", "adaptive", "min", "max", "spacing", "align"]
                default: next(after: context.arguments, resetting: true)
                }
            }),
        CommandSpec(
            name: "columns", usage: "columns [GridItem(...), ...]",
            abstract: "Replaces every item from a Swift array and makes the grid a LazyVGrid.",
            families: .all,
            parse: { lexer throws(CommandError) in
                .edit(.model(.replaceItems(try swiftArray(&lexer), .vertical)))
            },
            complete: { $0.arguments.isEmpty ? ["[GridItem("] : [] }),
        CommandSpec(
            name: "rows", usage: "rows [GridItem(...), ...]",
            abstract: "Replaces every item from a Swift array and makes the grid a LazyHGrid.",
            families: .all,
            parse: { lexer throws(CommandError) in
                .edit(.model(.replaceItems(try swiftArray(&lexer), .horizontal)))
            },
            complete: { $0.arguments.isEmpty ? ["[GridItem("] : [] }),
    ]

    /// What may follow the last word of an item description: after `align` only alignments,
    /// after `max` a number or `inf`, after `spacing` a number or `default`, after `min` or a
    /// size kind that takes a number nothing to offer; otherwise the options. `set` (which
    /// `resetting`) may also put an alignment back to `none` (nil) or `default`, a spacing back
    /// to `default`.
    package static func next(after arguments: [Substring], resetting: Bool = false) -> [String] {
        switch arguments.last {
        case "align": ItemSyntax.alignmentNames + (resetting ? ["none", "default"] : [])
        case "max": ["inf"]
        case "spacing": ["default"]
        case "min", "fixed", "adaptive": []
        default: itemOptions
        }
    }

    private static func swiftArray(_ lexer: inout Lexer) throws(CommandError) -> [GridItem] {
        let rest = lexer.rest()
        guard !rest.isEmpty else {
            throw .language(.missing(.form(.itemArray)))
        }
        return try SwiftItems.read(rest)
    }
}
