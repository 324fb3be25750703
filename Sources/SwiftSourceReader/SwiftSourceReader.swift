internal import SwiftParser
internal import SwiftSyntax
import SystemInterface

/// The entry point for `open FILE.swift` and `paste`: reads SwiftUI source with the
/// toolchain's own parser and lists the grids in it. Checks that keep the trainer responsive
/// come first (size, encoding, nesting), then syntax errors are reported as compilers do.
package enum SwiftSourceReader {
    /// The largest source the reader takes: ample for any view file, small enough to parse
    /// in well under a second.
    package static let byteLimit = 1 << 20
    /// The stack the parse and the evaluation run on. SwiftParser takes up to ~17 KB of stack
    /// per level of the deepest construct measured (generic arguments); `SourceScanner` lets
    /// through at most 800 levels of any construct it knows (~14 MB), and the tree-depth check
    /// backs it for any it does not: 256 MB leaves a wide margin.
    static let parseStack = 256 << 20
    /// SwiftParser's own bound on bracket nesting, past `SourceScanner.bracketLimit` so the
    /// scanner's clearer message comes first; past it the parser stops descending.
    static let parserNestingLimit = 256
    /// The deepest syntax tree the reader walks: every construct the scanner counts makes at
    /// most a few tree levels, so only constructs it does not count (`f()()()…`) reach this.
    package static let treeDepthLimit = 4_000

    /// Reads raw file bytes, which must be UTF-8: the grids in them, or why they cannot be read.
    package static func read(bytes: [UInt8], fileName: String) throws(SwiftSourceError)
        -> SwiftSourceDocument
    {
        let document = try document(bytes: bytes, fileName: fileName)
        guard !document.grids.isEmpty else { throw .noGrid(file: fileName) }
        return document
    }

    /// Reads source text: the grids in it, or why it cannot be read.
    package static func read(text: String, fileName: String) throws(SwiftSourceError)
        -> SwiftSourceDocument
    {
        let document = try document(text: text, fileName: fileName)
        guard !document.grids.isEmpty else { throw .noGrid(file: fileName) }
        return document
    }

    /// Reads a file of a project, which may hold no grid (its constants may still be needed).
    package static func document(bytes: [UInt8], fileName: String) throws(SwiftSourceError)
        -> SwiftSourceDocument
    {
        guard bytes.count <= byteLimit else {
            throw .tooLarge(file: fileName, bytes: bytes.count, limit: byteLimit)
        }
        if let offset = firstInvalidUTF8(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            throw .notUTF8(file: fileName, byteOffset: offset, line: line)
        }
        return try document(text: String(decoding: bytes, as: UTF8.self), fileName: fileName)
    }

    /// Parses source text into a document, with or without grids.
    package static func document(text: String, fileName: String) throws(SwiftSourceError)
        -> SwiftSourceDocument
    {
        let (tree, converter) = try parse(text, fileName: fileName)
        // Indexing walks the tree and prints types' names (recursively): on the parse's stack.
        return try onParseStack { () throws(SwiftSourceError) in
            SwiftSourceDocument(fileName: fileName, tree: tree, converter: converter, text: text)
        }
    }

    /// The checks every read starts with — size, something there, nesting — then the tree,
    /// refused when it has syntax errors.
    static func parse(_ text: String, fileName: String) throws(SwiftSourceError) -> (
        SourceFileSyntax, LineTable
    ) {
        let size = text.utf8.count
        guard size <= byteLimit else {
            throw .tooLarge(file: fileName, bytes: size, limit: byteLimit)
        }
        guard text.contains(where: { !$0.isWhitespace }) else { throw .empty(file: fileName) }
        var scanner = SourceScanner()
        scanner.scan(Substring(text))
        if let overflow = scanner.overflow {
            throw .tooDeep(
                file: fileName, line: overflow.line, what: overflow.what, limit: overflow.limit)
        }
        return try onParseStack { () throws(SwiftSourceError) in
            var parser = Parser(text, maximumNestingLevel: parserNestingLimit)
            let tree = SourceFileSyntax.parse(from: &parser)
            if let deep = deepestNode(tree, beyond: treeDepthLimit) {
                let line = text.utf8.prefix(deep.utf8Offset).reduce(1) { $1 == 10 ? $0 + 1 : $0 }
                throw .tooDeep(
                    file: fileName, line: line, what: .syntaxTreeLevels, limit: treeDepthLimit)
            }
            let converter = LineTable(text)
            let problems = SyntaxProblems.find(in: tree, file: fileName, converter: converter)
            guard problems.isEmpty else { throw .syntax(file: fileName, problems: problems) }
            return (tree, converter)
        }
    }

    /// Runs `body` on a thread with `parseStack` bytes of stack: everything that walks a tree
    /// SwiftSyntax-style (the parse, evaluation) goes through here.
    static func onParseStack<T>(_ body: () throws(SwiftSourceError) -> T) throws(SwiftSourceError)
        -> T
    {
        try System.withStack(parseStack) { Result(catching: body) }.get()
    }

    /// The position of the first node deeper than `limit` levels, walked without recursion.
    static func deepestNode(_ tree: SourceFileSyntax, beyond limit: Int) -> AbsolutePosition? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            guard depth <= limit else { return node.position }
            for child in node.children(viewMode: .all) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// The offset of the first byte that is not part of valid UTF-8, nil when all are.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error(let length): return offset + (length > 0 ? 0 : 0)
            }
        }
    }
}
