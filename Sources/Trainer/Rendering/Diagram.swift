import LayoutKernel

/// The ASCII picture of a lazy grid, scaled to the output width: the container and the grid,
/// a bar per item over its tracks, each track with its width, and a few lines of cells with
/// their content placed by alignment ('.' is slot, '#' is content).
struct Diagram {
    let layout: LazyGridLayout
    let columns: Int
    var style = Style(color: false)

    static let labelWidth = 10
    static let maxLines = 3

    func itemLabel(_ item: ItemLayout) -> String {
        "\(item.index + 1) \(Self.describe(item.item.size))"
    }

    static func describe(_ size: GridItemSize) -> String {
        let f = NumberText.format
        switch size {
        case .fixed(let value): return "fixed \(f(value))"
        case .flexible(let minimum, let maximum): return "flexible \(f(minimum))…\(f(maximum))"
        case .adaptive(let minimum, let maximum): return "adaptive \(f(minimum))…\(f(maximum))"
        }
    }

    func render() -> [String] {
        let f = NumberText.format
        let grid = layout.grid
        var lines: [String] = []
        let size =
            grid.chain.steps.isEmpty
            ? "\(grid.axis.mainSizeName) \(f(layout.proposed))"
            : ChainText.header(container: grid.container, chain: grid.chain, offered: layout.proposed)
        var title = "\(grid.axis.viewName) · \(size) · grid \(f(layout.gridSize))"
        title += layout.origin != 0 ? " starting at \(f(layout.origin))" : ""
        title += " · alignment \(grid.alignment.name(on: grid.axis)) · spacing \(f(grid.effectiveLineSpacing))"
        lines.append(title)
        guard !layout.items.isEmpty else {
            lines.append("(no items yet: try 'add flexible', 'add fixed 70' or 'add adaptive 40')")
            return lines
        }
        let start = layout.origin + layout.groupOffset
        let before = max(0, -start)
        let after = max(0, start + layout.used - layout.proposed)
        if before > 0 || after > 0 {
            lines.append("the tracks stick out \(f(before)) past the leading edge and \(f(after)) past the trailing edge of the container")
        }
        return lines + (grid.axis == .vertical ? vertical() : horizontal())
    }

    /// The horizontal extent in points, container origin 0, and the scale to columns.
    private func scale(width: Int) -> (left: Double, map: (Double) -> Int) {
        let left = min(0, layout.origin, layout.origin + layout.groupOffset)
        let right = max(layout.proposed, layout.origin + layout.gridSize, layout.origin + layout.groupOffset + layout.used)
        let span = max(right - left, 1)
        let factor = Double(width - 1) / span
        return (left, { x in Int(((x - left) * factor).rounded()) })
    }

    private func vertical() -> [String] {
        let width = max(columns - Self.labelWidth, 20)
        let (_, column) = scale(width: width)
        let origin = layout.origin
        var canvas = Canvas(width: width, height: 4)
        canvas.span(column(0), column(layout.proposed), y: 0, label: NumberText.format(layout.proposed), left: "|<", right: ">|")
        canvas.span(column(origin), column(origin + layout.gridSize), y: 1, label: NumberText.format(layout.gridSize), left: "|<", right: ">|")
        for item in layout.items {
            let a = column(origin + item.offset)
            let b = max(a, column(origin + item.offset + item.drawn.width) - 1)
            canvas.span(a, b, y: 2, label: itemLabel(item), left: "[", right: "]", fill: " ")
            canvas.paint(item.index, x: a..<(b + 1), y: 2)
        }
        for track in layout.tracks {
            let a = column(origin + track.offset)
            let b = max(a, column(origin + track.offset + track.size) - 1)
            canvas.span(a, b, y: 3, label: NumberText.format(track.size), left: "|", right: "|", fill: " ")
            canvas.paint(track.item, x: a..<(b + 1), y: 3)
        }
        var lines = zip(["container", "grid", "items", "tracks"], canvas.lines(style: style)).map { "\($0.0.padding(Self.labelWidth))\($0.1)" }
        lines += cells(width: width) { point in column(origin + point) }
        return lines
    }

    /// Cells drawn line by line (rows of a LazyVGrid, columns of a LazyHGrid).
    private func cells(width: Int, main: (Double) -> Int) -> [String] {
        let frames = layout.cells(limit: Limits.cellsDrawn)
        guard let last = frames.last else { return [] }
        let lineCount = min(last.line + 1, Self.maxLines)
        var lines: [String] = []
        for line in 0..<lineCount {
            let row = frames.filter { $0.line == line }
            guard let first = row.first else { break }
            let height = first.slot.height
            var canvas = Canvas(width: width, height: 3)
            for cell in row {
                let a = main(cell.slot.x)
                let b = max(a + 1, main(cell.slot.x + cell.slot.width))
                for y in 0..<3 { canvas.fill(".", x: a..<b, y: y) }
                let ca = main(cell.content.x)
                let cb = max(ca + 1, main(cell.content.x + cell.content.width))
                let covered = (0..<3).filter { third in
                    let top = first.slot.y + height * Double(third) / 3
                    let bottom = top + height / 3
                    let overlap = min(bottom, cell.content.y + cell.content.height) - max(top, cell.content.y)
                    return overlap > height / 6
                }
                for y in covered { canvas.fill("#", x: ca..<cb, y: y) }
                let labelLine = covered.isEmpty ? 1 : covered[covered.count / 2]
                canvas.label(String(cell.index + 1), centredIn: ca..<cb, y: labelLine)
            }
            let names = ["row \(line + 1)", "h \(NumberText.format(height))", ""]
            lines += zip(names, canvas.lines()).map { "\($0.0.padding(Self.labelWidth))\($0.1)" }
        }
        let shown = frames.filter { $0.line < lineCount }.count
        if layout.grid.cellCount > shown {
            lines.append("… \(layout.grid.cellCount - shown) more cells (\(shown) of \(layout.grid.cellCount) drawn)")
        }
        return lines
    }

    /// A LazyHGrid: its tracks are horizontal bands, cells run left to right in columns.
    private func horizontal() -> [String] {
        let f = NumberText.format
        let cellsWidth = max(columns - 32, 20)
        let frames = layout.cells(limit: Limits.cellsDrawn)
        let crossEnd = frames.map { $0.slot.x + $0.slot.width }.max() ?? 1
        let factor = Double(cellsWidth - 1) / max(crossEnd, 1)
        let x = { (point: Double) in Int((point * factor).rounded()) }
        let largest = layout.tracks.map(\.size).max() ?? 1
        var lines = ["offset  size  item                   cells →"]
        if layout.origin != 0 || layout.groupOffset != 0 {
            lines.append("(grid starts at \(f(layout.origin)) in the container; tracks start at \(f(layout.groupOffset)) in the grid)")
        }
        var previousItem = -1
        for (t, track) in layout.tracks.enumerated() {
            let bandLines = max(1, Int((track.size / max(largest, 1) * 3).rounded()))
            var canvas = Canvas(width: cellsWidth, height: bandLines)
            for cell in frames where cell.track == t {
                let a = x(cell.slot.x)
                let b = max(a + 1, x(cell.slot.x + cell.slot.width))
                for y in 0..<bandLines { canvas.fill(".", x: a..<b, y: y) }
                let ca = x(cell.content.x)
                let cb = max(ca + 1, x(cell.content.x + cell.content.width))
                let covered = (0..<bandLines).filter { band in
                    let top = cell.slot.y + cell.slot.height * Double(band) / Double(bandLines)
                    let bottom = top + cell.slot.height / Double(bandLines)
                    let overlap = min(bottom, cell.content.y + cell.content.height) - max(top, cell.content.y)
                    return overlap > cell.slot.height / Double(bandLines) / 2 || bandLines == 1 && overlap > 0
                }
                for y in covered { canvas.fill("#", x: ca..<cb, y: y) }
                canvas.label(String(cell.index + 1), centredIn: ca..<cb, y: covered.isEmpty ? 0 : covered[covered.count / 2])
            }
            let item = layout.items[track.item]
            let name = track.item == previousItem ? "  (track of item \(track.item + 1))" : itemLabel(item)
            previousItem = track.item
            for (i, text) in canvas.lines(trimming: false).enumerated() {
                let head =
                    i == 0 ? "\(f(track.offset).leftPad(6))  \(f(track.size).leftPad(4))  \(name.padding(22))" : String(repeating: " ", count: 36)
                lines.append(head + text)
            }
            if track.gapAfter > 0 { lines.append("        gap \(f(track.gapAfter))") }
        }
        return lines.map {
            var s = $0; while s.last == " " { s.removeLast() }; return s
        }
    }
}
