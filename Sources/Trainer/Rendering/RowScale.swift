import LayoutKernel

/// The vertical scale of a LazyHGrid's picture: text lines for points along the height, the
/// same for every row, so the rulers show where the container and the grid end against the
/// rows. Two edges that differ never share a line boundary (so 12 points of overhang show
/// even at 26 points a line), every row (track) keeps at least one line, and two rows keep
/// a line between them (the gap line) even with no spacing; each such widening moves what
/// lies below it down by the lines it added.
struct RowScale {
    /// The lines of each track, in order.
    private(set) var bands: [Range<Int>] = []
    /// How many lines the picture takes.
    private(set) var lineCount = 0
    /// Every edge (tracks, rulers) in points from the container's top, with its line boundary.
    private var edges: [(y: Double, line: Int)] = []

    /// The lines the scale aims at before widening: four a track, at least nine, at most 24.
    static func target(tracks: Int) -> Int { min(24, max(9, 4 * tracks)) }

    /// An edge: its place, and whether it is a track's top or bottom (a top keeps a line from
    /// the bottom of the track above, even at the same place).
    private struct Edge {
        enum Kind: Int { case bottom, other, top }
        let y: Double
        let kind: Kind
    }

    init(layout: LazyGridLayout, extra: [ClosedRange<Double>]) {
        let start = layout.origin + layout.groupOffset
        let spans = layout.tracks.map { (start + $0.offset)...(start + $0.offset + $0.size) }
        var all = spans.flatMap { [Edge(y: $0.lowerBound, kind: .top), Edge(y: $0.upperBound, kind: .bottom)] }
        all += extra.flatMap { [Edge(y: $0.lowerBound, kind: .other), Edge(y: $0.upperBound, kind: .other)] }
        // At one place: bottoms, then other edges, then tops.
        all.sort { Tolerance.equal($0.y, $1.y) ? $0.kind.rawValue < $1.kind.rawValue : $0.y < $1.y }
        let top = all.first?.y ?? 0
        let pointsPerLine = max((all.last?.y ?? 1) - top, 1) / Double(Self.target(tracks: spans.count))
        var shift = 0
        var previous: (y: Double, line: Int)? = nil
        var lastBottom: (y: Double, line: Int)? = nil
        for edge in all {
            let raw = Int(((edge.y - top) / pointsPerLine).rounded())
            var line = raw + shift
            if let previous {
                line = max(line, previous.line + (Tolerance.equal(edge.y, previous.y) ? 0 : 1))
            }
            if edge.kind == .top, let lastBottom, Tolerance.equal(edge.y, lastBottom.y) {
                line = max(line, lastBottom.line + 1)
            }
            if edge.kind == .bottom { lastBottom = (edge.y, line) }
            shift = line - raw
            edges.append((edge.y, line))
            previous = (edge.y, line)
        }
        bands = spans.map { line($0.lowerBound, top: true)..<line($0.upperBound, top: false) }
        lineCount = edges.last?.line ?? 0
    }

    /// The line boundary of an edge at `y` (a track's top is found after any bottom there).
    private func line(_ y: Double, top: Bool) -> Int {
        let matches = edges.filter { Tolerance.equal($0.y, y) }.map(\.line)
        return (top ? matches.max() : matches.min()) ?? 0
    }

    /// The lines a span covers (at least one): from the line after its top edge's boundary to
    /// the line before its bottom edge's.
    func lines(for span: ClosedRange<Double>) -> ClosedRange<Int> {
        let a = min(line(span.lowerBound, top: true), max(lineCount - 1, 0))
        return a...max(a, line(span.upperBound, top: false) - 1)
    }
}
