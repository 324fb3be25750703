import Words

/// Everything that stops `open`/`paste` from loading a grid, worded for the person at the
/// keyboard: where it happened (`FILE:LINE:COLUMN`), what was wrong and how to go on. When one
/// of these is thrown the trainer's model stays as it was.
package enum SwiftSourceError: Error, Equatable, CustomStringConvertible {
    /// The file or paste held nothing but white space.
    case empty(file: String)
    /// The bytes are not UTF-8; `line` is where the first bad byte is (1-based).
    case notUTF8(file: String, byteOffset: Int, line: Int)
    /// Larger than the reader takes: parsing is linear but the trainer must stay responsive.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// Brackets, member chains or `else if` chains nested deeper than the reader's bound, checked
    /// before parsing so neither SwiftParser nor the evaluator can run out of stack or time.
    case tooDeep(file: String, line: Int, what: NestedConstruct, limit: Int)
    /// SwiftParser's own diagnostics: one `FILE:LINE:COLUMN: error: message` line each.
    case syntax(file: String, problems: [SourceProblem])
    /// No `LazyVGrid`, `LazyHGrid` or `Grid` call anywhere in the text.
    case noGrid(file: String)
    /// Several grids and no number chosen: the list to choose from.
    case chooseGrid(file: String, grids: [FoundGrid])
    /// Several grids in a project's files and no number chosen: the list, each with its file.
    case chooseProjectGrid(root: String, grids: [ProjectGrid], notes: [ProjectNote])
    /// A grid number that is not in the list.
    case noSuchGrid(file: String, number: Int, count: Int)
    /// A value that decides the tracks could not be evaluated: an unknown identifier or an
    /// expression the reader does not evaluate: which value, and how to supply it.
    case cannotEvaluate(SourceProblem, what: DecidingValue, hint: ValueHint)
    /// The source is valid Swift but describes something the trainer cannot hold (too many
    /// items, an alignment that does not exist, a model the kernel rejects).
    case invalid(SourceProblem)
    /// The command's evaluation budget ran out, or Ctrl-C or SIGTERM came: nothing is loaded.
    case stopped(SourceProblem)

    /// Each line one line: the file names and the quoted source in it are outside text,
    /// rendered by `SingleLine`, so only the line breaks between its lines are ours.
    package var description: String {
        let one: (String) -> String = SingleLine.render
        switch self {
        case .empty(let file):
            return
                "\(one(file)): nothing to read; expected SwiftUI code with a LazyVGrid, "
                + "LazyHGrid or Grid"
        case .notUTF8(let file, let offset, let line):
            return
                "\(one(file)):\(line): error: the file is not valid UTF-8 (byte \(offset + 1));"
                + " save it as UTF-8 and open it again"
        case .tooLarge(let file, let bytes, let limit):
            return
                "\(one(file)): \(bytes) bytes is more than the \(limit) bytes the reader takes;"
                + " copy the view with the grid into a smaller file"
        case .tooDeep(let file, let line, let what, let limit):
            return
                "\(one(file)):\(line): error: \(EvalReasonText.text(what)) nested more than"
                + " \(limit) deep; the reader stops here to stay responsive"
        case .syntax(let file, let problems):
            let shown = problems.prefix(5).map { $0.line(file: file) }
            let more =
                problems.count > 5
                ? [
                    "\(one(file)): … and \(problems.count - 5) more syntax error"
                        + (problems.count == 6 ? "" : "s")
                ] : []
            return (shown + more).joined(separator: "\n")
        case .noGrid(let file):
            return
                "\(one(file)): no LazyVGrid, LazyHGrid or Grid found; expected a call such as "
                + "LazyVGrid(columns: columns) { … }"
        case .chooseGrid(let file, let grids):
            let list = FoundGrid.list(grids).map { "  " + one($0) }
            return
                ([
                    "\(one(file)) holds \(grids.count) grids; choose one by its number"
                        + " (open \(one(file)) N):"
                ] + list).joined(separator: "\n")
        case .chooseProjectGrid(let root, let grids, let notes):
            let files = Set(grids.map(\.file)).count
            let list = ProjectGrid.list(grids).map { "  " + $0 }
            let head =
                "\(one(root)) holds \(grids.count) grids in \(files)"
                + " \(files == 1 ? "file" : "files"); choose one by its number"
                + " (open \(one(root)) N):"
            return ([head] + list + notes.map { "note: " + one(ProjectNoteText.sentence($0)) })
                .joined(separator: "\n")
        case .noSuchGrid(let file, let number, let count):
            return "\(one(file)): there is no grid \(number); expected a number from 1 to \(count)"
        case .cannotEvaluate(let problem, let what, let hint):
            return problem.line(file: nil) + " (\(ValueHintText.text(what))); "
                + ValueHintText.text(hint)
        case .invalid(let problem):
            return problem.line(file: nil)
        case .stopped(let problem):
            return problem.line(file: nil) + "; nothing was loaded"
        }
    }
}

extension SwiftSourceError {
    /// Whether the message starts with its own place, `FILE:LINE[:COL]: error: `, so whoever
    /// reports it adds no second place and no second `error:`. Said by the case, never read
    /// back from the words.
    package var placesItself: Bool {
        switch self {
        case .notUTF8, .tooDeep, .cannotEvaluate, .invalid, .stopped: true
        case .syntax(file: _, let problems): !problems.isEmpty
        case .empty, .tooLarge, .noGrid, .chooseGrid, .chooseProjectGrid, .noSuchGrid: false
        }
    }
}
