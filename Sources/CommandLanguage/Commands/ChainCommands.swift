import LayoutKernel

/// Commands for the chain between the screen and the grid: what-if edits of the paddings and
/// frames read from source (or added here), each one undoable. Steps are numbered from the
/// screen inward, as the header lists them.
enum ChainCommands {
    package static let sides = ["leading", "trailing", "top", "bottom", "horizontal", "vertical"]
    static let frameFields = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"]

    package static let specs: [CommandSpec] = [
        CommandSpec(
            name: "padding",
            usage:
                "padding [STEP] N | default | none | leading N trailing M [top N] [bottom N] | "
                + "horizontal N | vertical N",
            abstract:
                "Changes the padding nearest the grid (or step STEP), or adds one next to the "
                + "grid: the grid is offered what is left.",
            discussion:
                "'padding default' is .padding(): 16 a side on iOS (assumption A7); 'padding 0' or "
                + "'none' drops it. The header then reads "
                + "screen 390 → .padding() → 358 offered. A padding that leaves the grid nothing "
                + "on the screen is refused.",
            families: .all,
            parse: { lexer throws(CommandError) in
                let step = try stepNumber(&lexer)
                return .edit(.chain(.padding(at: step, try padding(&lexer))))
            },
            complete: { context in
                let words = context.arguments.filter { Int($0) == nil }
                return words.isEmpty ? ["default", "none"] + sides : sides
            }),
        CommandSpec(
            name: "frame",
            usage: "frame [STEP] width N [height N] | maxWidth N|inf [minWidth N] … | none",
            abstract:
                "Changes the frame nearest the grid (or step STEP), or adds one next to the grid; "
                + "'none' drops it.",
            discussion:
                "'frame width 470' is .frame(width: 470): the grid is offered 470 whatever the "
                + "screen. 'frame maxWidth 600' is "
                + ".frame(maxWidth: 600): the grid is offered the smaller of what reaches the "
                + "frame and 600. Fields: "
                + frameFields.joined(separator: ", ")
                + " (a max may be inf). Frames read from source stay on every screen and device.",
            families: .all,
            parse: { lexer throws(CommandError) in
                let step = try stepNumber(&lexer)
                return .edit(.chain(.frame(at: step, try frame(&lexer))))
            },
            complete: { context in
                let words = context.arguments.filter { Int($0) == nil }
                return words.count % 2 == 0 ? (words.isEmpty ? ["none"] : []) + frameFields : []
            }),
        CommandSpec(
            name: "chain", usage: "chain drop STEP | chain clear",
            abstract:
                "Drops one step of the chain (1 is next to the screen), or every step: the grid is "
                + "then offered the whole screen.",
            families: .all,
            parse: { lexer throws(CommandError) in
                let word = try lexer.require(.words(["drop STEP", "clear"]))
                switch word {
                case "drop":
                    let number = try NumberParser.count(
                        try lexer.require(.count(.step)), what: .count(.step))
                    return .edit(.chain(.drop(number)))
                case "clear": return .edit(.chain(.clear))
                default:
                    throw .language(
                        .expected(.words(["drop STEP", "clear"]), found: String(word)))
                }
            },
            complete: { $0.arguments.isEmpty ? ["drop", "clear"] : [] }),
    ]

    /// An optional step number before the rest of a `padding` or `frame` command.
    private static func stepNumber(_ lexer: inout Lexer) throws(CommandError) -> Int? {
        guard let word = lexer.peek, let first = word.first, (48...57).contains(first) else {
            return nil
        }
        // `padding 8` is a length: a number is a step only when more follows it.
        var ahead = lexer
        _ = ahead.next()
        guard ahead.peek != nil else { return nil }
        _ = lexer.next()
        let number = try NumberParser.count(word, what: .count(.step))
        guard number >= 1 else { throw .language(.expected(.count(.step), found: String(word))) }
        return number
    }

    /// The frame `frame …` describes; nil for none.
    package static func frame(_ lexer: inout Lexer) throws(CommandError) -> ContainerChain.Step? {
        if let word = lexer.peek, word == "none" {
            _ = lexer.next()
            return nil
        }
        var values: [String: Double] = [:]
        while let field = lexer.next() {
            let name = String(field)
            guard frameFields.contains(name) else {
                throw .language(.expected(.form(.frameField), found: String(name)))
            }
            guard values[name] == nil else {
                throw .language(.conflict(.repeatedField(name)))
            }
            let word = try lexer.require(.number(.frameLength(name)))
            values[name] = try NumberParser.parse(
                word, allowInfinity: name.hasPrefix("max"), what: .number(.frameLength(name)))
        }
        guard !values.isEmpty else {
            throw .language(.missing(.form(.frameField)))
        }
        let fixed = values["width"] != nil || values["height"] != nil
        let flexible = values.keys.contains { $0.hasPrefix("min") || $0.hasPrefix("max") }
        guard !(fixed && flexible) else {
            throw .language(.conflict(.fixedAndFlexibleFrame))
        }
        if fixed { return .frame(width: values["width"], height: values["height"]) }
        return .flexibleFrame(
            minWidth: values["minWidth"], maxWidth: values["maxWidth"],
            minHeight: values["minHeight"], maxHeight: values["maxHeight"])
    }

    /// The padding step `padding …` describes; nil for none.
    package static func padding(_ lexer: inout Lexer) throws(CommandError) -> ContainerChain.Step? {
        guard let first = lexer.peek else {
            throw .language(.missing(.number(.padding(side: nil))))
        }
        switch first {
        case "default":
            _ = lexer.next()
            return .defaultPadding
        case "none":
            _ = lexer.next()
            return nil
        default:
            break
        }
        guard sides.contains(String(first)) else {
            _ = lexer.next()
            let length = try NumberParser.parse(first, what: .number(.padding(side: nil)))
            return length == 0
                ? nil
                : .padding(
                    leading: length, trailing: length, top: length, bottom: length, isDefault: false
                )
        }
        var (leading, trailing, top, bottom) = (0.0, 0.0, 0.0, 0.0)
        while let side = lexer.next() {
            guard sides.contains(String(side)) else {
                throw .language(.expected(.form(.paddingSide), found: String(side)))
            }
            let slot = Expected.number(.padding(side: side.text))
            let length = try NumberParser.parse(try lexer.require(slot), what: slot)
            switch side {
            case "leading": leading = length
            case "trailing": trailing = length
            case "top": top = length
            case "bottom": bottom = length
            case "horizontal": (leading, trailing) = (length, length)
            default: (top, bottom) = (length, length)
            }
        }
        return .padding(
            leading: leading, trailing: trailing, top: top, bottom: bottom, isDefault: false)
    }
}
