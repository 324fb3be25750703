/// A grid found in one file of a project, as `open FOLDER` lists them.
package struct ProjectGrid: Equatable, Sendable {
    /// The file, as printed (relative to the current folder).
    package var file: String
    /// The grid in that file (its number there, kind, line and first line).
    package var grid: FoundGrid
    /// 1-based across the project: what `open FOLDER N` chooses.
    package var number: Int

    package init(file: String, grid: FoundGrid, number: Int) {
        self.file = file
        self.grid = grid
        self.number = number
    }

    /// `3  Sources/Gallery.swift:12  LazyVGrid  LazyVGrid(columns: columns) {`
    package var summary: String {
        let code =
            grid.firstLine.count > 60 ? String(grid.firstLine.prefix(59)) + "…" : grid.firstLine
        let kind =
            grid.family.viewName + String(repeating: " ", count: 9 - grid.family.viewName.count)
        return "\(number)  \(file):\(grid.line)  \(kind)  \(code)"
    }
}
