import GridModel
import LayoutKernel
import Words

/// The eager Grid as text: a diagram of its columns and cells, the sizes, the flags.
package enum EagerText {
    package static func explain(_ layout: EagerGridLayout, columns: Int = 80) -> String {
        guard !layout.grid.rows.isEmpty else {
            return "The Grid has no rows yet: try 'row add fill fill fill'."
        }
        var lines = ["How Grid sizes its columns and rows here:"]
        for (index, step) in layout.steps.enumerated() {
            lines.append(
                Wrap.lines(
                    EagerTraceStepText.sentence(step), width: columns,
                    first: "\(String(index + 1).leftPad(3)).",
                    indent: 5))
        }
        lines += spanSteps(layout, columns: columns)
        // Who places each cell, grouped by source: one line per source, not one per cell.
        let sources = layout.cells.filter { !$0.empty && $0.alignmentSource != .grid }
        for source in Array(Set(sources.map(\.alignmentSource))).sorted(by: {
            $0.rawValue < $1.rawValue
        }) {
            let cells = sources.filter { $0.alignmentSource == source }.map {
                "\($0.row + 1).\($0.column + 1)"
            }
            let shown = cells.prefix(12).joined(separator: ", ") + (cells.count > 12 ? ", …" : "")
            let text =
                "Placed by their \(source.rawValue) alignment: \(shown) (row.column; cell anchor "
                + "beats column, column beats row, row beats grid)."
            lines.append(Wrap.lines(text, width: columns, first: "     ", indent: 5))
        }
        let flags = layout.diagnostics()
        if !flags.isEmpty {
            lines += ["Flags raised:"] + flags.map { flagLine($0, columns: columns) }
        }
        lines += assumptions(layout, columns: columns)
        return lines.joined(separator: "\n")
    }

    /// `columns: 300 · 40 · …`, continued under the first value when it does not fit.
    static func labelled(_ label: String, _ values: [String], columns: Int) -> [String] {
        let margin = String(repeating: " ", count: label.count)
        return Wrap.parts(
            values, separator: " · ", width: max(columns - label.count, 20), indent: 0
        ).enumerated().map {
            ($0.offset == 0 ? label : margin) + $0.element
        }
    }

    static func flagLine(_ flag: Diagnostic, columns: Int) -> String {
        Wrap.lines(
            DiagnosticText.message(flag), width: columns, first: "  \(flag.code.rawValue):",
            indent: 4)
    }

    static func assumptions(_ layout: EagerGridLayout, columns: Int = 80) -> [String] {
        guard !layout.assumptions.isEmpty else { return [] }
        return ["depends on assumptions:"]
            + layout.assumptions.map {
                Wrap.lines(
                    AssumptionText.summary($0), width: columns,
                    first: "  \($0.rawValue)", indent: 5
                )
            }
    }

    package static func flags(_ layout: EagerGridLayout, columns: Int = 80) -> String {
        let flags = layout.diagnostics()
        guard !flags.isEmpty else { return "flags: none" }
        return (["flags:"] + flags.map { flagLine($0, columns: columns) }).joined(separator: "\n")
    }

    /// The column widths, the row heights, and every cell's slot.
    package static func sizes(_ layout: EagerGridLayout, columns: Int) -> [String] {
        let f = NumberText.format
        return labelled("columns: ", layout.columns.map(f), columns: columns)
            + labelled("rows:    ", layout.rows.map(f), columns: columns) + [""]
            + cellTable(layout, columns: columns)
    }

    /// The Grid: header (the screen, the chain, what is offered), rulers, rows, columns, flags.
    /// `screen` is the session's, for the header's words (nil: said by its width alone).
    package static func render(
        _ layout: EagerGridLayout, _ part: LayoutPart, columns: Int, screen: Screen? = nil
    ) -> String {
        if part == .flags { return flags(layout, columns: columns) }
        if part == .widths {
            guard !layout.grid.rows.isEmpty else {
                return "(no rows yet: try 'row add fill fill fill')"
            }
            return sizes(layout, columns: columns).joined(separator: "\n")
        }
        var lines = picture(layout, columns: columns, screen: screen)
        guard !layout.grid.rows.isEmpty else { return lines.joined(separator: "\n") }
        lines.append("")
        lines += sizes(layout, columns: columns)
        if part == .all || part == .allButFlags {
            lines += ["", part == .all ? flags(layout, columns: columns) : LayoutPart.heldFlags]
            let notes = assumptions(layout, columns: columns)
            if !notes.isEmpty { lines += [""] + notes }
        }
        return lines.joined(separator: "\n")
    }

    /// What the Grid is offered across, as every header says it: the screen and the chain to
    /// what is offered, or `width unspecified (ScrollView(.horizontal))`.
    static func offeredAcross(_ grid: EagerGrid, screen: Screen?) -> String {
        guard !grid.unspecifiedWidth else { return "width unspecified (ScrollView(.horizontal))" }
        let named =
            screen.flatMap { $0.width == grid.container ? $0 : nil }
            ?? Screen(width: grid.container, height: grid.container)
        return ChainText.header(screen: named, chain: grid.chain, offered: grid.proposed)
    }

    /// The header, the rulers and the diagram of the cells (what the slider redraws).
    static func picture(_ layout: EagerGridLayout, columns: Int, screen: Screen? = nil) -> [String]
    {
        let f = NumberText.format
        let grid = layout.grid
        var parts = ["Grid", offeredAcross(grid, screen: screen)]
        if grid.containerHeight == nil {
            parts.append("height unspecified (ScrollView(.vertical))")
        }
        var lines = Wrap.parts(
            parts + [
                "\(layout.columnCount) column\(layout.columnCount == 1 ? "" : "s")",
                "size \(f(layout.width)) × \(f(layout.height))",
                "alignment \(grid.alignment.rawValue)",
                "spacing \(f(grid.horizontalSpacing ?? 8))/\(f(grid.verticalSpacing ?? 8))",
            ], separator: " · ", width: columns, indent: 2)
        for note in ChainText.framesWiderThanScreen(
            grid.chain, screen: grid.container, axis: .vertical)
        {
            lines += Wrap.lines("note: " + note, width: columns, first: "", indent: 2).split(
                separator: "\n"
            ).map(String.init)
        }
        guard !grid.rows.isEmpty else {
            lines.append(
                "(no rows yet: try 'row add fill fill fill' or 'row add 50x100 fill empty')")
            return lines
        }
        let label = 10
        let width = max(columns - label, 20)
        // The screen is drawn above what is offered when the chain makes them differ.
        let screenStart = -ChainText.offeredStart(
            grid.chain, screen: grid.container, axis: .vertical)
        // An unspecified width: the offer's ruler spans the width the grid takes, as `none`.
        let offer = grid.offeredWidth ?? layout.width
        let drawsScreen = grid.offeredWidth != nil && !Tolerance.equal(grid.container, offer)
        let left = drawsScreen ? min(0, screenStart) : 0
        let span = max(
            max(layout.width, offer, drawsScreen ? screenStart + grid.container : 0) - left, 1)
        let x = { (point: Double) in Int(((point - left) / span * Double(width - 1)).rounded()) }
        if drawsScreen {
            var ruler = Canvas(width: width, height: 1)
            ruler.span(
                x(screenStart), x(screenStart + grid.container), y: 0, label: f(grid.container),
                left: "|<", right: ">|")
            lines += ruler.lines().map { "screen".padding(label) + $0 }
        }
        var canvas = Canvas(width: width, height: 2)
        canvas.span(
            x(0), x(offer), y: 0, label: grid.offeredWidth.map(f) ?? "none", left: "|<",
            right: ">|")
        for (c, offset) in layout.columnOffsets.enumerated() {
            canvas.span(
                x(offset), max(x(offset), x(offset + layout.columns[c]) - 1), y: 1,
                label: f(layout.columns[c]), fill: " ")
        }
        lines += zip(["offered", "columns"], canvas.lines()).map { $0.0.padding(label) + $0.1 }
        lines += rowBands(layout, columns: width, label: label, x: x)
        return lines
    }
}
