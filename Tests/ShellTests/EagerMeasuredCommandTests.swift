import LayoutKernel
import TestSupport
import Testing

@testable import CommandLanguage
@testable import Files
@testable import GridModel
@testable import Shell

/// Issue 29: every measured SwiftUI `Grid` (Tests/Fixtures/measured/eager-grid.json) typed as
/// the commands a user would type (`grid width|height N|none`, `row add`, `fullrow`,
/// `row N cell C span|priority|unsized|anchor|columnAlign`, `row N align`, `grid alignment`,
/// `grid hspacing|vspacing`), then every leaf's rect and the grid's size held against the
/// measurement within 0.01. The cases the kernel does not yet agree with are the kernel test's
/// list (`MeasuredEagerGrid.knownDivergences`).
@Suite("Eager Grid: the measured grids through the command language")
struct EagerMeasuredCommandTests {
    @Test func everyMeasuredGridTypedAsCommandsAgrees() throws {
        let cases = try MeasuredEagerGrid.all()
        #expect(cases.count == 153)
        var agreeing = 0
        for measured in cases where !MeasuredEagerGrid.knownDivergences.contains(measured.id) {
            let t = Transcript()
            t.run(Self.commands(measured).joined(separator: "; "))
            #expect(t.err.isEmpty, "\(measured.id): \(t.err)")
            let difference = Self.difference(t.runner.session.eagerLayout, measured)
            #expect(difference == nil, "\(measured.id): \(difference ?? "")")
            if difference == nil { agreeing += 1 }
        }
        #expect(agreeing == 153 - MeasuredEagerGrid.knownDivergences.count)
    }

    /// The commands that build `measured`.
    static func commands(_ measured: MeasuredEagerGrid) -> [String] {
        func length(_ value: Double?) -> String { value.map { "\($0)" } ?? "none" }
        func spacing(_ value: Double?) -> String { value.map { "\($0)" } ?? "default" }
        var lines = [
            "grid", "grid width \(length(measured.proposal[0]))",
            "grid height \(length(measured.proposal[1]))",
            "grid alignment \(measured.alignment)", "grid hspacing \(spacing(measured.hspacing))",
            "grid vspacing \(spacing(measured.vspacing))",
        ]
        for (index, child) in measured.children.enumerated() {
            let number = index + 1
            if let row = child.row {
                lines.append("row add " + row.cells.map(word).joined(separator: " "))
                if let align = row.align { lines.append("row \(number) align \(align)") }
                var column = 1
                for leaf in row.cells {
                    lines += edits(leaf).map { "row \(number) cell \(column) \($0)" }
                    column += leaf.span ?? 1
                }
            } else if let leaf = child.spanning {
                lines.append("fullrow \(word(leaf))")
                lines += edits(leaf).map { "row \(number) cell 1 \($0)" }
            }
        }
        return lines
    }

    /// A leaf's cell form.
    static func word(_ leaf: MeasuredEagerGrid.Leaf) -> String {
        let range = "\(leaf.lo ?? -1)...\(leaf.hi ?? -1)"
        switch leaf.kind {
        case "fixed": return "\(leaf.w ?? -1)x\(leaf.h ?? -1)"
        case "flex": return "fill"
        case "flexW": return "fillx\(leaf.h ?? -1)"
        case "flexH": return "\(leaf.w ?? -1)xfill"
        case "clampBoth": return "\(range)x\(range)"
        case "clampW": return "\(range)x\(leaf.h ?? -1)"
        default: return leaf.kind  // half, spacer
        }
    }

    /// A leaf's attributes as `row N cell C …` edits.
    static func edits(_ leaf: MeasuredEagerGrid.Leaf) -> [String] {
        var edits: [String] = []
        if let span = leaf.span, span != 1 { edits.append("span \(span)") }
        if let priority = leaf.priority { edits.append("priority \(priority)") }
        if let anchor = leaf.anchor { edits.append("anchor \(anchor)") }
        if let alignment = leaf.columnAlignment { edits.append("columnAlign \(alignment)") }
        if let axes = leaf.unsized, !axes.isEmpty {
            let h = axes.contains("h") ? "h" : ""
            edits.append("unsized " + h + (axes.contains("v") ? "v" : ""))
        }
        return edits
    }

    /// Nil when every leaf's rect and the grid's size agree within 0.01; else the first
    /// difference.
    static func difference(_ layout: EagerGridLayout, _ measured: MeasuredEagerGrid) -> String? {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.01 }
        if !close(layout.width, measured.size[0]) || !close(layout.height, measured.size[1]) {
            return "size \(layout.width) × \(layout.height), SwiftUI \(measured.size)"
        }
        let leaves = layout.cells.filter { !$0.automatic }.map(\.content)
        guard leaves.count == measured.rects.count else {
            return "\(leaves.count) leaves, SwiftUI \(measured.rects.count)"
        }
        for (i, (rect, rect2)) in zip(leaves, measured.rects).enumerated() {
            let mine = [rect.x, rect.y, rect.width, rect.height]
            if !zip(mine, rect2).allSatisfy(close) { return "leaf \(i): \(mine), SwiftUI \(rect2)" }
        }
        return nil
    }
}
