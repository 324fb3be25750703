import LayoutKernel

/// The model as SwiftUI source that compiles; its `[GridItem]` array reads back through
/// `columns`/`rows`/`paste` to the same model.
package enum SwiftCode {
    /// Full precision, no exponent: what `code` prints reads back to the same model.
    package static func number(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
        return NumberText.exact(value)
    }

    package static func item(_ item: GridItem) -> String {
        var size: String
        switch item.size {
        case .fixed(let value): size = ".fixed(\(number(value)))"
        case .flexible(let minimum, let maximum):
            var arguments: [String] = []
            if minimum != 10 { arguments.append("minimum: \(number(minimum))") }
            if maximum != .infinity { arguments.append("maximum: \(number(maximum))") }
            size = ".flexible(\(arguments.joined(separator: ", ")))"
        case .adaptive(let minimum, let maximum):
            size =
                ".adaptive(minimum: \(number(minimum))"
                + (maximum == .infinity ? ")" : ", maximum: \(number(maximum)))")
        }
        var arguments = [size]
        if let spacing = item.spacing { arguments.append("spacing: \(number(spacing))") }
        if let alignment = item.alignment { arguments.append("alignment: .\(alignment.rawValue)") }
        return "GridItem(\(arguments.joined(separator: ", ")))"
    }

    package static func array(_ items: [GridItem]) -> String {
        guard !items.isEmpty else { return "[]" }
        return "[\n" + items.map { "    " + item($0) + "," }.joined(separator: "\n") + "\n]"
    }

    package static func source(for grid: LazyGrid) -> String {
        let vertical = grid.axis == .vertical
        let name = vertical ? "columns" : "rows"
        var arguments = ["\(name): \(name)"]
        if grid.alignment != .center {
            arguments.append("alignment: .\(grid.alignment.name(on: grid.axis))")
        }
        if let spacing = grid.lineSpacing { arguments.append("spacing: \(number(spacing))") }
        let natural =
            "Color.accentColor.frame(\(vertical ? "height" : "width"): "
            + "\(number(grid.naturalCellSize)))"
        let content = grid.cellContents.isEmpty ? natural : "cell(index)"
        var lines =
            [
                "import SwiftUI",
                "",
                "struct GridTrainerView: View {",
                "    let \(name): [GridItem] = "
                    + array(grid.items).split(separator: "\n").joined(separator: "\n    "),
                "",
                "    var body: some View {",
                "        ScrollView(\(vertical ? ".vertical" : ".horizontal")) {",
                "            \(grid.axis.viewName)(\(arguments.joined(separator: ", "))) {",
                "                ForEach(0..<\(grid.cellCount), id: \\.self) { index in",
                "                    \(content)",
                "                        .overlay(Text(\"\\(index + 1)\"))",
                "                }",
                "            }",
            ] + ChainText.modifiers(grid.chain).map { "            " + $0 } + [
                "        }",
                "    }",
            ]
        if !grid.cellContents.isEmpty {
            lines += [
                "", "    @ViewBuilder func cell(_ index: Int) -> some View {",
                "        switch index {",
            ]
            for (index, cell) in grid.cellContents.sorted(by: { $0.key < $1.key }) {
                var frame: [String] = []
                if let width = cell.width { frame.append("width: \(number(width))") }
                if let height = cell.height { frame.append("height: \(number(height))") }
                lines.append(
                    "        case \(index): Color.orange.frame(\(frame.joined(separator: ", ")))")
            }
            lines += ["        default: \(natural)", "        }", "    }"]
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    static func alignmentArgument(_ alignment: ItemAlignment) -> String { ".\(alignment.rawValue)" }

    /// A cell's view: a `Color` framed to its fixed sides and ranges, a `Spacer`, or a
    /// stand-in for `half` (a view half as wide as its offer).
    static func eagerView(_ content: EagerCell.Content) -> [String] {
        switch content {
        case .empty: return ["Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])"]
        case .spacer: return ["Spacer()"]
        case .half: return ["\(halfName) { Color.accentColor }"]
        case .sized(let width, let height):
            var fixed: [String] = []
            var ranges: [String] = []
            for (length, side) in [(width, "width"), (height, "height")] {
                let capital = side == "width" ? "Width" : "Height"
                switch length {
                case .fixed(let value): fixed.append("\(side): \(number(value))")
                case .fill: break
                case .range(let low, let high, let ideal):
                    // The ideal is what the Color is proposed when the offer is unspecified.
                    let idealText =
                        ideal == EagerLength.unspecifiedOffer
                        ? "" : "ideal\(capital): \(number(ideal)), "
                    ranges.append(
                        "min\(capital): \(number(low)), \(idealText)max\(capital): \(number(high))")
                }
            }
            var text = "Color.accentColor"
            if !fixed.isEmpty { text += ".frame(\(fixed.joined(separator: ", ")))" }
            if !ranges.isEmpty { text += ".frame(\(ranges.joined(separator: ", ")))" }
            return [text]
        }
    }

    /// An eager `Grid { GridRow { ... } }` that compiles.
    package static func source(for grid: EagerGrid) -> String {
        var arguments: [String] = []
        if grid.alignment != .center {
            arguments.append("alignment: \(alignmentArgument(grid.alignment))")
        }
        if let spacing = grid.horizontalSpacing {
            arguments.append("horizontalSpacing: \(number(spacing))")
        }
        if let spacing = grid.verticalSpacing {
            arguments.append("verticalSpacing: \(number(spacing))")
        }
        var lines = [
            "import SwiftUI", "", "struct GridTrainerView: View {", "    var body: some View {",
        ]
        lines.append(
            "        "
                + "Grid\(arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")") "
                + "{"
        )
        func view(_ cell: EagerCell, indent: String) -> [String] {
            var out = eagerView(cell.content).map { indent + $0 }
            if cell.span > 1 { out.append(indent + "    .gridCellColumns(\(cell.span))") }
            if let priority = cell.priority {
                out.append(indent + "    .layoutPriority(\(number(priority)))")
            }
            switch cell.unsized {
            case .none: break
            case .horizontal: out.append(indent + "    .gridCellUnsizedAxes(.horizontal)")
            case .vertical: out.append(indent + "    .gridCellUnsizedAxes(.vertical)")
            case .both:
                out.append(indent + "    .gridCellUnsizedAxes([.horizontal, .vertical])")
            }
            if let anchor = cell.anchor {
                let point =
                    anchor.named.map(alignmentArgument)
                    ?? "UnitPoint(x: \(number(anchor.x)), y: \(number(anchor.y)))"
                out.append(indent + "    .gridCellAnchor(\(point))")
            }
            if let column = cell.columnAlignment {
                out.append(indent + "    .gridColumnAlignment(.\(column.rawValue))")
            }
            return out
        }
        for row in grid.rows {
            switch row.kind {
            case .fullWidth:
                lines += view(row.cells.first ?? .fill, indent: "            ")
            case .gridRow:
                lines.append(
                    "            GridRow"
                        + (row.alignment.map { "(alignment: .\(verticalName($0)))" } ?? "") + " {")
                for cell in row.cells { lines += view(cell, indent: "                ") }
                lines.append("            }")
            }
        }
        lines.append("        }")
        lines = Array(lines.prefix(4)) + scrolled(Array(lines.dropFirst(4)), grid: grid)
        lines += ChainText.modifiers(grid.chain).map { "        " + $0 } + ["    }", "}"]
        let halves = grid.rows.contains { $0.cells.contains { $0.content == .half } }
        return (lines + (halves ? halfLayout : [])).joined(separator: "\n")
    }

    /// The Grid's lines inside the `ScrollView` that offers it what the model leaves
    /// unspecified (`grid width none`, `grid height none`): a ScrollView proposes nil along
    /// the axes it scrolls and its own size along the others. The chain's paddings and frames
    /// go on the ScrollView: the model offers the Grid nil whatever they are. The lines as
    /// they are when both are offered.
    static func scrolled(_ lines: [String], grid: EagerGrid) -> [String] {
        let axes: String
        switch (grid.unspecifiedWidth, grid.containerHeight == nil) {
        case (false, false): return lines
        case (true, false): axes = ".horizontal"
        case (false, true): axes = ".vertical"
        case (true, true): axes = "[.horizontal, .vertical]"
        }
        return ["        ScrollView(\(axes)) {"] + lines.map { "    " + $0 } + ["        }"]
    }

    /// `GridRow(alignment:)` takes a VerticalAlignment: top, center or bottom.
    static func verticalName(_ alignment: ItemAlignment) -> String {
        switch alignment.verticalFraction {
        case 0: "top"
        case 1: "bottom"
        default: "center"
        }
    }
}
