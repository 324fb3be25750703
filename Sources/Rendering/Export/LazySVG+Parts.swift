import LayoutKernel
import Words

/// The tracks, spacings, cells and text of the lazy grid's picture.
extension LazySVG {
    /// Each track with its size; hatched free space where the tracks leave some: before and
    /// after the group (A4), which also holds what capped adaptive items gave back (A2).
    func drawTracks(_ doc: inout SVGDocument, frame: AxisFrame, cross: Double, thickness: Double) {
        let f = NumberText.format
        let visible = 0...max(0, layout.grid.proposed)
        let origin = layout.origin
        let groupStart = origin + layout.groupOffset
        let groupEnd = groupStart + layout.used
        if layout.groupOffset > 0 {
            let before = layout.groupOffset
            doc.hatched(
                frame.box(main: origin, length: before, cross: cross + 2, thickness: thickness - 4),
                label: "free \(f(before))", short: f(before), className: "slack")
        }
        if layout.gridSize - (layout.groupOffset + layout.used) > 0 {
            let free = origin + layout.gridSize - groupEnd
            doc.hatched(
                frame.box(main: groupEnd, length: free, cross: cross + 2, thickness: thickness - 4),
                label: "free \(f(free))",
                short: f(free), className: "slack")
        }
        for track in layout.tracks {
            let colours = SVGPalette(index: track.item)
            let box = frame.box(
                main: origin + track.offset, length: track.size, cross: cross + 2,
                thickness: thickness - 4)
            doc.rect(
                x: box.x, y: box.y, width: box.width, height: box.height, fill: colours.fill,
                stroke: colours.stroke, dash: colours.dash,
                className: "track-bar")
            doc.label(
                f(track.size), in: box, preferring: visible, alongX: frame.vertical,
                className: "track")
        }
    }

    /// A bracket over each gap between tracks with the spacing that made it: between an
    /// adaptive item's own tracks and after each item but the last. A label that would run into
    /// the previous one is left out (the summary lists every number).
    func drawSpacings(_ doc: inout SVGDocument, frame: AxisFrame, cross: Double, thickness: Double)
    {
        let f = NumberText.format
        let origin = layout.origin
        var gaps: [Double] = []
        var spacings: [Double] = []
        for item in layout.items {
            let spacing = item.item.effectiveSpacing
            guard spacing != 0 else { continue }
            for offset in item.trackOffsets.dropLast() {
                gaps.append(origin + offset + item.trackSize)
                spacings.append(spacing)
            }
            if item.index < layout.items.count - 1 {
                gaps.append(origin + item.offset + item.drawn.width)
                spacings.append(spacing)
            }
        }
        var lastLabelEnd = -Double.infinity
        for (start, spacing) in zip(gaps, spacings) {
            let bracket = cross + 4
            let a = frame.point(main: start, cross: bracket)
            let b = frame.point(main: start + spacing, cross: bracket)
            doc.line(
                x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: SVGPalette.muted, width: 1.5,
                className: "spacing-bar")
            for end in [start, start + spacing] {
                let p = frame.point(main: end, cross: cross)
                let q = frame.point(main: end, cross: cross + 7)
                doc.line(x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: SVGPalette.muted)
            }
            let text = f(spacing)
            let size = 9.0
            let middle = start + spacing / 2
            if frame.vertical {
                let width = SVGDocument.textWidth(text, size: size)
                guard middle - width / 2 > lastLabelEnd + 2 else { continue }
                doc.text(
                    text, x: middle, y: cross + 15, size: size, anchor: .middle,
                    className: "spacing")
                lastLabelEnd = middle + width / 2
            } else {
                guard middle - size / 2 > lastLabelEnd + 1 else { continue }
                doc.text(
                    text, x: cross + 12, y: middle + size * 0.35, size: size, className: "spacing")
                lastLabelEnd = middle + size / 2
            }
        }
    }

    /// The slot outlined in grey, or (`content: true`) the content filled in its item's
    /// colours and numbered from 1. All slots are drawn before any content, so content wider
    /// than its slot shows over its neighbours' slots, as on screen; it is a little
    /// translucent, so what it covers stays visible.
    func drawCell(
        _ doc: inout SVGDocument, _ cell: CellFrame, frame: AxisFrame, cross: Double, content: Bool
    ) {
        let place = { (rect: Rect) -> (x: Double, y: Double, width: Double, height: Double) in
            frame.vertical
                ? (self.layout.origin + rect.x, cross + rect.y, rect.width, rect.height)
                : (cross + rect.x, self.layout.origin + rect.y, rect.width, rect.height)
        }
        guard content else {
            let slot = place(cell.slot)
            doc.rect(
                x: slot.x, y: slot.y, width: slot.width, height: slot.height, fill: "#ffffff",
                stroke: "#888888", dash: "3 2",
                className: "slot")
            return
        }
        let visible = 0...max(0, layout.grid.proposed)
        let box = place(cell.content)
        let colours = SVGPalette(index: cell.item)
        doc.rect(
            x: box.x, y: box.y, width: box.width, height: box.height, fill: colours.fill,
            stroke: colours.stroke,
            dash: colours.dash, className: "cell", fillOpacity: 0.85)
        doc.label(
            String(cell.index + 1), in: box, preferring: visible, alongX: frame.vertical, size: 10,
            className: "cell-number")
    }

    /// The numbers, flags and assumptions as lines of at most `columns` characters.
    package func summary(columns: Int) -> [String] {
        let f = NumberText.format
        let widths = { (values: [Double]) in values.map(f).joined(separator: " · ") }
        var lines: [String] = []
        guard !layout.items.isEmpty else { return ["no items yet"] }
        lines += TextWrap.lines(
            "tracks: \(widths(layout.tracks.map(\.size)))", width: columns, indent: "  ")
        let items = layout.items.map { item in
            var text = "\(ItemName.numbered(item)) = \(f(item.drawn.width))"
            if item.trackCount > 1 {
                text += " in \(item.trackCount) tracks of \(f(item.trackSize))"
            }
            return text
        }
        lines += TextWrap.lines(
            "items: " + items.joined(separator: " · "), width: columns, indent: "  ")
        if layout.pass1.widths != layout.pass2.widths {
            lines += TextWrap.lines(
                "pass 1 at \(f(layout.proposed)): \(widths(layout.pass1.widths)); pass 2 at "
                    + "\(f(layout.gridSize)): \(widths(layout.pass2.widths))",
                width: columns, indent: "  ")
        }
        let start = layout.origin + layout.groupOffset
        let before = max(0, -start)
        let after = max(0, start + layout.used - layout.proposed)
        // A LazyHGrid's main axis runs down the page.
        let (lead, trail) =
            layout.grid.axis == .vertical ? ("leading", "trailing") : ("top", "bottom")
        if before > 0 || after > 0 {
            lines += TextWrap.lines(
                "the tracks stick out \(f(before)) past the \(lead) edge and \(f(after)) past the "
                    + "\(trail) edge of what is offered",
                width: columns, indent: "  ")
        }
        lines += SVGSummary.flagsAndAssumptions(
            layout.diagnostics(),
            layout.assumptions.map { ($0.rawValue, AssumptionText.summary($0)) },
            columns: columns)
        return lines
    }
}
