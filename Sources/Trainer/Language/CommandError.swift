import LayoutKernel

/// Everything a typed line can get wrong, with a message that says what was expected.
/// Thrown before the model changes, so a bad line never leaves the model half-edited.
enum CommandError: Error, Equatable, CustomStringConvertible {
    /// A word where something else was expected.
    case expected(String, found: String)
    /// The line ended where more was expected.
    case missing(String)
    /// Words left over after a complete command.
    case unexpected(String, after: String)
    case unknownCommand(String, suggestion: String?)
    case badNumber(String, expected: String)
    /// A number, but outside what the command takes.
    case outOfRange(Double, expected: String)
    case itemOutOfRange(Int, count: Int)
    case noItems
    case noCell(Int, count: Int)
    /// A row number of the eager Grid out of range; `insertion` allows one past the last.
    case noRow(Int, count: Int, insertion: Bool)
    /// No cell of the row starts at that column; `starts` lists where its cells start.
    case noCellAtColumn(row: Int, column: Int, starts: [Int])
    /// A GridRow-only change aimed at a full-width row.
    case fullWidthRow(Int, cannot: String)
    /// `min`/`max` on a fixed item.
    case fixedHasNo(String, item: Int)
    /// A sweep of a parameter the item does not have (`fixed` true: the item is fixed).
    case sweepParameter(item: Int, fixed: Bool)
    /// `alignment top` on a LazyVGrid, `alignment leading` on a LazyHGrid.
    case alignmentOnAxis(String, axis: GridAxis)
    /// A command of one grid family typed while the other is shown.
    case wrongMode(Family, hint: String?)
    /// An `expect` check of the other grid family.
    case wrongCheck(for: Mode)
    case noEagerCell(row: Int, column: Int)
    case noHelp(String, suggestion: String?)
    case noLayout(String, suggestion: String?)
    /// A word where a length or a device name was expected (`what`: "a width").
    case unknownDevice(String, what: String, suggestion: String?)
    /// A command that needs the keyboard and screen of a terminal, run from a script or pipe.
    case needsTerminal(String)
    case presetName(String)
    case limit(String)
    /// A chain edit that would leave the grid nothing on the screen (the message has the numbers).
    case chainOffersNothing(String)
    /// The kernel refused the model the command would make.
    case invalid(LayoutError)
    case swiftSyntax(String)
    /// An `expect` line did not hold.
    case expectationFailed(expected: String, actual: String)
    case nothingTo(String)
    /// `quiz N` with N outside 1…count.
    case noQuiz(Int, count: Int)
    case file(String)
    /// SwiftUI source that could not be read (`open`, `paste`, Swift items): its own message,
    /// with `FILE:LINE:COLUMN:` where it has a place.
    case source(SwiftSourceError)
    /// `play` without a terminal to read keys from.
    case playNeedsTerminal
    /// `play` from a step of a lesson being played.
    case alreadyPlaying
    /// An export that could not be written, and why.
    case cannotWrite(String, WriteProblem)

    var description: String {
        switch self {
        case .expected(let what, let found): "expected \(what), found '\(found)'"
        case .missing(let what): "expected \(what) at the end of the line"
        case .unexpected(let word, let after): "unexpected '\(word)' after \(after)"
        case .unknownCommand(let word, let suggestion):
            "unknown command '\(word)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'help' for the commands")
        case .badNumber(let word, let expected):
            "'\(word)' is not a valid number; expected \(expected)"
        case .outOfRange(let value, let expected):
            "\(NumberText.format(value)) is out of range; expected \(expected)"
        case .itemOutOfRange(let number, let count):
            count == 0
                ? "there is no item \(number): the grid has no items yet (try 'add flexible')"
                : "there is no item \(number); expected an item number from 1 to \(count)"
        case .noItems:
            "the grid has no items yet; try 'add flexible' or 'columns [GridItem(.flexible())]'"
        case .noCell(let number, let count):
            "there is no cell \(number); the grid has \(count) cells (change that with 'cells N')"
        case .noRow(let number, let count, let insertion):
            if insertion {
                "there is no row \(number); expected 1 to \(count + 1)"
            } else if count == 0 {
                "there is no row \(number): the grid has no rows yet (try 'row add fill fill fill')"
            } else {
                "there is no row \(number); expected a row number from 1 to \(count)"
            }
        case .noCellAtColumn(let row, let column, let starts):
            starts.isEmpty
                ? "row \(row) has no cells"
                : "no cell of row \(row) starts at column \(column); its cells start at column"
                    + "\(starts.count == 1 ? "" : "s") \(starts.map(String.init).joined(separator: ", ")) (a cell is named"
                    + " by its row and the column it starts in, as the diagram labels it: \(row).\(starts[0]))"
        case .fullWidthRow(let row, let cannot): "row \(row) is \(cannot)"
        case .fixedHasNo(let what, let item):
            "item \(item) is fixed; '\(what)' applies to flexible and adaptive items (use 'set \(item) fixed N')"
        case .sweepParameter(let item, let fixed):
            fixed
                ? "item \(item) is fixed; sweep its 'size' instead"
                : "item \(item) is not fixed; sweep its 'min' or 'max'"
        case .alignmentOnAxis(let word, let axis):
            "a \(axis.viewName) aligns its \(axis.trackName)s \(GridAlignmentWord.spelled(on: axis)), not '\(word)' (that is for a \(axis == .vertical ? "LazyHGrid: 'axis horizontal'" : "LazyVGrid: 'axis vertical'") first)"
        case .wrongMode(let family, let hint):
            hint
                ?? {
                    switch family {
                    case .eager: "that edits the eager Grid; type 'grid' to switch to it first"
                    case .lazy, .both:
                        "that is a lazy-grid command and the eager Grid is shown; type 'lazy' to go back (grid commands: row, fullrow, grid width|alignment|hspacing|vspacing)"
                    }
                }()
        case .wrongCheck(let mode):
            switch mode {
            case .eager: "this check is for the eager Grid; type 'grid' to switch to it"
            case .lazy:
                "this check is for lazy grids; type 'lazy' to switch back, or use columns, rows, size, columncount, cell"
            }
        case .noEagerCell(let row, let column):
            "there is no cell starting at row \(row) column \(column)"
        case .noHelp(let topic, let suggestion):
            "no help for '\(topic)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'help' for the list")
        case .noLayout(let name, let suggestion):
            "no layout named '\(name)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'presets' to list them")
        case .unknownDevice(let word, let what, let suggestion):
            "unknown device '\(word)'; expected \(what) in points or a device name"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? " ('help devices' lists them)")
        case .needsTerminal(let command):
            "'\(command)' needs a terminal: it reads single keys and redraws in place; in a script, use 'sweep' (or set the value directly)"
        case .presetName(let name): "'\(name)' is a preset; choose another name for your layout"
        case .limit(let message): message
        case .chainOffersNothing(let message): message
        case .invalid(let error): LayoutErrorText.message(error)
        case .swiftSyntax(let message): "Swift syntax: \(message)"
        case .expectationFailed(let expected, let actual):
            "expectation failed: expected \(expected), actual \(actual)"
        case .nothingTo(let what): "nothing to \(what)"
        case .noQuiz(let number, let count):
            "there is no quiz \(number); expected a quiz number from 1 to \(count)"
        case .file(let message): message
        case .source(let error): error.description
        case .playNeedsTerminal:
            "play needs a terminal; to run a lesson as a script: gridtrainer FILE"
        case .alreadyPlaying:
            "a lesson is already playing; one lesson at a time (leave it with q first)"
        case .cannotWrite(let path, let problem): "cannot write '\(path)': \(problem)"
        }
    }
}
