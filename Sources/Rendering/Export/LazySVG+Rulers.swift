import LayoutKernel
import Words

/// The lazy grid picture's dimension lines, item bars, band names and closing text.
extension LazySVG {
    /// What lies past the offered space's edges, hatched under everything else from `cross`
    /// (the grid's band) to `end` (the cells' end). The tracks of pass 2 can run past the grid
    /// itself (they are sized at G, then grow again), so the drawing reaches the further of the
    /// two. Returns how far it reaches before 0 and after what is offered.
    func drawOutside(_ doc: inout SVGDocument, frame: AxisFrame, cross: Double, end: Double)
        -> (leading: Double, trailing: Double)
    {
        let proposed = layout.grid.proposed
        let origin = layout.origin
        let tracksStart = origin + layout.groupOffset
        let leading = min(0, origin, tracksStart)
        let trailing = max(proposed, origin + layout.gridSize, tracksStart + layout.used)
        if leading < 0 {
            doc.hatched(
                frame.box(main: leading, length: -leading, cross: cross, thickness: end - cross),
                label: "", className: "outside")
        }
        if trailing > proposed {
            doc.hatched(
                frame.box(
                    main: proposed, length: trailing - proposed, cross: cross,
                    thickness: end - cross),
                label: "", className: "outside")
        }
        return (leading, trailing)
    }

    /// What is offered (at `cross`), the screen before it when a chain makes them differ, how
    /// far the drawing reaches past each edge, and the grid; their bands, for the names.
    func drawRulers(
        _ doc: inout SVGDocument, frame: AxisFrame, bands: Bands, cross: Double,
        past: (leading: Double, trailing: Double)
    ) -> [(String, Double, Double)] {
        let f = NumberText.format
        let grid = layout.grid
        var names: [(String, Double, Double)] = []
        doc.dimension(
            from: 0, to: grid.proposed, cross: cross + bands.dimension / 2,
            label: f(grid.proposed), frame: frame, className: "offered")
        names.append(("offered", cross, bands.dimension))
        if let band = doc.screenRuler(
            grid.chain, screen: grid.container, offered: layout.proposed, axis: grid.axis,
            frame: frame, cross: cross - bands.dimension, thickness: bands.dimension)
        {
            names.append(band)
        }
        // How far the drawing reaches past each edge, beside the offered dimension line.
        let reach = [
            (-past.leading, 0.0, -1.0), (past.trailing - grid.proposed, grid.proposed, 1.0),
        ]
        for (amount, edge, side) in reach where amount > 0 {
            let text = "\(f(amount)) past"
            if frame.vertical {
                doc.text(
                    text, x: edge + side * 4, y: cross + bands.dimension / 2 + 3, size: 9,
                    anchor: side < 0 ? .end : .start, fill: SVGPalette.edge, className: "past")
            } else {
                doc.text(
                    text, x: cross + bands.dimension / 2,
                    y: edge + side * 4 + (side > 0 ? 9 : -2), size: 9, anchor: .middle,
                    fill: SVGPalette.edge, className: "past")
            }
        }
        let gridCross = cross + bands.dimension
        doc.dimension(
            from: layout.origin, to: layout.origin + layout.gridSize,
            cross: gridCross + bands.dimension / 2, label: f(layout.gridSize), frame: frame,
            className: "grid")
        names.append(("grid", gridCross, bands.dimension))
        return names
    }

    /// A bar per item over all its tracks, with its name (or its number when that is all that
    /// fits).
    func drawItems(_ doc: inout SVGDocument, frame: AxisFrame, cross: Double, thickness: Double) {
        let visible = 0...max(0, layout.grid.proposed)
        for item in layout.items {
            let colours = SVGPalette(index: item.index)
            let box = frame.box(
                main: layout.origin + item.offset, length: item.drawn.width, cross: cross + 2,
                thickness: thickness - 4)
            doc.rect(
                x: box.x, y: box.y, width: box.width, height: box.height, fill: colours.fill,
                stroke: colours.stroke, dash: colours.dash, strokeWidth: 1.5, className: "item")
            if !doc.label(
                ItemName.numbered(item), in: box, preferring: visible, alongX: frame.vertical,
                className: "item-name")
            {
                doc.label(
                    String(item.index + 1), in: box, preferring: visible, alongX: frame.vertical,
                    className: "item-name")
            }
        }
    }

    /// One band name per line of cells drawn: "row 2 · h 30" (a LazyHGrid's "col 2").
    func lineNames(_ frames: [CellFrame], frame: AxisFrame, cross: Double)
        -> [(String, Double, Double)]
    {
        let f = NumberText.format
        var lines: [Int: (Double, Double)] = [:]
        for cell in frames {
            let start = frame.vertical ? cell.slot.y : cell.slot.x
            let size = frame.vertical ? cell.slot.height : cell.slot.width
            lines[cell.line] = (cross + start, size)
        }
        return lines.sorted(by: { $0.key < $1.key }).map { line, place in
            let name = frame.vertical ? "row \(line + 1) · h \(f(place.1))" : "col \(line + 1)"
            return (name, place.0, place.1)
        }
    }

    /// The bands' names, before the picture's leading edge.
    func drawNames(
        _ doc: inout SVGDocument, _ names: [(String, Double, Double)], frame: AxisFrame,
        pastLeading: Double
    ) {
        let mainStart = min(
            pastLeading,
            doc.bounds.isEmpty ? 0 : (frame.vertical ? doc.bounds.minX : doc.bounds.minY))
        for (name, start, thickness) in names {
            if frame.vertical {
                doc.text(
                    name, x: mainStart - 8, y: start + thickness / 2 + 3.5, size: 10, anchor: .end,
                    fill: SVGPalette.muted, className: "band")
            } else {
                doc.text(
                    name, x: start + thickness / 2, y: mainStart - 8, size: 9, anchor: .middle,
                    fill: SVGPalette.muted, className: "band")
            }
        }
    }

    /// The title above, the cells left out and the summary below, then the document.
    package func finish(_ doc: inout SVGDocument, drawn: Int, scale: Double) -> String {
        let grid = layout.grid
        let top = doc.bounds.minY
        let left = doc.bounds.minX
        doc.text(title, x: left, y: top - 12, size: 12, bold: true, className: "title")
        var y = doc.bounds.maxY + 18
        if grid.cellCount > drawn {
            y = doc.paragraph(
                ["… \(grid.cellCount - drawn) more cells (\(drawn) of \(grid.cellCount) drawn)"],
                x: left, y: y, className: "more")
        }
        doc.paragraph(
            summary(columns: doc.textColumns(size: 10)), x: left, y: y, className: "summary")
        return doc.render(title: title, scale: scale)
    }
}
