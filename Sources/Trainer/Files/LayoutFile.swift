import LayoutKernel

/// A layout as the command lines that rebuild it.
enum LayoutFile {
    static func commands(for model: Model) -> [String] {
        var lines = commands(for: model.lazy) + ["grid"] + commands(for: model.eager)
        if model.mode == .lazy { lines.append("lazy") }
        return lines
    }

    static func commands(for grid: EagerGrid) -> [String] {
        let n = SwiftCode.number
        var lines =
            [
                "grid width \(n(grid.container))", "grid alignment \(grid.alignment.rawValue)",
                "grid hspacing \(grid.horizontalSpacing.map(n) ?? "default")", "grid vspacing \(grid.verticalSpacing.map(n) ?? "default")",
            ] + ChainText.commands(grid.chain)
        func spec(_ cell: EagerCell) -> String {
            switch cell.content {
            case .empty: "empty"
            case .sized(nil, nil): "fill"
            case .sized(let w, let h): "\(w.map(n) ?? "fill")x\(h.map(n) ?? "fill")"
            }
        }
        for (r, row) in grid.rows.enumerated() {
            switch row.kind {
            case .fullWidth: lines.append("fullrow \(spec(row.cells.first ?? .fill))")
            case .gridRow:
                lines.append("row add " + row.cells.map(spec).joined(separator: " "))
                if let alignment = row.alignment { lines.append("row \(r + 1) align \(alignment.rawValue)") }
                for (c, cell) in row.cells.enumerated() {
                    if cell.span > 1 { lines.append("row \(r + 1) cell \(c + 1) span \(cell.span)") }
                    if let anchor = cell.anchor { lines.append("row \(r + 1) cell \(c + 1) anchor \(anchor.rawValue)") }
                    if let column = cell.columnAlignment { lines.append("row \(r + 1) cell \(c + 1) columnAlign \(column.rawValue)") }
                }
            }
        }
        return lines
    }

    static func commands(for grid: LazyGrid) -> [String] {
        let items = grid.items.map(SwiftCode.item).joined(separator: ", ")
        var lines =
            [
                "\(grid.axis == .vertical ? "columns" : "rows") [\(items)]",
                "\(grid.axis.mainSizeName) \(SwiftCode.number(grid.container))",
                "alignment \(grid.alignment.name(on: grid.axis))",
                "spacing \(grid.lineSpacing.map(SwiftCode.number) ?? "default")",
                "cells \(grid.cellCount)",
            ] + ChainText.commands(grid.chain)
        for (index, cell) in grid.cellContents.sorted(by: { $0.key < $1.key }) {
            if let width = cell.width, let height = cell.height {
                lines.append("cell \(index + 1) size \(SwiftCode.number(width))x\(SwiftCode.number(height))")
            } else if let width = cell.width {
                lines.append("cell \(index + 1) width \(SwiftCode.number(width))")
            } else if let height = cell.height {
                lines.append("cell \(index + 1) height \(SwiftCode.number(height))")
            }
        }
        return lines
    }
}
