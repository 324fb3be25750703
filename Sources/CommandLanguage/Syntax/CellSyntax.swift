import GridModel
import LayoutKernel

/// `cell N size WxH | width W | height H | fill`.
enum CellSyntax {
    static func cellEdit(_ lexer: inout Lexer) throws(CommandError) -> CellEdit {
        let what = try lexer.require("size WxH, width W, height H or fill")
        switch what {
        case "size":
            let word = try lexer.require("a size like 100x30")
            let parts = word.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw .language(.expected("a size like 100x30", found: String(word.prefix(40))))
            }
            return .size(
                width: try NumberParser.parse(parts[0], what: "a width like the 100 in 100x30"),
                height: try NumberParser.parse(parts[1], what: "a height like the 30 in 100x30"))
        case "width":
            return .width(
                try NumberParser.parse(try lexer.require("a width"), what: "a width in points"))
        case "height":
            return .height(
                try NumberParser.parse(try lexer.require("a height"), what: "a height in points"))
        case "fill": return .fill
        default:
            throw .language(.expected("size WxH, width W, height H or fill", found: String(what)))
        }
    }
}
