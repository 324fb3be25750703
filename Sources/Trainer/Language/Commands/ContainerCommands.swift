import LayoutKernel

/// Commands for what stands between the container and the grid.
enum ContainerCommands {
    static let sides = ["leading", "trailing", "top", "bottom", "horizontal", "vertical"]

    static let specs: [CommandSpec] = [
        CommandSpec(
            name: "padding",
            usage: "padding N | padding default | padding none | padding leading N trailing M [top N] [bottom N] | padding horizontal N",
            abstract: "The padding between the container and the grid: the grid is offered what is left.",
            discussion:
                "'padding default' is .padding(): 16 a side on iOS (assumption A7); 'padding 0' or 'none' removes it. The header then reads container 390 → .padding() → 358 offered.",
            family: .both,
            parse: { lexer throws(CommandError) in .edit(.padding(try padding(&lexer))) },
            complete: { context in context.arguments.isEmpty ? ["default", "none"] + sides : sides })
    ]

    /// The padding step `padding …` describes; nil for none.
    static func padding(_ lexer: inout Lexer) throws(CommandError) -> ContainerChain.Step? {
        let expected = "a length, default, none, or sides like 'leading 10 trailing 20'"
        guard let first = lexer.peek else { throw .missing(expected) }
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
            let length = try NumberParser.parse(first, what: "a padding in points")
            return length == 0 ? nil : .padding(leading: length, trailing: length, top: length, bottom: length, isDefault: false)
        }
        var (leading, trailing, top, bottom) = (0.0, 0.0, 0.0, 0.0)
        while let side = lexer.next() {
            guard sides.contains(String(side)) else { throw .expected("a side (\(sides.joined(separator: ", ")))", found: String(side)) }
            let length = try NumberParser.parse(try lexer.require("a length for \(side)"), what: "a padding in points")
            switch side {
            case "leading": leading = length
            case "trailing": trailing = length
            case "top": top = length
            case "bottom": bottom = length
            case "horizontal": (leading, trailing) = (length, length)
            default: (top, bottom) = (length, length)
            }
        }
        return .padding(leading: leading, trailing: trailing, top: top, bottom: bottom, isDefault: false)
    }
}
