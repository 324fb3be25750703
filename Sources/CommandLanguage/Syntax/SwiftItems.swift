import LayoutKernel
import SwiftSourceReader

/// `GridItem(…)` and `[GridItem(…), …]` typed in a command line, read by the same SwiftParser
/// based evaluator as `open` and `paste`, so every spelling Swift accepts works here too.
enum SwiftItems {
    package static func read(_ text: Substring) throws(CommandError) -> [GridItem] {
        do {
            return try SwiftSourceReader.items(text: String(text), fileName: "line")
        } catch {
            throw onTheLine(error) == nil ? .source(error) : .language(.swiftSyntax(error))
        }
    }

    /// The reader's first problem on a command line, as its column and its words: on a command
    /// line "line:1:COLUMN: error: …" reads better as the column alone, and the first problem
    /// is enough for one line (the rest follow from it). nil when the error has no such place.
    static func onTheLine(_ error: SwiftSourceError) -> (column: Substring, body: Substring)? {
        let description = error.description
        let text = description.split(separator: "\n").first ?? Substring(description)
        guard text.hasPrefix("line:1:"), let colon = text.dropFirst(7).firstIndex(of: ":")
        else { return nil }
        let column = text[text.index(text.startIndex, offsetBy: 7)..<colon]
        let message = text[colon...].dropFirst().drop { $0 == " " }
        return (column, message.hasPrefix("error: ") ? message.dropFirst(7) : message)
    }
}
