import GridModel
import Words

/// One grid call found in the source, as `open FILE.swift` lists them when there are several.
package struct FoundGrid: Equatable, Sendable {
    /// 1-based, in source order: what `open FILE.swift N` chooses.
    package var number: Int
    package var family: GridFamily
    /// 1-based line of the call's name.
    package var line: Int
    /// 1-based column of the call's name.
    package var column: Int
    /// The source line the call starts on, trimmed, so the list is recognisable.
    package var firstLine: String
    /// The whole source line above the call (empty on the first line): the reader does not
    /// read comments, but `check` finds its `// gridtrainer:ignore` there or on `firstLine`.
    package var lineAbove: String = ""

    /// `2  LazyHGrid  line 31  LazyHGrid(rows: rows) {`
    package var summary: String { Self.list([self]).first ?? "" }

    /// The list `open FILE.swift` prints, a line a grid, its numbers and `line N` padded so
    /// the code starts in one column (`line 9` and `line 12` put it a column apart before).
    package static func list(_ grids: [FoundGrid]) -> [String] {
        let numberWidth = grids.map { String($0.number).count }.max() ?? 0
        let lineWidth = grids.map { "line \($0.line)".count }.max() ?? 0
        return grids.map { grid in
            let code =
                grid.firstLine.count > 70 ? String(grid.firstLine.prefix(69)) + "…" : grid.firstLine
            return String(grid.number).leftPad(numberWidth) + "  "
                + grid.family.viewName.padding(11) + "line \(grid.line)".padding(lineWidth + 2)
                + code
        }
    }
}
