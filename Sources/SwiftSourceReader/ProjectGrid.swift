import Words

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

    /// `LazyVGrid  LazyVGrid(columns: columns) {`: the kind, then the code's first line.
    var kindAndCode: String {
        let code =
            grid.firstLine.count > 60 ? String(grid.firstLine.prefix(59)) + "…" : grid.firstLine
        return grid.family.viewName.padding(11) + code
    }

    /// The list `open FOLDER` prints, a line a grid, numbers and places padded so the kinds
    /// line up (`3  Sources/Gallery.swift:12  LazyVGrid  LazyVGrid(columns: columns) {`); the
    /// paths and code are outside text, shown on one line by `SingleLine` before the padding
    /// counts them. Before, each line was as long as its path, and the kinds zigzagged.
    package static func list(_ grids: [ProjectGrid]) -> [String] {
        let numbers = grids.map { String($0.number) }
        let places = grids.map { SingleLine.render("\($0.file):\($0.grid.line)") }
        let numberWidth = numbers.map(\.count).max() ?? 0
        let placeWidth = places.map(\.count).max() ?? 0
        return grids.indices.map { index in
            numbers[index].leftPad(numberWidth) + "  " + places[index].padding(placeWidth + 2)
                + SingleLine.render(grids[index].kindAndCode)
        }
    }
}
