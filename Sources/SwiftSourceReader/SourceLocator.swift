internal import SwiftSyntax
import Words

/// Where a node is: in the source being read, or in another file of its project, as a line
/// and column, a place for a message (`line 12`, `Theme.swift:3`) or a place for a note.
struct SourceLocator {
    /// Positions in the source being read.
    let converter: LineTable
    /// The files around the source, which know their own nodes' positions.
    let project: ProjectIndex?

    /// Where `node` is: its file when it is another file of the project (nil for the source's
    /// own), its 1-based line and column.
    func location(of node: some SyntaxProtocol) -> (file: String?, line: Int, column: Int) {
        let origin = project?.origin(of: node)
        let start = node.positionAfterSkippingLeadingTrivia
        let position = (origin?.converter ?? converter).location(for: start)
        if let origin, origin.converter !== converter {
            return (origin.file, position.line, position.column)
        }
        return (nil, position.line, position.column)
    }

    /// The 1-based line of `node`'s first token.
    func line(of node: some SyntaxProtocol) -> Int { location(of: node).line }

    /// The 1-based column of `node`'s first token.
    func column(of node: some SyntaxProtocol) -> Int { location(of: node).column }

    /// Where `node` is, for a note: its line, or its file and line in another file.
    func notePlace(of node: some SyntaxProtocol) -> ReaderNote.Place {
        let location = location(of: node)
        return location.file.map { .file($0, line: location.line) } ?? .line(location.line)
    }
}
