/// What an SVG's `<text>` elements say, with their class, entities decoded.
struct SVGTexts {
    struct Entry {
        var className: String?
        var content: String
        var attributes: [String: String]
    }

    let entries: [Entry]

    init(_ svg: String) {
        entries = SVGElements.all("text", in: svg).map {
            Entry(className: $0.attributes["class"], content: $0.content, attributes: $0.attributes)
        }
    }

    /// The contents of texts of class `name`, in document order.
    func of(_ name: String) -> [String] { entries.filter { $0.className == name }.map(\.content) }
    /// Every text, joined with newlines.
    var all: String { entries.map(\.content).joined(separator: "\n") }
}
