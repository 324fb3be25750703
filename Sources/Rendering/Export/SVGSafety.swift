/// Whether an SVG string may go into a handout as live markup: a single `<svg>` element with
/// no script, no embedded HTML, no event handler attribute and no `javascript:` link. The
/// trainer's own pictures always pass; the check keeps the page's "no scripts" promise even if
/// some other string is handed in.
enum SVGSafety {
    /// True when `svg` is one `<svg>…</svg>` free of anything that could run code.
    static func isInlineSafe(_ svg: String) -> Bool {
        guard svg.hasPrefix("<svg"), svg.hasSuffix("</svg>") else { return false }
        let lowered = svg.lowercased()
        if ["<script", "<foreignobject", "<iframe", "javascript:", "<!entity", "<!doctype"]
            .contains(where: { lowered.contains($0) })
        {
            return false
        }
        return !hasHandlerAttribute(lowered)
    }

    /// Looks inside every tag for an attribute whose name starts with `on` (`onload=`, …).
    private static func hasHandlerAttribute(_ text: String) -> Bool {
        var insideTag = false
        var quote: Character?
        var name = ""
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "<":
                insideTag = true
                name = ""
            case ">":
                insideTag = false
            case "\"" where insideTag, "'" where insideTag:
                quote = character
            case "=" where insideTag:
                if name.hasPrefix("on") { return true }
                name = ""
            default:
                guard insideTag else { continue }
                if character.isWhitespace || character == "/" {
                    name = ""
                } else {
                    name.append(character)
                }
            }
        }
        return false
    }
}
