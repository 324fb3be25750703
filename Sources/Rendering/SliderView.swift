import CommandLanguage
import LayoutKernel
import Teaching
import Words

/// What the slider draws on each key: the grid (diagram, widths, flags) and two status lines,
/// cut to the terminal's height so that redrawing in place can always reach its first line.
package enum SliderView {
    package static func frame(_ slider: Slider, columns: Int, rows: Int, style: Style) -> [String] {
        let f = NumberText.format
        let text = TextRenderer(columns: columns, style: style)
        // The picture, the numbers (the widths table; a Grid's columns and rows) and the flags,
        // each as lines; the flags also as one line, for a short terminal.
        let top: [String]
        let numbers: [String]
        let flags: [String]
        let codes: [String]
        if slider.model.showsEager {
            let layout = slider.current.eagerLayout
            top = EagerText.picture(layout, columns: columns, screen: slider.model.screen)
            numbers =
                layout.grid.rows.isEmpty
                ? []
                : [""] + EagerText.labelled("columns: ", layout.columns.map(f), columns: columns)
            flags = lines(EagerText.flags(layout))
            codes = layout.diagnostics().map(\.code.rawValue)
        } else {
            let layout = slider.current.layout
            top = Diagram(
                layout: layout, columns: columns, style: style, screen: slider.model.screen
            ).render()
            numbers = layout.items.isEmpty ? [] : [""] + lines(text.table(layout))
            flags = layout.items.isEmpty ? [] : lines(text.flags(layout))
            codes =
                layout.items.isEmpty
                ? [] : layout.diagnostics(searchingOrders: true).map(\.code.rawValue)
        }
        var value = "slide \(slider.label): \(f(slider.value))"
        if let offered = offered(slider) { value += " → \(f(offered)) offered" }
        value += slider.value == slider.start ? " (as it was)" : " (was \(f(slider.start)))"
        // What the move changed and what else there is to say are two things: two places.
        if !slider.change.isEmpty { value += " · changed: " + slider.change }
        let status = [
            "",
            Wrap.lines(value, width: columns, first: "", indent: 2),
            slider.note.isEmpty
                ? nil : Wrap.lines(slider.note, width: columns, first: "", indent: 2),
            Wrap.lines(SlideSyntax.keyLine, width: columns, first: "", indent: 2),
        ].compactMap { $0 }.flatMap(lines)
        // On a short terminal the flags' reasons give way first (one line names them), then the
        // picture, line by line; the numbers and the status always show. Counted in terminal rows
        // (a long line wraps), so the frame never scrolls the screen.
        let fixed = rows - 1 - height(numbers, columns: columns) - height(status, columns: columns)
        var bottom = numbers + flags
        if height(top + flags, columns: columns) > fixed {
            let names = Array(Set(codes)).sorted()
            let summary =
                names.isEmpty
                ? "flags: none" : "flags: " + names.joined(separator: ", ") + " ('flags' says why)"
            bottom =
                numbers + [Wrap.lines(summary, width: columns, first: "", indent: 2)].flatMap(lines)
        }
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
        case .lazy(.proposed):
            slider.model.lazy.chain.steps.isEmpty ? nil : slider.model.lazy.proposed
        case .eagerWidth: slider.model.eager.chain.steps.isEmpty ? nil : slider.model.eager.proposed
        default: nil
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// How many terminal rows `lines` take at `columns` (a long line wraps).
    package static func height(_ lines: [String], columns: Int) -> Int {
        lines.reduce(0) { $0 + max(1, (Wrap.visibleCount($1) + columns - 1) / max(columns, 1)) }
    }
}
