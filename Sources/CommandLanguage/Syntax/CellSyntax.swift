import GridModel
import LayoutKernel

/// `cell N size WxH | width W | height H | fill`.
enum CellSyntax {
    /// What `cell N` takes.
    static let edits = ["size WxH", "width W", "height H", "fill"]

    static func cellEdit(_ lexer: inout Lexer) throws(CommandError) -> CellEdit {
        let what = try lexer.require(.words(edits))
        switch what {
        case "size":
            let word = try lexer.require(.form(.cellSize))
            let parts = word.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw .language(.expected(.form(.cellSize), found: String(word)))
            }
            return .size(
                width: try NumberParser.parse(parts[0], what: .number(.cellSizePart(.width))),
                height: try NumberParser.parse(parts[1], what: .number(.cellSizePart(.height))))
        case "width":
            return .width(
                try NumberParser.parse(
                    try lexer.require(.number(.cellLength(.width))),
                    what: .number(.cellLength(.width))))
        case "height":
            return .height(
                try NumberParser.parse(
                    try lexer.require(.number(.cellLength(.height))),
                    what: .number(.cellLength(.height))))
        case "fill": return .fill
        default:
            throw .language(.expected(.words(edits), found: String(what)))
        }
    }
}
