import CommandLanguage
import GridModel
import LayoutKernel
import Teaching
import Words

/// Renders responses as text for people.
package struct TextRenderer {
    package var columns: Int
    package var style: Style
    /// The session's screen, for the words of the header (nil: said by its size alone).
    package var screen: Screen? = nil

    private let f = NumberText.format

    package init(columns: Int, style: Style, screen: Screen? = nil) {
        self.columns = columns
        self.style = style
        self.screen = screen
    }

    package func layout(_ layout: LazyGridLayout, _ part: LayoutPart) -> String {
        switch part {
        case .all, .allButFlags:
            var blocks = [
                Diagram(layout: layout, columns: columns, style: style, screen: screen).render()
                    .joined(separator: "\n")
            ]
            // With no items there is nothing to compare or flag: the empty grid's slack is noise.
            guard !layout.items.isEmpty else { return blocks[0] }
            blocks.append(table(layout))
            blocks.append(part == .all ? flags(layout) : LayoutPart.heldFlags)
            let assumptions = self.assumptions(layout)
            if !assumptions.isEmpty { blocks.append(assumptions) }
            return blocks.joined(separator: "\n\n")
        case .widths:
            return layout.items.isEmpty ? "(no items yet)" : table(layout)
        case .flags:
            return layout.items.isEmpty ? "flags: none (no items yet)" : flags(layout)
        }
    }

    /// The widths table. The offsets column lists as many of an item's track offsets as fit in
    /// what the other columns leave of the width (at most 8), then `…`.
    package func table(_ layout: LazyGridLayout) -> String {
        var rows = [["item", "kind", "pass 1", "drawn", "tracks"]]
        for item in layout.items {
            let tracks =
                item.trackCount == 1
                ? f(item.trackSize) : "\(item.trackCount) × \(f(item.trackSize))"
            rows.append([
                String(item.index + 1), Diagram.describe(item.item.size), f(item.pass1.width),
                f(item.drawn.width), tracks,
            ])
        }
        let used = (0..<5).map { column in (rows.map { $0[column].count }.max() ?? 0) + 1 }.reduce(
            0, +)
        let room = max(columns - used, 12)
        rows[0].append("offsets")
        for item in layout.items {
            var offsets = ""
            for (k, offset) in item.trackOffsets.prefix(8).enumerated() {
                let next = (k == 0 ? "" : ", ") + f(offset)
                let more = k + 1 < item.trackCount ? ", …" : ""
                if offsets.count + next.count + more.count > room && k > 0 {
                    offsets += ", …"
                    break
                }
                offsets += next
                if k == 7 && item.trackCount > 8 { offsets += ", …" }
            }
            rows[item.index + 1].append(offsets)
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.enumerated().map { (r, row) in
            let text = row.enumerated().map { $0.element.padding(widths[$0.offset] + 1) }.joined()
            let trimmed = String(text.reversed().drop(while: { $0 == " " }).reversed())
            return r == 0 ? trimmed : style.item(r - 1, trimmed)
        }
        let offered =
            Tolerance.equal(layout.proposed, layout.grid.container)
            ? "offered \(f(layout.proposed))"
            : "offered \(f(layout.proposed)) of screen \(f(layout.grid.container))"
        lines.append(
            Wrap.lines(
                "grid \(f(layout.gridSize)) (\(offered), tracks use \(f(layout.used))), starts at "
                    + "\(f(layout.origin))",
                width: columns, first: "",
                indent: 2))
        return lines.joined(separator: "\n")
    }

    package func flags(_ layout: LazyGridLayout) -> String {
        let flags = layout.diagnostics()
        guard !flags.isEmpty else { return "flags: none" }
        let lines = flags.map {
            Wrap.lines(
                DiagnosticText.message($0), width: columns,
                first: "  " + style.warn($0.code.rawValue) + ":",
                indent: 4)
        }
        return (["flags:"] + lines).joined(separator: "\n")
    }

    func assumptions(_ layout: LazyGridLayout) -> String {
        guard !layout.assumptions.isEmpty else { return "" }
        let lines = layout.assumptions.map {
            Wrap.lines(
                AssumptionText.summary($0), width: columns, first: "  \($0.rawValue)", indent: 5)
        }
        return (["depends on assumptions:"] + lines).joined(separator: "\n")
    }

    /// The trace as numbered steps; with an item, only the steps about it (plus the grid size).
    /// `short` (the quiz's explanation): pass 2 is worked only when it differs from pass 1,
    /// otherwise one step says it gives the same sizes.
    package func explain(_ layout: LazyGridLayout, item: Int?, short: Bool = false) -> String {
        guard !layout.items.isEmpty else { return "There are no items to explain yet." }
        let axis = layout.grid.axis
        var lines = ["How \(axis.viewName) sizes its \(axis.trackName)s here:"]
        var number = 0
        let skipsPass2 = short && Self.passesAgree(layout)
        var inPass2 = false
        for step in layout.trace where item == nil || Self.step(step, concerns: item!) {
            if skipsPass2, case .start(2, let width, _, _, _, _) = step {
                inPass2 = true
                number += 1
                lines.append(
                    Wrap.lines(
                        TraceStepText.samePass(width: width, on: axis), width: columns,
                        first: "\(String(number).leftPad(3)).", indent: 5))
                continue
            }
            if inPass2 {
                if case .total(2, _) = step { inPass2 = false }
                continue
            }
            number += 1
            let first = "\(String(number).leftPad(3))."
            lines.append(
                Wrap.lines(
                    TraceStepText.sentence(step, on: axis), width: columns, first: first, indent: 5)
            )
        }
        if let cell = layout.cellPlacedByGridAlignment, item == nil || item == cell.item {
            let first = "\(String(number + 1).leftPad(3))."
            let text = Self.gridPlaced(cell, layout)
            lines.append(Wrap.lines(text, width: columns, first: first, indent: 5))
        }
        let flags = layout.diagnostics().filter { item == nil || $0.items.contains(item!) }
        if !flags.isEmpty {
            lines.append("Flags raised:")
            lines += flags.map {
                Wrap.lines(
                    DiagnosticText.message($0), width: columns, first: "  \($0.code.rawValue):",
                    indent: 4)
            }
        }
        if !layout.assumptions.isEmpty {
            lines.append("These numbers rely on:")
            lines += layout.assumptions.map {
                Wrap.lines(
                    AssumptionText.summary($0), width: columns, first: "  \($0.rawValue):",
                    indent: 6)
            }
        } else {
            lines.append("No assumptions: every rule used here is measured SwiftUI behaviour.")
        }
        lines += otherReading(layout)
        return lines.joined(separator: "\n")
    }

    /// The A8 step of `explain`: how the grid's alignment placed a cell whose item has none.
    static func gridPlaced(_ cell: CellFrame, _ layout: LazyGridLayout) -> String {
        let f = NumberText.format
        let vertical = layout.grid.axis == .vertical
        let (content, slot) = (cell.content, cell.slot)
        let (size, room, at) =
            vertical
            ? (content.width, slot.width, content.x) : (content.height, slot.height, content.y)
        let track = layout.grid.axis.trackName
        let name = layout.grid.alignment.name(on: layout.grid.axis)
        let measure = "\(f(size)) \(layout.grid.axis.mainSizeAdjective)"
        return "Cell \(cell.index + 1) is \(measure) in its \(f(room)) \(track), and item "
            + "\(cell.item + 1) has no alignment of its own: the grid's alignment \(name) "
            + "places it at \(vertical ? "x" : "y") \(f(at)) of the grid (assumption A8)."
    }

    /// Whether pass 2 gives every item what pass 1 gave it (the tracks and the width taken).
    static func passesAgree(_ layout: LazyGridLayout) -> Bool {
        layout.items.allSatisfy { item in
            item.pass1.trackCount == item.drawn.trackCount
                && Tolerance.equal(item.pass1.trackSize, item.drawn.trackSize)
                && Tolerance.equal(item.pass1.width, item.drawn.width)
        }
    }

    package static func step(_ step: TraceStep, concerns item: Int) -> Bool {
        switch step {
        case .fixed(let i, _), .flexible(let i, _, _, _, _, _), .adaptive(let i, _, _, _, _, _),
            .tracks(let i, _, _, _, _, _, _, _, _):
            return i == item
        case .start, .gridSize: return true
        case .total, .placement: return false
        }
    }

    package func textbook(_ layout: LazyGridLayout) -> String {
        let textbook = TextbookLayout(grid: layout.grid)
        var lines = [
            "Textbook formula: share = (\(f(layout.proposed)) offered − (fixed + spacings)) / "
                + "non-fixed items = \(f(textbook.share)), clamped; no "
                + "order, no second pass."
        ]
        let tracks = { (count: Int, size: Double) in count == 1 ? f(size) : "\(count) × \(f(size))"
        }
        let kindWidth = max(
            22, (layout.items.map { Diagram.describe($0.item.size).count }.max() ?? 0) + 2)
        let bookWidth = max(
            14, (textbook.items.map { tracks($0.trackCount, $0.trackSize).count }.max() ?? 0) + 2)
        lines.append(
            "item".padding(6) + "kind".padding(kindWidth) + "textbook".padding(bookWidth)
                + "SwiftUI")
        var differences: [String] = []
        for item in layout.items {
            let mine = textbook.items[item.index]
            let bookText = tracks(mine.trackCount, mine.trackSize)
            let realText = tracks(item.trackCount, item.trackSize)
            let reason = textbook.difference(for: item.index, in: layout).map(TextbookText.reason)
            lines.append(
                String(item.index + 1).padding(6)
                    + Diagram.describe(item.item.size).padding(kindWidth)
                    + bookText.padding(bookWidth) + realText + (reason == nil ? "" : "  ≠")
            )
            if let reason {
                differences.append(
                    Wrap.lines(
                        reason, width: columns, first: "  item \(item.index + 1):", indent: 4))
            }
        }
        lines +=
            differences.isEmpty
            ? ["The formula agrees with SwiftUI here."] : ["Where they differ:"] + differences
        lines += otherReading(layout)
        return lines.joined(separator: "\n")
    }

    package func compare(before: LazyGridLayout, after: LazyGridLayout, label: String) -> String {
        var lines = ["Compared with \(label):"]
        let changes = Compare.changes(before: before, after: after)
        lines +=
            changes.isEmpty
            ? ["  no width moved"]
            : changes.map { Wrap.lines($0, width: columns, first: "  ", indent: 4) }
        return lines.joined(separator: "\n")
    }

    package func sweep(_ result: SweepResult) -> String {
        let chain = result.chain.steps
        let through = result.sweep.parameter == .proposed && !chain.isEmpty
        let path =
            through ? " (→ " + chain.map(\.swift).joined(separator: " → ") + " → offered)" : ""
        let count = result.rows.count
        var lines = [
            "Sweep of \(result.label)\(path) from \(f(result.sweep.from)) to \(f(result.sweep.to)) "
                + "step \(f(result.sweep.step)): \(count) breakpoint\(count == 1 ? "" : "s")"
        ]
        for row in result.rows {
            let widths = row.items.map { $0.count == 1 ? f($0.size) : "\($0.count)×\(f($0.size))" }
                .joined(separator: " · ")
            let offered = through ? " → " + f(row.offered).padding(6) : ""
            var text = "  \(f(row.value).leftPad(8))\(offered)  \(widths)"
            if !row.codes.isEmpty { text += "  [\(row.codes.joined(separator: ", "))]" }
            if !row.change.isEmpty { text += "  ← \(row.change)" }
            lines.append(text)
        }
        lines += Self.sweepEnding(result).map {
            Wrap.lines($0, width: columns, first: "", indent: 1)
        }
        if result.sweep.plot { lines += SweepPlot(result: result, columns: columns).lines() }
        return lines.joined(separator: "\n")
    }
}
