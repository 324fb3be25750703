/// A whole lesson run as one self-contained HTML page for a handout: one `<section>` per step
/// with its narration, its command and its picture or text. No scripts, no fonts or images
/// fetched: the CSS is inline and the pictures are inline SVG, so the file works offline,
/// prints, and can be mailed as it is.
package enum HTMLExport {
    /// The page for `steps` under `title`. Pure: strings in, a string out.
    package static func page(title: String, steps: [LessonStep]) -> String {
        let heading = XMLText.escape(title)
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<title>\(heading)</title>",
            "<style>",
            style,
            "</style>",
            "</head>",
            "<body>",
            "<h1>\(heading)</h1>",
        ]
        for (index, step) in steps.enumerated() {
            lines += section(step, number: index + 1, of: steps.count)
        }
        lines += ["</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(_ step: LessonStep, number: Int, of count: Int) -> [String] {
        var lines = ["<section id=\"step-\(number)\">", "<h2>Step \(number) of \(count)</h2>"]
        for paragraph in paragraphs(step.narration) {
            lines.append("<p>\(XMLText.escape(paragraph))</p>")
        }
        if !step.command.isEmpty {
            lines.append(
                "<pre class=\"command\"><span "
                    + "class=\"prompt\">\(XMLText.escape(step.prompt))</span>"
                    + "\(XMLText.escape(step.command))</pre>"
            )
        }
        switch step.output {
        case .none:
            break
        case .text(let text):
            lines.append("<pre class=\"output\">\(XMLText.escape(text))</pre>")
        case .svg(let svg):
            lines.append(figure(svg, number: number))
        }
        lines.append("</section>")
        return lines
    }

    /// Narration lines joined into paragraphs; a blank line starts a new one.
    private static func paragraphs(_ text: String) -> [String] {
        var result: [String] = []
        var current: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty {
                if !current.isEmpty { result.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(trimmed)
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        return result
    }

    /// The picture inline, as `SVGRenderer` made it, its hatching pattern renamed for its step
    /// (`hatch-step-3`): every picture defines one, and ids must be unique in a page. Anything
    /// that is not a plain `<svg>` element, or that could run code, is shown as text instead:
    /// the page promises no scripts.
    private static func figure(_ svg: String, number: Int) -> String {
        let body = svg.trimmingSpaces
        guard SVGSafety.isInlineSafe(body) else {
            return "<pre class=\"output\">\(XMLText.escape(svg))</pre>"
        }
        let id = SVGDocument.hatchID
        let unique = body.replacing("id=\"\(id)\"", with: "id=\"\(id)-step-\(number)\"")
            .replacing("url(#\(id))", with: "url(#\(id)-step-\(number))")
        return "<figure>\n\(unique)\n</figure>"
    }

    private static let style = """
        body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; max-width: 60rem; \
        margin: 2rem auto;
          padding: 0 1rem; color: #111; background: #fff; line-height: 1.45; }
        h1 { font-size: 1.6rem; border-bottom: 2px solid #333; padding-bottom: .3rem; }
        h2 { font-size: 1rem; color: #555; text-transform: uppercase; letter-spacing: .05em; \
        margin-bottom: .4rem; }
        section { border-top: 1px solid #ccc; padding: .6rem 0 1rem; break-inside: avoid; \
        page-break-inside: avoid; }
        pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .85rem; \
        white-space: pre-wrap;
          padding: .5rem .7rem; border-radius: 4px; overflow-x: auto; }
        pre.command { background: #f0f0f0; border-left: 4px solid #333; font-weight: bold; }
        pre.output { background: #fafafa; border: 1px solid #ddd; }
        .prompt { color: #666; font-weight: normal; }
        figure { margin: .6rem 0; overflow-x: auto; }
        figure svg { max-width: 100%; height: auto; }
        @media print { body { margin: 0; max-width: none; } a { color: inherit; } }
        """
}

extension Substring {
    /// Without leading and trailing spaces and tabs (and a `\r` of a CRLF file).
    fileprivate var trimmingSpaces: String {
        String(
            drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop {
                $0 == " " || $0 == "\t" || $0 == "\r"
            }.reversed())
    }
}

extension String {
    /// Without leading and trailing whitespace.
    fileprivate var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
