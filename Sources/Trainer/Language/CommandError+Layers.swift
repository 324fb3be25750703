import LayoutKernel

/// The errors of the session's editors and the shell by their names before errors were split
/// by layer: each chooses its layer (`.model`, `.layout`, `.terminal`, `.file`, `.language`)
/// so that a throw site reads `throw .noRow(…)` as before. Kept so that Session/ and Shell/
/// files need not change with the split; new code names the layer (`throw .model(.noRow(…))`).
extension CommandError {
    static func expected(_ what: String, found: String) -> Self {
        .language(.expected(what, found: found))
    }

    static func itemOutOfRange(_ number: Int, count: Int) -> Self {
        .model(.itemOutOfRange(number, count: count))
    }

    static func noCell(_ number: Int, count: Int) -> Self { .model(.noCell(number, count: count)) }

    static func noRow(_ number: Int, count: Int, insertion: Bool) -> Self {
        .model(.noRow(number, count: count, insertion: insertion))
    }

    static func noCellAtColumn(row: Int, column: Int, starts: [Int]) -> Self {
        .model(.noCellAtColumn(row: row, column: column, starts: starts))
    }

    static func fullWidthRow(_ row: Int, cannot: String) -> Self {
        .model(.fullWidthRow(row, cannot: cannot))
    }

    static func fixedHasNo(_ what: String, item: Int) -> Self {
        .model(.fixedHasNo(what, item: item))
    }

    static func alignmentOnAxis(_ word: String, axis: GridAxis) -> Self {
        .model(.alignmentOnAxis(word, axis: axis))
    }

    static func wrongMode(_ family: Family, hint: String?) -> Self {
        .model(.wrongMode(family, hint: hint))
    }

    static func nothingTo(_ what: String) -> Self { .model(.nothingTo(what)) }

    /// The kernel refused the model: `.layout`.
    static func invalid(_ error: LayoutError) -> Self { .layout(error) }

    static func needsTerminal(_ command: String) -> Self { .terminal(.needsTerminal(command)) }

    static var playNeedsTerminal: Self { .terminal(.playNeedsTerminal) }

    static var alreadyPlaying: Self { .terminal(.alreadyPlaying) }

    static func cannotWrite(_ path: String, _ problem: WriteProblem) -> Self {
        .file(.cannotWrite(path: path, problem))
    }
}
