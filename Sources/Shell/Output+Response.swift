import GridModel
import LayoutKernel
import Rendering
import Teaching
import Words

extension Output {
    /// Prints `response` for `screen`; a whole layout asked for while a lesson step holds its
    /// flags back (`flagsHeld`) is drawn without them. Returns whether it printed the whole
    /// layout (then the line owes no reprint). `.changed` and `.none` print nothing here: the
    /// runner decides when a change is shown.
    func show(_ response: Response, screen: Screen, flagsHeld: Bool) -> Bool {
        let text = TextRenderer(columns: columns(), style: style, screen: screen)
        switch response {
        case .changed, .none:
            return false
        case .layout(let shown, let asked):
            let part = asked == .all && flagsHeld ? LayoutPart.allButFlags : asked
            switch shown {
            case .eager(let layout):
                out(
                    json
                        ? JSONRenderer.eager(layout, screen: screen)
                        : fitted(
                            EagerText.render(layout, part, columns: columns(), screen: screen)))
            case .lazy(let layout):
                out(
                    json
                        ? JSONRenderer.layout(layout, part, screen: screen)
                        : fitted(text.layout(layout, part)))
            }
            return part == .all || part == .allButFlags
        case .text(let message):
            // Words with names from outside in them (presets, layouts, paths): made safe here.
            show(message: "text", TerminalText.sanitized(message))
        case .explain(.lazy(let layout), let item):
            show(message: "explain", text.explain(layout, item: item))
        case .explain(.eager(let layout), item: _):
            show(message: "explain", EagerText.explain(layout, columns: columns()))
        case .textbook(.eager(let layout)):
            show(message: "textbook", EagerText.textbook(layout, columns: columns()))
        case .textbook(.lazy(let layout)):
            show(message: "textbook", text.textbook(layout))
        case .compare(.lazy(let before, let after), let label):
            show(message: "compare", text.compare(before: before, after: after, label: label))
        case .compare(.eager(let before, let after), let label):
            let lines = Compare.changes(before: before, after: after).map {
                Wrap.lines($0, width: columns(), first: "  ", indent: 4)
            }
            show(
                message: "compare",
                (["Compared with \(label):"] + (lines.isEmpty ? ["  nothing moved"] : lines))
                    .joined(separator: "\n"))
        case .sweep(let result):
            out(json ? JSONRenderer.sweep(result) : fitted(text.sweep(result)))
        case .devices(let report):
            out(
                json
                    ? JSONRenderer.devices(report)
                    : DeviceText.render(report, columns: columns(), style: style))
        case .spies(let spies):
            out(json ? JSONRenderer.spies(spies) : fitted(spies.text(columns: columns())))
        }
        return false
    }
}
