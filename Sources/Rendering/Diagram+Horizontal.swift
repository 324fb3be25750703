import GridModel
import LayoutKernel
import Words

/// A LazyHGrid's picture: its tracks are rows, drawn top to bottom on one scale (`RowScale`),
/// with a ruler column per extent (the screen, what is offered, the grid) on the left that
/// shows where each ends against the rows; then each row's offset, size and item, and its
/// cells left to right, one column of cells per line of the grid. A cell keeps a blank column
/// from its neighbour whatever the width: lines that do not fit whole are left out and the
/// last line says so.
extension Diagram {
    /// A vertical ruler: its name over its column, the span it marks (points from the top edge
    /// of what is offered) and the number it shows.
    struct Ruler {
        package let name: String
        package let span: ClosedRange<Double>
        package let label: String
    }

    /// The rulers of a LazyHGrid, outermost first, as the LazyVGrid's: the screen (when the
    /// chain makes what is offered differ from it), what is offered, the grid.
    var rowRulers: [Ruler] {
        let f = NumberText.format
        var rulers: [Ruler] = []
        if let screen = screenSpan {
            rulers.append(Ruler(name: "screen", span: screen, label: f(layout.grid.container)))
        }
        rulers.append(Ruler(name: "offered", span: 0...layout.proposed, label: f(layout.proposed)))
        let grid = layout.origin...(layout.origin + layout.gridSize)
        rulers.append(Ruler(name: "grid", span: grid, label: f(layout.gridSize)))
        return rulers
    }

    func horizontal() -> [String] {
        let f = NumberText.format
        let rulers = rowRulers
        let scale = RowScale(layout: layout, extra: rulers.map(\.span))
        let rulerWidths = rulers.map { max($0.name.count, $0.label.count) }
        let offsetWidth = max(6, layout.tracks.map { f($0.offset).count }.max() ?? 0)
        let sizeWidth = max(4, layout.tracks.map { f($0.size).count }.max() ?? 0)
        var names: [String] = []
        for (t, track) in layout.tracks.enumerated() {
            let repeated = t > 0 && layout.tracks[t - 1].item == track.item
            let item = layout.items[track.item]
            names.append(repeated ? "  (track of item \(track.item + 1))" : itemLabel(item))
        }
        let rulerPart = rulerWidths.reduce(0) { $0 + $1 + 1 } + 1
        // The item names give way first on a narrow screen (the widths table names them too).
        let room = columns - rulerPart - offsetWidth - sizeWidth - 4 - 20
        var nameWidth = min(22, (names.map(\.count).max() ?? 0) + 2, room)
        if nameWidth < 8 { nameWidth = 0 }
        let headWidth = offsetWidth + 2 + sizeWidth + 2 + nameWidth
        let frames = layout.cells(limit: Limits.cellsDrawn)
        let across = CellColumns(frames: frames, width: max(columns - rulerPart - headWidth, 8))
        let drawn = frames.filter { $0.line < across.starts.count }

        var text = Array(repeating: "", count: scale.lineCount)
        for (t, band) in scale.bands.enumerated() {
            let track = layout.tracks[t]
            let cells = rowCells(drawn.filter { $0.track == t }, band: band, across: across)
            let shown = nameWidth == 0 ? "" : LabelText.fitting(names[t], in: nameWidth - 1) ?? ""
            let sizes =
                f(track.offset).leftPad(offsetWidth) + "  " + f(track.size).leftPad(sizeWidth)
            for (i, line) in cells.enumerated() {
                text[band.lowerBound + i] =
                    Self.exact(i > 0 ? "" : sizes + "  " + shown, headWidth) + line
            }
            if t + 1 < scale.bands.count {
                // A negative spacing makes rows overlap: said so, never as a negative gap.
                let after = track.gapAfter
                let gap = after < 0 ? "overlap \(f(-after))" : "gap \(f(after))"
                text[band.upperBound] = String(repeating: " ", count: offsetWidth + 2) + gap
            }
        }
        var lines: [String] = []
        if layout.origin != 0 || layout.groupOffset != 0 {
            let note =
                "(grid starts at \(f(layout.origin)) in the offered height; tracks start at "
                + "\(f(layout.groupOffset)) in the grid)"
            lines += Wrap.lines(note, width: columns, first: "", indent: 1).split(separator: "\n")
                .map(String.init)
        }
        let rulerHead = zip(rulers, rulerWidths).map { Self.exact($0.0.name, $0.1 + 1) }.joined()
        let item = Self.exact(nameWidth == 0 ? "" : "item", nameWidth)
        let head = "offset".leftPad(offsetWidth) + "  " + "size".leftPad(sizeWidth) + "  " + item
        lines.append(rulerHead + " " + head + "cells →")
        let columnsOfRulers = zip(rulers, rulerWidths).map { ruler, width in
            Self.rulerColumn(
                lines: scale.lines(for: ruler.span), label: ruler.label, width: width,
                count: scale.lineCount)
        }
        for (i, body) in text.enumerated() {
            lines.append(columnsOfRulers.map { $0[i] + " " }.joined() + " " + body)
        }
        if let more = moreCells(shown: drawn.count) { lines.append(more) }
        return lines.map {
            var s = $0
            while s.last == " " { s.removeLast() }
            return s
        }
    }

    /// `text` in a field of exactly `width` characters (`padding` adds a blank to a full one).
    static func exact(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// One ruler turned upright: `^` on its first line, `v` on its last, `|` between, and its
    /// number on the middle line when it has three lines or more (else the number is left out).
    static func rulerColumn(lines: ClosedRange<Int>, label: String, width: Int, count: Int)
        -> [String]
    {
        (0..<count).map { i in
            let mark: String
            switch i {
            case ..<lines.lowerBound, (lines.upperBound + 1)...: mark = ""
            case lines.lowerBound: mark = lines.count == 1 ? "|" : "^"
            case lines.upperBound: mark = "v"
            case (lines.lowerBound + lines.upperBound) / 2 where lines.count >= 3: mark = label
            default: mark = "|"
            }
            let text = String(repeating: " ", count: (width - mark.count) / 2) + mark
            return text + String(repeating: " ", count: width - text.count)
        }
    }

    /// The cells of one row (track), as many text lines as its band: '.' the slot, '#' the
    /// content, each cell's number drawn whole where it fits; content taller than its slot is
    /// kept inside it with '^' or 'v' on the side it spills past (the `wide-cell` flag says by
    /// how much).
    private func rowCells(_ row: [CellFrame], band: Range<Int>, across: CellColumns) -> [String] {
        var canvas = Canvas(width: across.width, height: band.count)
        var labels: [(String, Range<Int>, Int)] = []
        for cell in row {
            let slot = across.slot(cell.line)
            for y in 0..<band.count { canvas.fill(".", x: slot, y: y) }
            let a = min(max(across.column(cell.content.x), slot.lowerBound), slot.upperBound - 1)
            let b = min(
                max(a + 1, across.column(cell.content.x + cell.content.width)), slot.upperBound)
            let third = cell.slot.height / Double(band.count)
            let top = cell.content.y
            let bottom = cell.content.y + cell.content.height
            var covered = (0..<band.count).filter { i in
                let middle = cell.slot.y + third * (Double(i) + 0.5)
                return middle >= top && middle <= bottom
            }
            if covered.isEmpty {
                let middle = (top + bottom) / 2 - cell.slot.y
                covered = [min(max(Int(middle / max(third, 1e-9)), 0), band.count - 1)]
            }
            for y in covered { canvas.fill("#", x: a..<b, y: y) }
            if Tolerance.less(top, cell.slot.y) { canvas.put("^", a, 0) }
            if Tolerance.greater(bottom, cell.slot.y + cell.slot.height) {
                canvas.put("v", b - 1, band.count - 1)
            }
            labels.append((String(cell.index + 1), a..<b, covered[covered.count / 2]))
        }
        for (text, range, y) in labels { canvas.label(text, centredIn: range, y: y) }
        return canvas.lines(trimming: false)
    }
}
