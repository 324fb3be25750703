import LayoutKernel

/// The eager Grid as text: a diagram of its columns and cells, the sizes, the flags.
enum EagerText {
    static func explain(_ layout: EagerGridLayout) -> String {
        guard !layout.grid.rows.isEmpty else { return "The Grid has no rows yet: try 'row add fill fill fill'." }
        var lines = ["How Grid sizes its columns and rows here:"]
        for (index, step) in layout.steps.enumerated() { lines.append("\(String(index + 1).leftPad(3)). \(step.description)") }
        let sources = layout.cells.filter { !$0.empty && $0.alignmentSource != "grid" }
        for cell in sources.prefix(12) {
            lines.append(
                "     Row \(cell.row + 1) column \(cell.column + 1) is placed by its \(cell.alignmentSource) alignment (cell anchor beats column, column beats row, row beats grid)."
            )
        }
        let flags = layout.diagnostics()
        if !flags.isEmpty { lines += ["Flags raised:"] + flags.map { "  \($0.code.rawValue): \($0.message)" } }
        lines += assumptions(layout)
        return lines.joined(separator: "\n")
    }

    static func assumptions(_ layout: EagerGridLayout) -> [String] {
        layout.assumptions.isEmpty ? [] : ["depends on assumptions:"] + layout.assumptions.map { "  \($0.rawValue) \($0.summary)" }
    }

    static func flags(_ layout: EagerGridLayout) -> String {
        let flags = layout.diagnostics()
        guard !flags.isEmpty else { return "flags: none" }
        return (["flags:"] + flags.map { "  \($0.code.rawValue): \($0.message)" }).joined(separator: "\n")
    }

    static func render(_ layout: EagerGridLayout, _ part: LayoutPart, columns: Int) -> String {
        let f = NumberText.format
        if part == .flags { return flags(layout) }
        let grid = layout.grid
        var lines = [
            "Grid · \(grid.chain.steps.isEmpty ? "width \(f(grid.proposed))" : ChainText.header(container: grid.container, chain: grid.chain, offered: grid.proposed)) · \(layout.columnCount) column\(layout.columnCount == 1 ? "" : "s") · size \(f(layout.width)) × \(f(layout.height)) · alignment \(grid.alignment.rawValue) · spacing \(f(grid.horizontalSpacing ?? 8))/\(f(grid.verticalSpacing ?? 8))"
        ]
        guard !grid.rows.isEmpty else {
            lines.append("(no rows yet: try 'row add fill fill fill' or 'row add 50x100 fill empty')")
            return lines.joined(separator: "\n")
        }
        let label = 10
        let width = max(columns - label, 20)
        let span = max(layout.width, grid.proposed, 1)
        let x = { (point: Double) in Int((point / span * Double(width - 1)).rounded()) }
        var canvas = Canvas(width: width, height: 2)
        canvas.span(x(0), x(grid.proposed), y: 0, label: f(grid.proposed), left: "|<", right: ">|")
        for (c, offset) in layout.columnOffsets.enumerated() {
            canvas.span(x(offset), max(x(offset), x(offset + layout.columns[c]) - 1), y: 1, label: f(layout.columns[c]), fill: " ")
        }
        lines += zip(["offered", "columns"], canvas.lines()).map { $0.0.padding(label) + $0.1 }
        for (r, height) in layout.rows.enumerated() {
            var band = Canvas(width: width, height: 3)
            for cell in layout.cells where cell.row == r {
                let a = x(cell.slot.x)
                let b = max(a + 1, x(cell.slot.x + cell.slot.width))
                for y in 0..<3 { band.fill(cell.empty ? " " : ".", x: a..<b, y: y) }
                band.put("|", a, 1)
                band.put("|", b - 1, 1)
                if cell.empty {
                    // Inside the slot's bars; a slot narrower than 3 columns has no inside.
                    if b - a >= 3 { band.label(cell.automatic ? "(auto)" : "empty", centredIn: (a + 1)..<(b - 1), y: 1) }
                    continue
                }
                let ca = x(cell.content.x)
                let cb = max(ca + 1, x(cell.content.x + cell.content.width))
                let covered = (0..<3).filter { third in
                    let top = cell.slot.y + height * Double(third) / 3
                    let overlap = min(top + height / 3, cell.content.y + cell.content.height) - max(top, cell.content.y)
                    return overlap > height / 6 || height == 0
                }
                for y in covered { band.fill("#", x: ca..<cb, y: y) }
                let name = cell.span > 1 ? "\(r + 1).\(cell.column + 1)×\(cell.span)" : "\(r + 1).\(cell.column + 1)"
                // Whole or not at all; a spanning cell falls back to where it starts.
                let line = covered.isEmpty ? 1 : covered[covered.count / 2]
                if !band.label(name, centredIn: ca..<cb, y: line) { band.label("\(r + 1).\(cell.column + 1)", centredIn: ca..<cb, y: line) }
            }
            let kind = grid.rows[r].kind == .fullWidth ? "full" : "row \(r + 1)"
            lines += zip([kind, "h \(f(height))", ""], band.lines()).map { $0.0.padding(label) + $0.1 }
        }
        lines.append("")
        lines.append("columns: \(layout.columns.map(f).joined(separator: " · "))")
        lines.append("rows:    \(layout.rows.map(f).joined(separator: " · "))")
        if part == .all {
            lines += ["", flags(layout)]
            let notes = assumptions(layout)
            if !notes.isEmpty { lines += [""] + notes }
        }
        return lines.joined(separator: "\n")
    }
}
