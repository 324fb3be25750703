import GridModel
import LayoutKernel
import Words

/// The grid a quiz asks about: a lazy grid (LazyVGrid or LazyHGrid) or an eager `Grid`. The
/// answer is always the tracks, in order: a LazyVGrid's column widths, a LazyHGrid's row
/// heights, a Grid's column widths.
package enum QuizGrid: Equatable {
    case lazy(LazyGrid)
    case eager(EagerGrid)

    /// The tracks the grid draws; a bank grid always lays out (a test checks every one).
    package var tracks: [Double] {
        switch self {
        case .lazy(let grid): (try? grid.layout().tracks.map(\.size)) ?? []
        case .eager(let grid): (try? grid.layout().columns) ?? []
        }
    }

    /// The view's name, as in SwiftUI.
    package var viewName: String {
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

    /// The model a session holds after the quiz: a fresh trainer's on `screen` (the session's),
    /// holding the quiz's grid, shown, and the other family empty. It replaces the person's
    /// model in one change, so one `undo` gives theirs back whole.
    package func model(on screen: Screen) -> Model {
        let fresh = Model()
        switch self {
        // The quiz's size is a frame around its grid: the session keeps its screen.
        case .lazy(let grid):
            return Model(showsEager: false, screen: screen, lazy: grid.framed, eager: fresh.eager)
        case .eager(let grid):
            return Model(showsEager: true, screen: screen, lazy: fresh.lazy, eager: grid.framed)
        }
    }

    /// The assumptions the answer (the tracks) rests on, by name: where there are any, the quiz
    /// says "the model says", not "SwiftUI draws". Those about heights, placement and the
    /// spacing between lines leave the tracks alone.
    var answerAssumptions: [String] {
        switch self {
        case .lazy(let grid):
            guard let layout = try? grid.layout() else { return [] }
            return layout.assumptions.filter(Self.bearsOnTracks).map(\.rawValue)
        case .eager(let grid):
            guard let layout = try? grid.layout() else { return [] }
            return layout.assumptions.filter(Self.bearsOnTracks).map(\.rawValue)
        }
    }

    private static func bearsOnTracks(_ assumption: Assumption) -> Bool {
        switch assumption {
        // A2 and A3 size an adaptive item, A6 is the whole LazyHGrid, A7 the size offered.
        case .a2, .a3, .a6, .a7: true
        // The grid's own size when it underfills, placement, row spacing, a cell in its slot.
        case .a1, .a4, .a5, .a8: false
        }
    }

    private static func bearsOnTracks(_ assumption: EagerAssumption) -> Bool {
        switch assumption {
        // A spanning cell's share of the columns it covers; the size offered; a guessed
        // cell length sizes its column or row.
        case .g6, .a7, .s1, .s2, .s3: true
        }
    }

    /// The configuration as the question shows it.
    package var description: [String] {
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
    package static func cell(_ cell: EagerCell) -> String {
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
