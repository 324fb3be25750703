import LayoutKernel

/// How the runner prints a response: as text for people, or one JSON object per response.
extension Runner {
    func show(_ response: Response) {
        // Most lines of a script change the model and print nothing: ask for nothing then.
        if case .changed = response {
            // Reprinted once, at the end of the line (`runLine`).
            if interactive && auto { reprintPending = true }
            return
        }
        if case .none = response { return }
        let text = TextRenderer(columns: columns(), style: style, screen: session.screen)
        switch response {
        case .changed:
            return
        case .eager(let layout, let asked):
            let part = asked == .all && flagsHeld ? LayoutPart.allButFlags : asked
            if part == .all || part == .allButFlags { reprintPending = false }
            out(
                json
                    ? JSONRenderer.eager(layout, screen: session.screen)
                    : fitted(
                        EagerText.render(layout, part, columns: columns(), screen: session.screen)))
        case .layout(let layout, let asked):
            let part = asked == .all && flagsHeld ? LayoutPart.allButFlags : asked
            if part == .all || part == .allButFlags { reprintPending = false }
            out(
                json
                    ? JSONRenderer.layout(layout, part, screen: session.screen)
                    : fitted(text.layout(layout, part)))
        case .text(let message):
            // Words with names from outside in them (presets, layouts, paths): made safe here.
            show(message: "text", TerminalText.sanitized(message))
        case .explain(let layout, let item):
            show(message: "explain", text.explain(layout, item: item))
        case .eagerExplain(let layout):
            show(message: "explain", EagerText.explain(layout, columns: columns()))
        case .eagerTextbook(let layout):
            show(message: "textbook", EagerText.textbook(layout, columns: columns()))
        case .textbook(let layout):
            show(message: "textbook", text.textbook(layout))
        case .compare(let before, let after, let label):
            show(message: "compare", text.compare(before: before, after: after, label: label))
        case .eagerCompare(let before, let after, let label):
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
        case .none:
            break
        }
    }

    /// A message as text, or as a JSON object of the given type.
    func show(message type: String, _ body: String) {
        out(json ? JSONRenderer.message(type, body) : fitted(body))
    }

    /// Text within the output width: the renderers build to it, and any line still wider
    /// (prose, help, a long Swift array) is wrapped at its words (`Wrap.fit`).
    func fitted(_ text: String) -> String { Wrap.fit(text, width: columns()) }

    /// The whole current layout, of the family shown.
    func showLayout() {
        switch session.mode {
        case .eager: show(.eager(session.eagerLayout, .all))
        case .lazy: show(.layout(session.layout, .all))
        }
    }
}
