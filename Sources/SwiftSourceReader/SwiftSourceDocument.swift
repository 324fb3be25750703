import GridModel
import LayoutKernel
internal import SwiftSyntax
import Words

/// A source file read and parsed without errors, with the grids found in it. Choosing one
/// (`grid(number:)`) evaluates it into the kernel's model.
package struct SwiftSourceDocument: Sendable {
    /// The name used in messages (`ContentView.swift`, `paste`).
    package let fileName: String
    /// Every grid call, in source order.
    package let grids: [FoundGrid]
    /// The file's own declarations.
    package let index: DeclarationIndex
    /// Positions in the file.
    let converter: LineTable
    /// The tree's root, which tells this file's nodes from other files' in a project index.
    let root: SyntaxIdentifier
    private let calls: [FunctionCallExprSyntax]

    /// The most cells a grid may have; a `ForEach` past it is cut with a note.
    package static let cellLimit = 10_000

    init(
        fileName: String, tree: SourceFileSyntax, converter: LineTable, text: String
    ) {
        self.fileName = fileName
        self.converter = converter
        index = DeclarationIndex(tree)
        // The lines are needed for the grids' own lines only: most files of a project have none.
        let lines = index.gridCalls.isEmpty ? [] : Self.lines(text)
        root = Syntax(tree).id
        calls = index.gridCalls.map(\.call)
        grids = index.gridCalls.enumerated().map { number, found in
            let location = converter.location(for: found.call.positionAfterSkippingLeadingTrivia)
            let line =
                location.line >= 1 && location.line <= lines.count ? lines[location.line - 1] : ""
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return FoundGrid(
                number: number + 1, family: found.family, line: location.line,
                column: location.column,
                firstLine: String(trimmed),
                lineAbove: location.line >= 2 && location.line - 1 <= lines.count
                    ? String(lines[location.line - 2]) : "")
        }
    }

    /// The lines of `text`, split at each newline byte (a CRLF line keeps its `\r`).
    package static func lines(_ text: String) -> [Substring] {
        // Implementation note: by UTF-8 bytes, not Characters: splitting a project's files by
        // Characters cost a twentieth of `check`.
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == 10 {
                lines.append(text[start..<index])
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }

    /// The grid numbered `number` (1-based), or the only one when `number` is nil; names the
    /// file does not declare are looked for in `project`.
    /// The evaluation spends from `budget`, the command's; past it (or at Ctrl-C) nothing loads.
    package func grid(
        number: Int?, project: ProjectIndex? = nil, budget: CommandBudget = .untilInterrupted()
    )
        throws(SwiftSourceError) -> ImportedGrid
    {
        // Made on the thread that evaluates: the budget's clock is that thread's CPU time,
        // and the evaluator starts it.
        return try SwiftSourceReader.onParseStack { () throws(SwiftSourceError) in
            let evaluator = SourceEvaluator(
                index: index, converter: converter, project: project, budget: budget)
            return try SwiftSourceReader.unlessStopped(evaluator, file: fileName) {
                () throws(SwiftSourceError) in try evaluate(number: number, evaluator)
            }
        }
    }

    private func evaluate(number: Int?, _ evaluator: SourceEvaluator) throws(SwiftSourceError)
        -> ImportedGrid
    {
        guard !grids.isEmpty else { throw .noGrid(file: fileName) }
        let chosen: Int
        switch number {
        case nil:
            guard grids.count == 1 else { throw .chooseGrid(file: fileName, grids: grids) }
            chosen = 1
        case let number?:
            guard (1...grids.count).contains(number) else {
                throw .noSuchGrid(file: fileName, number: number, count: grids.count)
            }
            chosen = number
        }
        let found = grids[chosen - 1]
        let call = calls[chosen - 1]
        let expander = ViewExpander(evaluator: evaluator, limit: Self.cellLimit)
        let context = GridImportContext(evaluator: evaluator, expander: expander, file: fileName)
        let axis = found.family.offeredAxis
        let sizeCommand = found.family == .eager ? "grid width N" : "\(axis.mainSizeName) N"
        let reader = ChainReader(
            evaluator: evaluator, expander: expander, axis: axis, sizeCommand: sizeCommand,
            eager: found.family == .eager)
        let chain: ContainerChain
        do throws(ChainFailure) {
            chain = try reader.chain(of: call)
        } catch {
            throw context.cannotEvaluate(error.error, what: error.what, command: error.hint)
        }
        // The chain stays as the source has it, frames included: the screen is the session's
        // (`width iphone-se; open Gallery.swift` lays Gallery out on an iPhone SE), and a
        // `.frame(width: 470)` offers 470 on every screen.
        guard chain.steps.count <= Limits.chainSteps else {
            throw .invalid(
                context.problem(
                    "\(chain.steps.count) paddings and frames around the grid; the trainer holds "
                        + "at most \(Limits.chainSteps)",
                    at: call))
        }
        var model: ImportedGrid.Model
        var unspecifiedHeight = false
        switch found.family {
        case .lazyVertical, .lazyHorizontal:
            var grid = try LazyGridImporter(
                context: context, call: call,
                axis: found.family == .lazyVertical ? .vertical : .horizontal
            ).grid()
            grid.chain = chain
            let checked = grid
            try context.validated({ () throws(LayoutError) in try checked.validate() }, at: call)
            model = .lazy(grid)
        case .eager:
            var grid = try EagerGridImporter(context: context, call: call).grid()
            grid.chain = chain
            let offers = GridOfferReader(evaluator: evaluator).unspecified(around: call)
            grid.unspecifiedWidth = offers.width
            unspecifiedHeight = offers.height
            let checked = grid
            try context.validated({ () throws(LayoutError) in try checked.validate() }, at: call)
            model = .eager(grid)
        }
        return ImportedGrid(
            found: found, model: model, chain: chain, unspecifiedHeight: unspecifiedHeight,
            notes: evaluator.notes.map(ReaderNoteText.sentence)
                + (evaluator.names.search.project?.readNotes ?? []).map(ProjectNoteText.sentence),
            notModelled: expander.notModelled.map(ReaderNoteText.text),
            suppliers: evaluator.names.search.suppliers.sorted())
    }
}
