import LayoutKernel

/// The grid a quiz asks about: a lazy grid (LazyVGrid or LazyHGrid) or an eager `Grid`. The
/// answer is always the tracks, in order: a LazyVGrid's column widths, a LazyHGrid's row
/// heights, a Grid's column widths.
enum QuizGrid: Equatable {
    case lazy(LazyGrid)
    case eager(EagerGrid)

    /// The tracks the grid draws; a bank grid always lays out (a test checks every one).
    var tracks: [Double] {
        switch self {
        case .lazy(let grid): (try? grid.layout().tracks.map(\.size)) ?? []
        case .eager(let grid): (try? grid.layout().columns) ?? []
        }
    }

    /// The view's name, as in SwiftUI.
    var viewName: String {
        switch self {
        case .lazy(let grid): grid.axis.viewName
        case .eager: "Grid"
        }
    }

    /// What the answer lists, for the question: "widths … track by track".
    var askedFor: String {
        switch self {
        case .lazy(let grid) where grid.axis == .horizontal:
            "What heights does SwiftUI draw, row by row from the top?"
        case .lazy: "What widths does SwiftUI draw, column by column from the leading edge?"
        case .eager: "What widths does SwiftUI give the columns, from the leading edge?"
        }
    }

    /// The model a session holds after the quiz: the quiz's grid, shown, and the other family
    /// kept as it was.
    func model(keeping current: Model) -> Model {
        switch self {
        // The quiz's size is a frame around its grid: the session keeps its screen.
        case .lazy(let grid):
            Model(mode: .lazy, screen: current.screen, lazy: grid.framed, eager: current.eager)
        case .eager(let grid):
            Model(mode: .eager, screen: current.screen, lazy: current.lazy, eager: grid.framed)
        }
    }

    /// The configuration as the question shows it.
    var description: [String] {
        let f = NumberText.format
        switch self {
        case .lazy(let grid):
            return [
                "\(grid.axis.viewName) in .frame(\(grid.axis.mainSizeName): \(f(grid.proposed))) "
                    + "with",
                "  [" + grid.items.map(SwiftCode.item).joined(separator: ", ") + "]",
            ]
        case .eager(let grid):
            var lines = ["Grid in .frame(width: \(f(grid.proposed))) with"]
            for row in grid.rows {
                lines.append(
                    "  GridRow { " + row.cells.map(Self.cell).joined(separator: " · ") + " }")
            }
            lines.append(
                "  (fill: a view that takes any size, like Color; W×H: a view that size; ×n: "
                    + "spans n columns)"
            )
            return lines
        }
    }

    /// One cell, in the question's words.
    static func cell(_ cell: EagerCell) -> String {
        let f = NumberText.format
        var text: String
        switch cell.content {
        case .sized(.fixed(let w), .fixed(let h)): text = "\(f(w))×\(f(h))"
        case .sized, .spacer, .half, .empty: text = cell.contentWord.replacing("x", with: "×")
        }
        if cell.span > 1 { text += " ×\(cell.span)" }
        return text
    }
}
