/// Per-item colours for the pictures: the terminal diagram's six hues (cyan, yellow, magenta,
/// green, blue, red, in `Style.palette`'s order) as a light fill under dark text and a darker
/// stroke. Each item also gets its own dash pattern, so a black-and-white printout still tells
/// the items apart; the labels carry the item numbers as well.
struct SVGPalette {
    /// Light fill: dark text on it stays readable.
    package let fill: String
    /// Darker outline in the same hue.
    let stroke: String
    /// `stroke-dasharray`, or nil for a solid line.
    let dash: String?

    private static let fills = ["#cdeef5", "#fbefb5", "#f3d3ee", "#d3f0d0", "#d4defa", "#f8d4d0"]
    private static let strokes = ["#0e7c8c", "#8a6d00", "#9b2d8e", "#2e7d32", "#2451b3", "#b3261e"]
    private static let dashes: [String?] = [nil, "6 3", "2 2", "8 3 2 3", "4 4", "1 3"]

    /// The colours of item (or eager column) `index`, repeating after six.
    init(index: Int) {
        let hue = ((index % Self.fills.count) + Self.fills.count) % Self.fills.count
        fill = Self.fills[hue]
        stroke = Self.strokes[hue]
        // Past six items the dashes shift by one, so item 7 is not a copy of item 1.
        let cycle = (index / Self.fills.count) % Self.dashes.count
        dash = Self.dashes[(hue + max(cycle, 0)) % Self.dashes.count]
    }

    /// Text colour: dark on every fill.
    static let ink = "#111111"
    /// Secondary text and the outlines of slots.
    static let muted = "#555555"
    /// The container's edges and overflow hatching.
    static let edge = "#b3261e"
}
