/// What an SVG's `<text>` elements say, with their class, entities decoded.
package struct SVGTexts {
    package struct Entry {
        package var className: String?
        package var content: String
        package var attributes: [String: String]
    }

    package let entries: [Entry]

    package init(_ svg: String) {
        entries = SVGElements.all("text", in: svg).map {
            Entry(className: $0.attributes["class"], content: $0.content, attributes: $0.attributes)
        }
    }

    /// The contents of texts of class `name`, in document order.
    package func of(_ name: String) -> [String] {
        entries.filter { $0.className == name }.map(\.content)
    }
    /// Every text, joined with newlines.
    package var all: String { entries.map(\.content).joined(separator: "\n") }
}
