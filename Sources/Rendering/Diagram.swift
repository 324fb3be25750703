import GridModel
import LayoutKernel
import Words

/// The ASCII picture of a lazy grid, scaled to the output width: the screen (when the chain
/// makes what is offered differ from it), what is offered, the grid,
/// a bar per item over its tracks, each track with its width, and a few lines of cells with
/// their content placed by alignment ('.' is slot, '#' is content). A LazyHGrid's picture is
/// drawn on the other axis (`horizontal()`, in Diagram+Horizontal.swift).
struct Diagram {
    package let layout: LazyGridLayout
    package let columns: Int
    package var style = Style(color: false)
    /// The session's screen, for the header's words; nil says only its size (the grid's container).
    package var screen: Screen? = nil

    /// The screen the header names: the session's, or one of the grid's container size.
    package static func screen(_ screen: Screen?, of grid: LazyGrid) -> Screen {
        if let screen, screen.size(along: grid.axis) == grid.container { return screen }
        return Screen(width: grid.container, height: grid.container)
    }

    static let labelWidth = 10
    static let maxLines = Limits.diagramLines

    func itemLabel(_ item: ItemLayout) -> String {
        "\(item.index + 1) \(Self.describe(item.item.size))"
    }

    package static func describe(_ size: GridItemSize) -> String {
        let f = NumberText.format
        switch size {
        case .fixed(let value): return "fixed \(f(value))"
        case .flexible(let minimum, let maximum): return "flexible \(f(minimum))…\(f(maximum))"
        case .adaptive(let minimum, let maximum): return "adaptive \(f(minimum))…\(f(maximum))"
        }
    }

    package func render() -> [String] {
        let f = NumberText.format
        let grid = layout.grid
        var lines: [String] = []
        let size = ChainText.header(
            screen: Self.screen(screen, of: grid), chain: grid.chain, offered: layout.proposed,
            axis: grid.axis)
        let gridPart =
            "grid \(f(layout.gridSize))"
            + (layout.origin != 0 ? " starting at \(f(layout.origin))" : "")
        let parts = [
            grid.axis.viewName, size, gridPart, "alignment \(grid.alignment.name(on: grid.axis))",
            "spacing \(f(grid.effectiveLineSpacing))",
        ]
        lines += Wrap.parts(parts, separator: " · ", width: columns, indent: 2)
        for note in ChainText.framesWiderThanScreen(
            grid.chain, screen: grid.container, axis: grid.axis)
        {
            lines += Wrap.lines("note: " + note, width: columns, first: "", indent: 2).split(
                separator: "\n"
            ).map(String.init)
        }
        guard !layout.items.isEmpty else {
            lines.append("(no items yet: try 'add flexible', 'add fixed 70' or 'add adaptive 40')")
            return lines
        }
        let start = layout.origin + layout.groupOffset
        let before = max(0, -start)
        let after = max(0, start + layout.used - layout.proposed)
        if before > 0 || after > 0 {
            let (lead, trail) = (grid.axis.leadingEdgeName, grid.axis.trailingEdgeName)
            let text =
                "the tracks stick out \(f(before)) past the \(lead) edge and \(f(after)) past the "
                + "\(trail) edge of what is offered"
            lines += Wrap.lines(text, width: columns, first: "", indent: 2).split(separator: "\n")
                .map(String.init)
        }
        return lines + (grid.axis == .vertical ? vertical() : horizontal())
    }

    /// Where the screen lies, in points from the offered space's leading edge, when it is drawn
    /// (it differs from what is offered); nil otherwise.
    var screenSpan: ClosedRange<Double>? {
        let grid = layout.grid
        guard !Tolerance.equal(grid.container, layout.proposed) else { return nil }
        let start = -ChainText.offeredStart(grid.chain, screen: grid.container, axis: grid.axis)
        return start...(start + grid.container)
    }

    /// The horizontal extent in points, offered origin 0, and the scale to columns.
    private func scale(width: Int) -> (left: Double, map: (Double) -> Int) {
        let screen = screenSpan
        let left = min(
            0, layout.origin, layout.origin + layout.groupOffset, screen?.lowerBound ?? 0)
        let right = max(
            layout.proposed, layout.origin + layout.gridSize,
            layout.origin + layout.groupOffset + layout.used, screen?.upperBound ?? 0)
        let span = max(right - left, 1)
        let factor = Double(width - 1) / span
        return (left, { x in Int(((x - left) * factor).rounded()) })
    }

    private func vertical() -> [String] {
        let frames = layout.cells(limit: Limits.cellsDrawn)
        let lineCount = min((frames.last?.line ?? -1) + 1, Self.maxLines)
        // Wide enough for every name on the left ("h 1234.5" included), so no line gets longer.
        let heights = (0..<lineCount).compactMap { line in
            frames.first { $0.line == line }.map { "h \(NumberText.format($0.slot.height))" }
        }
        let labelWidth = max(Self.labelWidth, (heights.map(\.count).max() ?? 0) + 1)
        let width = max(columns - labelWidth, 20)
        let (_, column) = scale(width: width)
        let origin = layout.origin
        var canvas = Canvas(width: width, height: 4)
        var screenLine: [String] = []
        if let screen = screenSpan {
            var ruler = Canvas(width: width, height: 1)
            ruler.span(
                column(screen.lowerBound), column(screen.upperBound), y: 0,
                label: NumberText.format(layout.grid.container), left: "|<", right: ">|")
            screenLine = ruler.lines(style: style).map { "screen".padding(labelWidth) + $0 }
        }
        canvas.span(
            column(0), column(layout.proposed), y: 0, label: NumberText.format(layout.proposed),
            left: "|<", right: ">|")
        canvas.span(
            column(origin), column(origin + layout.gridSize), y: 1,
            label: NumberText.format(layout.gridSize), left: "|<", right: ">|")
        for item in layout.items {
            let a = column(origin + item.offset)
            let b = max(a, column(origin + item.offset + item.drawn.width) - 1)
            canvas.span(a, b, y: 2, label: itemLabel(item), left: "[", right: "]", fill: " ")
            canvas.paint(item.index, x: a..<(b + 1), y: 2)
        }
        for track in layout.tracks {
            let a = column(origin + track.offset)
            let b = max(a, column(origin + track.offset + track.size) - 1)
            canvas.span(
                a, b, y: 3, label: NumberText.format(track.size), left: "|", right: "|", fill: " ")
            canvas.paint(track.item, x: a..<(b + 1), y: 3)
        }
        var lines =
            screenLine
            + zip(["offered", "grid", "items", "tracks"], canvas.lines(style: style)).map {
                "\($0.0.padding(labelWidth))\($0.1)"
            }
        lines += cells(frames, lines: lineCount, width: width, labelWidth: labelWidth) { point in
            column(origin + point)
        }
        return lines
    }

    /// Cells drawn line by line (rows of a LazyVGrid): at most `maxLines` rows of the first
    /// `Limits.cellsDrawn` cells, and a line that says how many were left out.
    private func cells(
        _ frames: [CellFrame], lines lineCount: Int, width: Int, labelWidth: Int,
        main: (Double) -> Int
    ) -> [String] {
        var lines: [String] = []
        for line in 0..<lineCount {
            let row = frames.filter { $0.line == line }
            guard let first = row.first else { break }
            let height = first.slot.height
            var canvas = Canvas(width: width, height: 3)
            var labels: [(String, Range<Int>, Int)] = []
            for cell in row {
                let a = main(cell.slot.x)
                let b = max(a + 1, main(cell.slot.x + cell.slot.width))
                for y in 0..<3 { canvas.fill(".", x: a..<b, y: y) }
                // Content larger than its slot is drawn inside it, with '<' or '>' on the side it
                // spills past (the `wide-cell` flag gives the numbers): never over a neighbour.
                let spillsBefore = Tolerance.less(cell.content.x, cell.slot.x)
                let spillsAfter = Tolerance.greater(
                    cell.content.x + cell.content.width, cell.slot.x + cell.slot.width)
                let ca = min(max(main(cell.content.x), a), b - 1)
                let cb = min(max(ca + 1, main(cell.content.x + cell.content.width)), b)
                let covered = (0..<3).filter { third in
                    let top = first.slot.y + height * Double(third) / 3
                    let bottom = top + height / 3
                    let overlap =
                        min(bottom, cell.content.y + cell.content.height) - max(top, cell.content.y)
                    return overlap > height / 6
                }
                for y in covered { canvas.fill("#", x: ca..<cb, y: y) }
                if spillsBefore { canvas.put("<", a, 1) }
                if spillsAfter { canvas.put(">", b - 1, 1) }
                labels.append(
                    (
                        String(cell.index + 1), ca..<cb,
                        covered.isEmpty ? 1 : covered[covered.count / 2]
                    ))
            }
            // After every fill: a cell's number is drawn whole, where it fits, or not at all.
            for (text, range, y) in labels { canvas.label(text, centredIn: range, y: y) }
            let names = ["row \(line + 1)", "h \(NumberText.format(height))", ""]
            lines += zip(names, canvas.lines()).map { "\($0.0.padding(labelWidth))\($0.1)" }
        }
        let shown = frames.filter { $0.line < lineCount }.count
        if let more = moreCells(shown: shown) { lines.append(more) }
        return lines
    }

    /// "… 88 more cells (12 of 100 drawn)", or nil when every cell is drawn.
    func moreCells(shown: Int) -> String? {
        let total = layout.grid.cellCount
        return total > shown ? "… \(total - shown) more cells (\(shown) of \(total) drawn)" : nil
    }
}
