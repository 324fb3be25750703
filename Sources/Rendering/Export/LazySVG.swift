import GridModel
import LayoutKernel
import Words

/// The picture of a LazyVGrid or LazyHGrid: what is offered and the grid as dimension lines,
/// a bar per item with its name, the tracks with their sizes, the spacings, a few lines of
/// cells (slot outlined, content filled and placed by alignment), then the numbers, flags and
/// assumptions as text. Positions are the offered space's: x = 0 is its leading edge, so a grid
/// that overflows starts at a negative x.
struct LazySVG {
    package let layout: LazyGridLayout
    /// The session's screen, for the title's words.
    package var screen: Screen? = nil

    /// Enough lines of cells to see the pattern; the rest are counted, not drawn.
    static let maxLines = 4
    static let maxCells = 120

    /// Band thicknesses across the main axis: a LazyHGrid's bands are side by side, so they
    /// must be wide enough for horizontal labels.
    private struct Bands {
        let dimension: Double
        package let items: Double
        package let tracks: Double
        package let spacing: Double
        let gap: Double

        init(vertical: Bool) {
            dimension = vertical ? 20 : 64
            items = vertical ? 24 : 130
            tracks = vertical ? 22 : 50
            spacing = vertical ? 16 : 40
            gap = vertical ? 10 : 14
        }
    }

    package func render(scale: Double) -> String {
        let f = NumberText.format
        let grid = layout.grid
        let frame = AxisFrame(vertical: grid.axis == .vertical)
        let bands = Bands(vertical: frame.vertical)
        let origin = layout.origin
        var doc = SVGDocument()
        var names: [(String, Double, Double)] = []
        let visible = 0...max(0, grid.proposed)

        // Bands, top to bottom for a LazyVGrid (left to right for a LazyHGrid).
        var cross = 0.0
        let containerCross = cross
        cross += bands.dimension
        let gridCross = cross
        cross += bands.dimension
        let itemsCross = cross
        cross += bands.items
        let tracksCross = cross
        cross += bands.tracks
        let spacingCross = cross
        cross += bands.spacing + bands.gap
        let cellsCross = cross
        let frames = layout.cells(limit: min(Self.maxCells, layout.trackCount * Self.maxLines))
        let cellsEnd =
            cellsCross
            + (frames.map {
                frame.vertical ? $0.slot.y + $0.slot.height : $0.slot.x + $0.slot.width
            }.max() ?? 0)

        // What lies past the container's edges, hatched under everything else.
        let gridEnd = origin + layout.gridSize
        // The tracks of pass 2 can run past the grid itself (they are sized at G, then
        // grow again), so the drawing reaches the further of the two.
        let tracksStart = origin + layout.groupOffset
        let pastLeading = min(0, origin, tracksStart)
        let pastTrailing = max(grid.proposed, gridEnd, tracksStart + layout.used)
        if pastLeading < 0 {
            doc.hatched(
                frame.box(
                    main: pastLeading, length: -pastLeading, cross: gridCross,
                    thickness: cellsEnd - gridCross), label: "",
                className: "outside")
        }
        if pastTrailing > grid.proposed {
            doc.hatched(
                frame.box(
                    main: grid.proposed, length: pastTrailing - grid.proposed, cross: gridCross,
                    thickness: cellsEnd - gridCross),
                label: "", className: "outside")
        }

        doc.dimension(
            from: 0, to: grid.proposed, cross: containerCross + bands.dimension / 2,
            label: f(grid.proposed), frame: frame,
            className: "offered")
        names.append(("offered", containerCross, bands.dimension))
        // How far the drawing reaches past each edge, beside the container's dimension line.
        let past = [(-pastLeading, 0.0, -1.0), (pastTrailing - grid.proposed, grid.proposed, 1.0)]
        for (amount, edge, side) in past where amount > 0 {
            let text = "\(f(amount)) past"
            if frame.vertical {
                doc.text(
                    text, x: edge + side * 4, y: containerCross + bands.dimension / 2 + 3, size: 9,
                    anchor: side < 0 ? .end : .start,
                    fill: SVGPalette.edge, className: "past")
            } else {
                doc.text(
                    text, x: containerCross + bands.dimension / 2,
                    y: edge + side * 4 + (side > 0 ? 9 : -2), size: 9, anchor: .middle,
                    fill: SVGPalette.edge, className: "past")
            }
        }
        doc.dimension(
            from: origin, to: gridEnd, cross: gridCross + bands.dimension / 2,
            label: f(layout.gridSize), frame: frame, className: "grid")
        names.append(("grid", gridCross, bands.dimension))

        for item in layout.items {
            let colours = SVGPalette(index: item.index)
            let box = frame.box(
                main: origin + item.offset, length: item.drawn.width, cross: itemsCross + 2,
                thickness: bands.items - 4)
            doc.rect(
                x: box.x, y: box.y, width: box.width, height: box.height, fill: colours.fill,
                stroke: colours.stroke, dash: colours.dash,
                strokeWidth: 1.5, className: "item")
            if !doc.label(
                ItemName.numbered(item), in: box, preferring: visible, alongX: frame.vertical,
                className: "item-name")
            {
                doc.label(
                    String(item.index + 1), in: box, preferring: visible, alongX: frame.vertical,
                    className: "item-name")
            }
        }
        names.append(("items", itemsCross, bands.items))

        drawTracks(&doc, frame: frame, cross: tracksCross, thickness: bands.tracks)
        names.append(("tracks", tracksCross, bands.tracks))
        drawSpacings(&doc, frame: frame, cross: spacingCross, thickness: bands.spacing)
        names.append(("spacing", spacingCross, bands.spacing))

        for cell in frames { drawCell(&doc, cell, frame: frame, cross: cellsCross, content: false) }
        for cell in frames { drawCell(&doc, cell, frame: frame, cross: cellsCross, content: true) }
        var lines: [Int: (Double, Double)] = [:]
        for cell in frames {
            let start = frame.vertical ? cell.slot.y : cell.slot.x
            let size = frame.vertical ? cell.slot.height : cell.slot.width
            lines[cell.line] = (cellsCross + start, size)
        }
        for (line, place) in lines.sorted(by: { $0.key < $1.key }) {
            let name = frame.vertical ? "row \(line + 1) · h \(f(place.1))" : "col \(line + 1)"
            names.append((name, place.0, place.1))
        }

        // The container's edges over everything, so overflow reads at a glance.
        for edge in [0, grid.proposed] {
            let a = frame.point(main: edge, cross: containerCross)
            let b = frame.point(main: edge, cross: max(cellsEnd, spacingCross + bands.spacing))
            doc.line(
                x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: SVGPalette.edge, dash: "5 3",
                width: 1.5, className: "offered-edge")
        }

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

        let top = doc.bounds.minY
        let left = doc.bounds.minX
        doc.text(title, x: left, y: top - 12, size: 12, bold: true, className: "title")
        var y = doc.bounds.maxY + 18
        let shown = frames.count
        if grid.cellCount > shown {
            y = doc.paragraph(
                ["… \(grid.cellCount - shown) more cells (\(shown) of \(grid.cellCount) drawn)"],
                x: left, y: y, className: "more")
        }
        doc.paragraph(
            summary(columns: doc.textColumns(size: 10)), x: left, y: y, className: "summary")
        return doc.render(title: title, scale: scale)
    }

    package var title: String {
        let f = NumberText.format
        let grid = layout.grid
        let offered = ChainText.header(
            screen: Diagram.screen(screen, of: grid), chain: grid.chain, offered: layout.proposed,
            axis: grid.axis)
        var title = "\(grid.axis.viewName) · \(offered) · grid \(f(layout.gridSize))"
        title += layout.origin != 0 ? " starting at \(f(layout.origin))" : ""
        return title
            + " · alignment \(grid.alignment.name(on: grid.axis)) · spacing "
            + "\(f(grid.effectiveLineSpacing))"
    }
}
