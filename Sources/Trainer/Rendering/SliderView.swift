import LayoutKernel

/// What the slider draws on each key: the grid (diagram, widths, flags) and two status lines,
/// cut to the terminal's height so that redrawing in place can always reach its first line.
enum SliderView {
    static func frame(_ slider: Slider, columns: Int, rows: Int, style: Style) -> [String] {
        let f = NumberText.format
        let text = TextRenderer(columns: columns, style: style)
        let top: [String]
        let bottom: [String]
        if slider.model.mode == .eager {
            // The picture, the columns and the flags; the assumptions stay for 'show'.
            let layout = slider.current.eagerLayout
            top = lines(EagerText.render(layout, .widths, columns: columns, screen: slider.model.screen))
            bottom = [""] + lines(EagerText.flags(layout))
        } else {
            let layout = slider.current.layout
            top = Diagram(layout: layout, columns: columns, style: style, screen: slider.model.screen).render()
            bottom = layout.items.isEmpty ? [] : [""] + lines(text.table(layout)) + lines(text.flags(layout))
        }
        var value = "slide \(slider.label): \(f(slider.value))"
        if let offered = offered(slider) { value += " → \(f(offered)) offered" }
        value += slider.value == slider.start ? " (as it was)" : " (was \(f(slider.start)))"
        if !slider.note.isEmpty { value += " · " + slider.note }
        let status = [
            "",
            Wrap.lines(value, width: columns, first: "", indent: 2),
            Wrap.lines(SlideSyntax.keyLine, width: columns, first: "", indent: 2),
        ].flatMap(lines)
        // The grid's picture gives way first: the widths and the status always show. Counted
        // in terminal rows (a long line wraps), so the frame never scrolls the screen.
        var room = rows - 1 - height(bottom, columns: columns) - height(status, columns: columns)
        var kept: [String] = []
        for line in top {
            room -= height([line], columns: columns)
            guard room >= 0 else { break }
            kept.append(line)
        }
        return kept + bottom + status
    }

    /// What the grid is offered when a chain stands between it and the container.
    private static func offered(_ slider: Slider) -> Double? {
        switch slider.target {
        case .lazy(.proposed): slider.model.lazy.chain.steps.isEmpty ? nil : slider.model.lazy.proposed
        case .eagerWidth: slider.model.eager.chain.steps.isEmpty ? nil : slider.model.eager.proposed
        default: nil
        }
    }

    private static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// How many terminal rows `lines` take at `columns` (a long line wraps).
    static func height(_ lines: [String], columns: Int) -> Int {
        lines.reduce(0) { $0 + max(1, (Wrap.visibleCount($1) + columns - 1) / max(columns, 1)) }
    }
}
