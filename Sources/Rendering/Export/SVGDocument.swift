/// An SVG picture being drawn: elements in order and the box around them. Coordinates are
/// points (1 point = 1 px at scale 1); `render` wraps them in an `<svg>` whose viewBox is that
/// box plus a margin, so nothing drawn is ever clipped, and whose size is the box times the
/// scale.
struct SVGDocument {
    /// How a text's x is read.
    enum Anchor: String {
        case start, middle, end
    }

    /// The monospaced font every label uses: its advance is 0.6 em, so labels can be measured.
    static let font = "DejaVu Sans Mono, Menlo, Consolas, monospace"
    /// Advance of one character, in em.
    static let advance = 0.6

    private(set) var elements: [String] = []
    /// Texts and their white patches, written after every shape so no line runs over a label.
    private(set) var overlay: [String] = []
    private(set) var bounds = SVGBounds()

    /// The width a label takes at `size`.
    static func textWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * size * advance
    }

    /// A rectangle; a negative size is drawn from its other edge, as SVG would refuse it.
    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil,
        dash: String? = nil,
        strokeWidth: Double = 1, className: String? = nil, fillOpacity: Double? = nil,
        onTop: Bool = false
    ) {
        let left = min(x, x + width)
        let top = min(y, y + height)
        var attributes = [
            ("x", SVGNumber.attribute(left)), ("y", SVGNumber.attribute(top)),
            ("width", SVGNumber.attribute(abs(width))),
            ("height", SVGNumber.attribute(abs(height))), ("fill", fill),
        ]
        if let stroke {
            attributes += [("stroke", stroke), ("stroke-width", SVGNumber.attribute(strokeWidth))]
            if let dash { attributes.append(("stroke-dasharray", dash)) }
        }
        if let fillOpacity { attributes.append(("fill-opacity", SVGNumber.attribute(fillOpacity))) }
        if let className { attributes.append(("class", className)) }
        if onTop {
            overlay.append(Self.tag("rect", attributes))
        } else {
            elements.append(Self.tag("rect", attributes))
        }
        bounds.add(x: left, y: top, width: abs(width), height: abs(height))
    }

    /// A straight line.
    package mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, dash: String? = nil,
        width: Double = 1,
        className: String? = nil
    ) {
        var attributes = [
            ("x1", SVGNumber.attribute(x1)), ("y1", SVGNumber.attribute(y1)),
            ("x2", SVGNumber.attribute(x2)),
            ("y2", SVGNumber.attribute(y2)), ("stroke", stroke),
            ("stroke-width", SVGNumber.attribute(width)),
        ]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        if let className { attributes.append(("class", className)) }
        elements.append(Self.tag("line", attributes))
        bounds.add(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
    }

    /// One line of text whose baseline sits at `y`; its estimated extent counts in the bounds.
    package mutating func text(
        _ content: String, x: Double, y: Double, size: Double = 11, anchor: Anchor = .start,
        bold: Bool = false,
        fill: String = SVGPalette.ink, className: String? = nil
    ) {
        var attributes = [
            ("x", SVGNumber.attribute(x)), ("y", SVGNumber.attribute(y)),
            ("font-size", SVGNumber.attribute(size)),
        ]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        if bold { attributes.append(("font-weight", "bold")) }
        if fill != SVGPalette.ink { attributes.append(("fill", fill)) }
        if let className { attributes.append(("class", className)) }
        overlay.append(Self.tag("text", attributes, content: XMLText.escape(content)))
        let width = Self.textWidth(content, size: size)
        let left: Double
        switch anchor {
        case .start: left = x
        case .middle: left = x - width / 2
        case .end: left = x - width
        }
        bounds.add(x: left, y: y - size * 0.8, width: width, height: size)
    }

    /// Text centred in the part of a box that lies in `visible` (page x for a LazyVGrid's or
    /// a Grid's container, page y for a LazyHGrid's) when it fits there, so the container's edge
    /// does not cut through it; else centred in the whole box. Says whether it was drawn.
    @discardableResult
    package mutating func label(
        _ content: String, in box: (x: Double, y: Double, width: Double, height: Double),
        preferring visible: ClosedRange<Double>,
        alongX: Bool, size: Double = 11, className: String? = nil
    ) -> Bool {
        let start = alongX ? box.x : box.y
        let length = alongX ? box.width : box.height
        // A little room from the edge the box is cut at, so the edge's line clears the text.
        let low = visible.lowerBound > start ? visible.lowerBound + 3 : start
        let high = visible.upperBound < start + length ? visible.upperBound - 3 : start + length
        if high > low && (low > start || high < start + length) {
            let drawn =
                alongX
                ? label(
                    content, centredIn: low, box.y, high - low, box.height, size: size,
                    className: className)
                : label(
                    content, centredIn: box.x, low, box.width, high - low, size: size,
                    className: className)
            if drawn { return true }
        }
        return label(
            content, centredIn: box.x, box.y, box.width, box.height, size: size,
            className: className)
    }

    /// Text centred in a box when it fits there with a little room; says whether it was drawn.
    @discardableResult
    package mutating func label(
        _ content: String, centredIn x: Double, _ y: Double, _ width: Double, _ height: Double,
        size: Double = 11,
        className: String? = nil
    ) -> Bool {
        guard Self.textWidth(content, size: size) + 2 <= abs(width), size <= abs(height) + 2 else {
            return false
        }
        text(
            content, x: x + width / 2, y: y + height / 2 + size * 0.35, size: size, anchor: .middle,
            className: className)
        return true
    }

    /// The finished document: a white page under everything, a `<title>` for screen readers.
    package func render(title: String, scale: Double, margin: Double = 10) -> String {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let box = bounds.isEmpty ? SVGBounds.unit : bounds
        let x = box.minX - margin
        let y = box.minY - margin
        let width = box.maxX - box.minX + 2 * margin
        let height = box.maxY - box.minY + 2 * margin
        let n = SVGNumber.attribute
        let escaped = XMLText.escape(title)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * scale))\" "
                + "height=\"\(n(height * scale))\" "
                + "viewBox=\"\(n(x)) \(n(y)) \(n(width)) \(n(height))\" role=\"img\" "
                + "aria-label=\"\(escaped)\" "
                + "font-family=\"\(Self.font)\" fill=\"\(SVGPalette.ink)\" xml:space=\"preserve\">",
            "<title>\(escaped)</title>",
            Self.hatchDefinition,
            "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "fill=\"#ffffff\"/>",
        ]
        lines += elements
        lines += overlay
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Diagonal hatching for space that no track uses and for what lies past the container.
    static let hatchID = "hatch"
    private static let hatchDefinition =
        "<defs><pattern id=\"\(hatchID)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
        + "patternTransform=\"rotate(45)\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" "
        + "stroke=\"#999999\" "
        + "stroke-width=\"1.5\"/></pattern></defs>"

    private static func tag(
        _ name: String, _ attributes: [(String, String)], content: String? = nil
    ) -> String {
        let list = attributes.map { " \($0.0)=\"\(XMLText.escape($0.1))\"" }.joined()
        guard let content else { return "<\(name)\(list)/>" }
        return "<\(name)\(list)>\(content)</\(name)>"
    }
}
