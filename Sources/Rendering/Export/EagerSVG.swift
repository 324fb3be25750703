import GridModel
import LayoutKernel
import Words

/// The picture of an eager Grid: the offered width and the grid's, the columns with their
/// widths and spacings, then each row with its cells — slot outlined, content filled in the
/// colours of the column it starts in, named `row.column` (`×n` for a span) as in the terminal
/// — and the numbers, flags and assumptions as text. x = 0 is the grid's leading edge, which
/// the trainer puts at the container's, as its terminal diagram does.
struct EagerSVG {
    package let layout: EagerGridLayout
    /// The session's screen, for the title's words.
    package var screen: Screen? = nil

    /// What lies past the offered width (hatched), the screen when a chain makes it differ,
    /// what is offered and the grid, as dimension lines above the columns; their bands.
    private func rulers(_ doc: inout SVGDocument, frame: AxisFrame, bottom: Double)
        -> [(String, Double, Double)]
    {
        let f = NumberText.format
        let grid = layout.grid
        var names: [(String, Double, Double)] = []
        if layout.width > grid.proposed {
            doc.hatched(
                frame.box(
                    main: grid.proposed, length: layout.width - grid.proposed, cross: 20,
                    thickness: bottom - 20), label: "",
                className: "outside")
        }
        doc.dimension(
            from: 0, to: grid.proposed, cross: 10, label: f(grid.proposed), frame: frame,
            className: "offered")
        names.append(("offered", 0, 20))
        if let band = doc.screenRuler(
            grid.chain, screen: grid.container, offered: grid.proposed, axis: .vertical,
            frame: frame, cross: -20, thickness: 20)
        {
            names.append(band)
        }
        doc.dimension(
            from: 0, to: layout.width, cross: 30, label: f(layout.width), frame: frame,
            className: "grid")
        names.append(("grid", 20, 20))
        return names
    }

    package func render(scale: Double) -> String {
        let f = NumberText.format
        let grid = layout.grid
        let frame = AxisFrame(vertical: true)
        var doc = SVGDocument()
        var names: [(String, Double, Double)] = []
        let visible = 0...max(0, grid.proposed)
        let rowsTop = 92.0
        let bottom = rowsTop + layout.height

        names += rulers(&doc, frame: frame, bottom: bottom)

        for (c, width) in layout.columns.enumerated() {
            let colours = SVGPalette(index: c)
            let x = layout.columnOffsets[c]
            doc.rect(
                x: x, y: 42, width: width, height: 22, fill: colours.fill, stroke: colours.stroke,
                dash: colours.dash, strokeWidth: 1.5,
                className: "column-bar")
            doc.label(
                f(width), in: (x, 42, width, 22), preferring: visible, alongX: true,
                className: "column")
            let spacing = c + 1 < layout.columnGaps.count ? layout.columnGaps[c + 1] : 0
            if c < layout.columns.count - 1 && spacing != 0 {
                let start = x + width
                doc.line(
                    x1: start, y1: 72, x2: start + spacing, y2: 72, stroke: SVGPalette.muted,
                    width: 1.5, className: "spacing-bar")
                doc.line(x1: start, y1: 68, x2: start, y2: 76, stroke: SVGPalette.muted)
                doc.line(
                    x1: start + spacing, y1: 68, x2: start + spacing, y2: 76,
                    stroke: SVGPalette.muted)
                doc.text(
                    f(spacing), x: start + spacing / 2, y: 84, size: 9, anchor: .middle,
                    className: "spacing")
            }
        }
        names.append(("columns", 40, 26))
        names.append(("spacing", 66, 20))

        for cell in layout.cells { drawCell(&doc, cell, top: rowsTop, content: false) }
        for cell in layout.cells { drawCell(&doc, cell, top: rowsTop, content: true) }
        for (r, height) in layout.rows.enumerated() {
            let kind = grid.rows[r].kind == .fullWidth ? "full" : "row \(r + 1)"
            names.append(("\(kind) · h \(f(height))", rowsTop + layout.rowOffsets[r], height))
        }

        for edge in [0, grid.proposed] {
            doc.line(
                x1: edge, y1: 0, x2: edge, y2: max(bottom, 86), stroke: SVGPalette.edge,
                dash: "5 3", width: 1.5, className: "offered-edge")
        }
        let mainStart = min(0, doc.bounds.isEmpty ? 0 : doc.bounds.minX)
        for (name, start, thickness) in names {
            doc.text(
                name, x: mainStart - 8, y: start + thickness / 2 + 3.5, size: 10, anchor: .end,
                fill: SVGPalette.muted, className: "band")
        }

        let left = doc.bounds.minX
        doc.text(title, x: left, y: doc.bounds.minY - 12, size: 12, bold: true, className: "title")
        doc.paragraph(
            summary(columns: doc.textColumns(size: 10)), x: left, y: doc.bounds.maxY + 18,
            className: "summary")
        return doc.render(title: title, scale: scale)
    }

    package var title: String {
        let f = NumberText.format
        let grid = layout.grid
        let count = layout.columnCount
        // A Grid offered no width says so, as the text header does (it said the screen's).
        return
            "Grid · \(EagerText.offeredAcross(grid, screen: screen)) "
            + "· \(count) column\(count == 1 ? "" : "s") · size \(f(layout.width)) × "
            + "\(f(layout.height))"
            + " · alignment \(grid.alignment.rawValue) · spacing "
            + "\(f(grid.horizontalSpacing ?? EagerGrid.defaultSpacing))/"
            + f(grid.verticalSpacing ?? EagerGrid.defaultSpacing)
    }

    /// A slot, or (`content: true`) unless the cell is empty its content; all slots first, as
    /// for the lazy grid. A full-width row's cell is grey: it belongs to no one column.
    private func drawCell(
        _ doc: inout SVGDocument, _ cell: EagerGridLayout.Cell, top: Double,
        content drawContent: Bool
    ) {
        let slot = cell.slot
        let visible = 0...max(0, layout.grid.proposed)
        if !drawContent {
            doc.rect(
                x: slot.x, y: top + slot.y, width: slot.width, height: slot.height, fill: "#ffffff",
                stroke: "#888888", dash: "3 2",
                className: "slot")
            return
        }
        if cell.empty {
            doc.label(
                cell.automatic ? "(auto)" : "empty",
                in: (slot.x, top + slot.y, slot.width, slot.height), preferring: visible,
                alongX: true,
                size: 9, className: "empty")
            return
        }
        let fullWidth = layout.grid.rows[cell.row].kind == .fullWidth
        let colours = SVGPalette(index: cell.column)
        let content = cell.content
        doc.rect(
            x: content.x, y: top + content.y, width: content.width, height: content.height,
            fill: fullWidth ? "#e6e6e6" : colours.fill,
            stroke: fullWidth ? SVGPalette.muted : colours.stroke,
            dash: fullWidth ? nil : colours.dash, className: "cell", fillOpacity: 0.85)
        let name =
            cell.span > 1
            ? "\(cell.row + 1).\(cell.column + 1)×\(cell.span)"
            : "\(cell.row + 1).\(cell.column + 1)"
        doc.label(
            name, in: (content.x, top + content.y, content.width, content.height),
            preferring: visible, alongX: true, size: 10,
            className: "cell-name")
    }

    /// Columns, rows, flags and assumptions as lines of at most `columns` characters.
    package func summary(columns: Int) -> [String] {
        let f = NumberText.format
        guard !layout.grid.rows.isEmpty else { return ["no rows yet"] }
        var lines = TextWrap.lines(
            "columns: \(layout.columns.map(f).joined(separator: " · "))", width: columns,
            indent: "  ")
        lines += TextWrap.lines(
            "rows: \(layout.rows.map(f).joined(separator: " · "))", width: columns, indent: "  ")
        lines += SVGSummary.flagsAndAssumptions(
            layout.diagnostics(),
            layout.assumptions.map { ($0.rawValue, AssumptionText.summary($0)) },
            columns: columns)
        return lines
    }
}
