import LayoutKernel

/// Why valid Swift describes a grid the trainer cannot hold (too many items, an alignment that
/// does not exist, a model the kernel rejects), as data: the message of
/// `SwiftSourceError.invalid`. `GridImportProblemText` words it.
package enum GridImportProblem: Equatable, Sendable {
    /// A lazy grid along `axis` without its `columns:` or `rows:` argument.
    case needsItems(GridAxis)
    /// More items than the trainer holds.
    case tooManyItems(count: Int, limit: Int)
    /// A lazy grid's alignment (the code as written) that is none of `allowed` (names without
    /// the dot).
    case lazyAlignment(GridAxis, allowed: [String], found: String)
    /// An eager grid's alignment (the code as written) that is not a name at all.
    case gridAlignment(found: String)
    /// A name (without the dot) that is none of the nine alignments.
    case notAnAlignment(String)
    /// `.gridCellColumns(N)` with N below 1.
    case spanBelowOne(Int)
    /// A column alignment (the code as written) that is not `.leading`, `.center` or
    /// `.trailing`.
    case columnAlignment(found: String)
    /// More paddings and frames around the grid than the trainer holds.
    case tooManyChainSteps(count: Int, limit: Int)
    /// Pasted text whose last statement is no `[GridItem]`.
    case expectedItems
    /// The kernel's checks rejected the model.
    case model(LayoutError)
}

/// `GridImportProblem` in words: the message after `FILE:LINE:COLUMN: error: `.
// Implementation note: one exhaustive switch, so a new problem does not compile until it has
// its words.
package enum GridImportProblemText {
    /// The problem as a sentence without the place.
    package static func text(_ problem: GridImportProblem) -> String {
        let dotted = { (names: [String]) in names.map { "." + $0 }.joined(separator: ", ") }
        switch problem {
        case .needsItems(let axis):
            return "\(axis.viewName) needs its `\(axis == .vertical ? "columns" : "rows"):` "
                + "argument"
        case .tooManyItems(let count, let limit):
            return "\(count) items; the trainer holds at most \(limit)"
        case .lazyAlignment(let axis, let allowed, let found):
            return "expected \(dotted(allowed)) for a \(axis.viewName)'s alignment, found \(found)"
        case .gridAlignment(let found):
            return "expected an alignment such as .topLeading, found \(found)"
        case .notAnAlignment(let name):
            return "'.\(name)' is not an alignment; expected one of "
                + dotted(ItemAlignment.allCases.map(\.rawValue))
        case .spanBelowOne(let span):
            return ".gridCellColumns(\(span)): a span is 1 or more columns"
        case .columnAlignment(let found):
            return "expected .leading, .center or .trailing, found \(found)"
        case .tooManyChainSteps(let count, let limit):
            return "\(count) paddings and frames around the grid; the trainer holds at most "
                + "\(limit)"
        case .expectedItems:
            return "expected [GridItem(…), …] or let columns = [GridItem(…), …]"
        case .model(let error): return LayoutErrorText.message(error)
        }
    }
}
