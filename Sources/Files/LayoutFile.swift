import GridModel
import LayoutKernel
import Words

/// The saved-layout format, version 2: one line per part of the model, a key first and then
/// `field value` pairs, so a field can be added (an optional alignment, a new chain step)
/// without a new format. It holds the whole model — the screen, both grids with their chains
/// in order, items, cells with their own sizes, the eager Grid's rows and cells — and
/// `LayoutFileReader` reads it back to the same model. Numbers are written exactly
/// (`NumberText.exact`), `inf` for infinity, `default` for a nil spacing.
///
///     gridtrainer layout 2
///     screen width 393 height 852 device iphone-15 orientation portrait
///     mode lazy
///     lazy axis vertical alignment center spacing default cells 12 natural 30
///     lazy.chain padding leading 16 trailing 16 top 16 bottom 16 default yes
///     lazy.chain frame width 470
///     lazy.item fixed 70 spacing 8 alignment leading
///     lazy.cell 4 width 100 height 30
///     eager alignment center hspacing default vspacing default natural 30
///     eager.row grid alignment top
///     eager.cell width 50 height fill span 2
enum LayoutFile {
    /// The first line of a file in this format; files without it are read as the command
    /// lines earlier versions wrote (`LayoutFileLegacy`).
    package static let header = "gridtrainer layout 2"

    package static func lines(for model: Model) -> [String] {
        var lines = [header, screen(model.screen), "mode \(model.showsEager ? "eager" : "lazy")"]
        lines += lazy(model.lazy)
        lines += eager(model.eager)
        return lines
    }

    package static func text(for model: Model) -> String {
        lines(for: model).joined(separator: "\n") + "\n"
    }

    private static let n = NumberText.exact

    /// A number, `inf` for infinity.
    package static func number(_ value: Double) -> String { n(value) }

    /// A spacing: its number, or `default` for nil.
    static func optional(_ value: Double?) -> String { value.map(n) ?? "default" }

    package static func screen(_ screen: Screen) -> String {
        var line = "screen width \(n(screen.width)) height \(n(screen.height))"
        switch screen.origin {
        case .standard: line += " default yes"
        case .numbers: break
        case .device:
            if let (device, orientation) = screen.device {
                line += " device \(device.name) orientation \(orientation.rawValue)"
            }
        }
        return line
    }

    /// One chain step as `frame …`, `flexible …` or `padding …` fields.
    package static func step(_ step: ContainerChain.Step) -> String {
        switch step {
        case .padding(let leading, let trailing, let top, let bottom, let isDefault):
            return
                "padding leading \(n(leading)) trailing \(n(trailing))"
                + " top \(n(top)) bottom \(n(bottom))" + (isDefault ? " default yes" : "")
        case .frame(let width, let height):
            return "frame" + (width.map { " width \(n($0))" } ?? "")
                + (height.map { " height \(n($0))" } ?? "")
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight):
            let fields = [
                ("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
                ("maxHeight", maxHeight),
            ]
            return "flexible"
                + fields.map { name, value in value.map { " \(name) \(n($0))" } ?? "" }.joined()
        }
    }

    package static func item(_ item: GridItem) -> String {
        var line: String
        switch item.size {
        case .fixed(let size): line = "fixed \(n(size))"
        case .flexible(let minimum, let maximum):
            line = "flexible min \(n(minimum)) max \(n(maximum))"
        case .adaptive(let minimum, let maximum):
            line = "adaptive min \(n(minimum)) max \(n(maximum))"
        }
        if let spacing = item.spacing { line += " spacing \(n(spacing))" }
        if let alignment = item.alignment { line += " alignment \(alignment.rawValue)" }
        return line
    }

    private static func lazy(_ grid: LazyGrid) -> [String] {
        var lines = [
            "lazy axis \(grid.axis.rawValue) alignment \(grid.alignment.rawValue)"
                + " spacing \(optional(grid.lineSpacing))"
                + " cells \(grid.cellCount) natural \(n(grid.naturalCellSize))"
        ]
        lines += grid.chain.steps.map { "lazy.chain " + step($0) }
        lines += grid.items.map { "lazy.item " + item($0) }
        for (index, cell) in grid.cellContents.sorted(by: { $0.key < $1.key }) {
            lines.append(
                "lazy.cell \(index + 1)" + (cell.width.map { " width \(n($0))" } ?? "")
                    + (cell.height.map { " height \(n($0))" } ?? ""))
        }
        // Cells whose size the trainer guessed (read from source), 1-based.
        if !grid.guessedCells.isEmpty {
            lines.append(
                "lazy.guessed "
                    + grid.guessedCells.sorted().map { String($0 + 1) }.joined(
                        separator: " "))
        }
        return lines
    }

    private static func eager(_ grid: EagerGrid) -> [String] {
        var lines = [
            "eager alignment \(grid.alignment.rawValue)"
                + " hspacing \(optional(grid.horizontalSpacing))"
                + " vspacing \(optional(grid.verticalSpacing))"
                + (grid.unspecifiedWidth ? " widthUnspecified yes" : "")
                + (grid.containerHeight == nil ? " heightUnspecified yes" : "")
        ]
        lines += grid.chain.steps.map { "eager.chain " + step($0) }
        for row in grid.rows {
            switch row.kind {
            case .gridRow:
                lines.append(
                    "eager.row grid" + (row.alignment.map { " alignment \($0.rawValue)" } ?? ""))
            case .fullWidth:
                lines.append(
                    "eager.row full" + (row.alignment.map { " alignment \($0.rawValue)" } ?? ""))
            }
            lines += row.cells.map { "eager.cell " + cell($0) }
        }
        return lines
    }

    /// A cell side as saved: the exact number, `fill`, `LO...HI` or `LO...HI~I` (the ideal
    /// written only when it is not the default 10).
    private static func length(_ length: EagerLength) -> String {
        switch length {
        case .fixed(let value): n(value)
        case .fill: "fill"
        case .range(let low, let high, let ideal):
            "\(n(low))...\(n(high))"
                + (ideal == EagerLength.unspecifiedOffer ? "" : "~\(n(ideal))")
        }
    }

    package static func cell(_ cell: EagerCell) -> String {
        var line: String
        switch cell.content {
        case .empty, .spacer, .half: line = cell.contentWord
        case .sized(let width, let height):
            line = "width \(length(width)) height \(length(height))"
        }
        if cell.span != 1 { line += " span \(cell.span)" }
        if let priority = cell.priority { line += " priority \(n(priority))" }
        if cell.unsized != .none { line += " unsized \(cell.unsized.rawValue)" }
        if let anchor = cell.anchor {
            line +=
                anchor.named.map { " anchor \($0.rawValue)" }
                ?? " anchorX \(n(anchor.x)) anchorY \(n(anchor.y))"
        }
        if let column = cell.columnAlignment { line += " column \(column.rawValue)" }
        // The guesses the reader's sizes rest on (S1–S3), so a loaded layout flags as before.
        if let guess = cell.guessedWidth { line += " guessedWidth \(guess.rawValue)" }
        if let guess = cell.guessedHeight { line += " guessedHeight \(guess.rawValue)" }
        return line
    }
}
