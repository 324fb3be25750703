import LayoutKernel
import Words

/// Drawing pieces both grid pictures share: dimension lines, hatched free space, band names
/// and the block of text under the picture.
extension SVGDocument {
    /// `|<— label —>|` along the main axis from `from` to `to`, centred on `cross`; the label
    /// sits on a white patch so the line does not run through it.
    mutating func dimension(
        from: Double, to: Double, cross: Double, label: String, frame: AxisFrame, className: String
    ) {
        let a = frame.point(main: from, cross: cross)
        let b = frame.point(main: to, cross: cross)
        line(x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: SVGPalette.muted, className: className)
        for end in [from, to] {
            let p = frame.point(main: end, cross: cross - 5)
            let q = frame.point(main: end, cross: cross + 5)
            line(x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: SVGPalette.muted)
        }
        let size = 11.0
        let width = Self.textWidth(label, size: size) + 6
        let middle = frame.point(main: (from + to) / 2, cross: cross)
        rect(
            x: middle.x - width / 2, y: middle.y - size * 0.65, width: width, height: size * 1.3,
            fill: "#ffffff", onTop: true)
        text(
            label, x: middle.x, y: middle.y + size * 0.35, size: size, anchor: .middle,
            className: className)
    }

    /// The screen's dimension line in the band at `cross` (before what is offered), when the
    /// chain makes the screen and what is offered differ: the `screen` ruler the terminal draws.
    /// Returns the band, for the names beside the picture; nil when nothing was drawn.
    mutating func screenRuler(
        _ chain: ContainerChain, screen: Double, offered: Double, axis: GridAxis,
        frame: AxisFrame, cross: Double, thickness: Double
    ) -> (String, Double, Double)? {
        guard !Tolerance.equal(screen, offered) else { return nil }
        let start = -ChainText.offeredStart(chain, screen: screen, axis: axis)
        dimension(
            from: start, to: start + screen, cross: cross + thickness / 2,
            label: NumberText.format(screen), frame: frame, className: "screen")
        return ("screen", cross, thickness)
    }

    /// Free space: grey hatching in an outline, labelled when the label fits (or else its
    /// `short` form, the bare number).
    mutating func hatched(
        _ box: (x: Double, y: Double, width: Double, height: Double), label: String,
        short: String? = nil, className: String
    ) {
        guard box.width != 0 && box.height != 0 else { return }
        rect(
            x: box.x, y: box.y, width: box.width, height: box.height, fill: "url(#\(Self.hatchID))",
            stroke: SVGPalette.muted,
            dash: "2 2", className: className)
        if !self.label(
            label, centredIn: box.x, box.y, box.width, box.height, size: 9, className: className),
            let short
        {
            self.label(
                short, centredIn: box.x, box.y, box.width, box.height, size: 9, className: className
            )
        }
    }

    /// Lines of text from `y` down at `x`, `size` points, one line every 1.35 em; returns the
    /// baseline after the last line.
    @discardableResult
    package mutating func paragraph(
        _ lines: [String], x: Double, y: Double, size: Double = 10, className: String? = nil
    ) -> Double {
        var baseline = y
        for line in lines {
            text(line, x: x, y: baseline, size: size, className: className)
            baseline += size * 1.35
        }
        return baseline
    }

    /// How many characters of `size`-point text fit the picture drawn so far, kept between
    /// 72 and 110 so that flags stay readable under a narrow grid and lines stay short under a
    /// wide one.
    func textColumns(size: Double) -> Int {
        let width = bounds.isEmpty ? 0 : bounds.maxX - bounds.minX
        return min(110, max(72, Int(width / (size * Self.advance))))
    }
}
