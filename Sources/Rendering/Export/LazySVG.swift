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
    struct Bands {
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
        let grid = layout.grid
        let frame = AxisFrame(vertical: grid.axis == .vertical)
        let bands = Bands(vertical: frame.vertical)
        var doc = SVGDocument()
        var names: [(String, Double, Double)] = []

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

        let (pastLeading, pastTrailing) = drawOutside(
            &doc, frame: frame, cross: gridCross, end: cellsEnd)
        names += drawRulers(
            &doc, frame: frame, bands: bands, cross: containerCross,
            past: (pastLeading, pastTrailing))
        drawItems(&doc, frame: frame, cross: itemsCross, thickness: bands.items)
        names.append(("items", itemsCross, bands.items))

        drawTracks(&doc, frame: frame, cross: tracksCross, thickness: bands.tracks)
        names.append(("tracks", tracksCross, bands.tracks))
        drawSpacings(&doc, frame: frame, cross: spacingCross, thickness: bands.spacing)
        names.append(("spacing", spacingCross, bands.spacing))

        for cell in frames { drawCell(&doc, cell, frame: frame, cross: cellsCross, content: false) }
        for cell in frames { drawCell(&doc, cell, frame: frame, cross: cellsCross, content: true) }
        names += lineNames(frames, frame: frame, cross: cellsCross)

        // The container's edges over everything, so overflow reads at a glance.
        for edge in [0, grid.proposed] {
            let a = frame.point(main: edge, cross: containerCross)
            let b = frame.point(main: edge, cross: max(cellsEnd, spacingCross + bands.spacing))
            doc.line(
                x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: SVGPalette.edge, dash: "5 3",
                width: 1.5, className: "offered-edge")
        }

        drawNames(&doc, names, frame: frame, pastLeading: pastLeading)
        return finish(&doc, drawn: frames.count, scale: scale)
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
