/// One grid call found in the source, as `open FILE.swift` lists them when there are several.
package struct FoundGrid: Equatable, Sendable {
    /// 1-based, in source order: what `open FILE.swift N` chooses.
    var number: Int
    var kind: GridKind
    /// 1-based line of the call's name.
    var line: Int
    /// 1-based column of the call's name.
    var column: Int
    /// The source line the call starts on, trimmed, so the list is recognisable.
    var firstLine: String
    /// A `// gridtrainer:ignore …` comment on the grid's line or the line above (for `check`).
    var ignore: IgnoreDirective? = nil

    /// `2  LazyHGrid  line 31  LazyHGrid(rows: rows) {`
    var summary: String {
        let code = firstLine.count > 70 ? String(firstLine.prefix(69)) + "…" : firstLine
        return
            "\(number)  \(kind.rawValue + String(repeating: " ", count: 9 - kind.rawValue.count)) "
            + " line \(line)  \(code)"
    }
}
