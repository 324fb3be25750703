import LayoutKernel

/// `GridItem(…)` and `[GridItem(…), …]` typed in a command line, read by the same SwiftParser
/// based evaluator as `open` and `paste`, so every spelling Swift accepts works here too.
enum SwiftItems {
    static func read(_ text: Substring) throws(CommandError) -> [GridItem] {
        do {
            return try SwiftSourceReader.items(text: String(text), fileName: "line")
        } catch {
            // On a command line "line:1:COLUMN: error: …" reads better as the column alone.
            // The first problem is enough for one line (the rest follow from it).
            let text =
                error.description.split(separator: "\n").first.map(String.init) ?? error.description
            guard text.hasPrefix("line:1:"), let colon = text.dropFirst(7).firstIndex(of: ":")
            else { throw .source(error) }
            let column = text[text.index(text.startIndex, offsetBy: 7)..<colon]
            let message = text[colon...].dropFirst().drop { $0 == " " }
            let body = message.hasPrefix("error: ") ? message.dropFirst(7) : message
            throw .swiftSyntax("at column \(column): \(body)")
        }
    }
}
