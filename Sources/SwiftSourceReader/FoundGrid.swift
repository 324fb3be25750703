import GridModel

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
    package var summary: String {
        let code = firstLine.count > 70 ? String(firstLine.prefix(69)) + "…" : firstLine
        let view = family.viewName + String(repeating: " ", count: 9 - family.viewName.count)
        return "\(number)  \(view) " + " line \(line)  \(code)"
    }
}
