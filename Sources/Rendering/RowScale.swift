import LayoutKernel

/// The vertical scale of a LazyHGrid's picture: text lines for points along the height, so the
/// rulers show where the screen, what is offered and the grid end against the rows. A row
/// (track) is `size / pointsPerLine` lines, rounded, at least one, so rows of one size look
/// alike; two rows keep a line between them (the gap line) even with no spacing; and two edges
/// that differ never share a line boundary (12 points of overhang show even at 26 points a
/// line): where they would, the row holding them grows a line, and what lies below moves down.
struct RowScale {
    /// The lines of each track, in order.
    private(set) var bands: [Range<Int>] = []
    /// How many lines the picture takes.
    private(set) var lineCount = 0
    /// Every edge (tracks, rulers) in points from the offered space's top, with its line boundary.
    private var edges: [(y: Double, line: Int)] = []

    /// The lines the scale aims at: four a track, at least nine, at most 24.
    package static func target(tracks: Int) -> Int { min(24, max(9, 4 * tracks)) }

    /// An edge: its place, and whether it is a track's top (with the track's size) or bottom.
    private struct Edge {
        enum Kind: Int { case bottom, other, top }
        let y: Double
        package let kind: Kind
        package var size = 0.0
    }

    init(layout: LazyGridLayout, extra: [ClosedRange<Double>]) {
        // Track offsets are in the grid, the group's offset (alignment, A4) included.
        let start = layout.origin
        var rulers = extra.flatMap {
            [Edge(y: $0.lowerBound, kind: .other), Edge(y: $0.upperBound, kind: .other)]
        }
        rulers.sort { $0.y < $1.y }
        // The tracks' edges in their order (a row of size 0 keeps its top before its bottom),
        // with the rulers' merged in: at one place a row's bottom, then rulers, then a top.
        var all: [Edge] = []
        for track in layout.tracks {
            for edge in [
                Edge(y: start + track.offset, kind: .top, size: track.size),
                Edge(y: start + track.offset + track.size, kind: .bottom),
            ] {
                while let first = rulers.first,
                    edge.kind == .top
                        ? !Tolerance.greater(first.y, edge.y) : Tolerance.less(first.y, edge.y)
                {
                    all.append(rulers.removeFirst())
                }
                all.append(edge)
            }
        }
        all += rulers
        let top = all.first?.y ?? 0
        let target = Double(Self.target(tracks: layout.tracks.count))
        let pointsPerLine = max((all.last?.y ?? 1) - top, 1) / target
        var shift = 0
        var previous: (y: Double, line: Int)? = nil
        // The track being crossed: its top, first line, size and lines.
        var open: (y: Double, line: Int, size: Double, lines: Int)? = nil
        for edge in all {
            let raw = Int(((edge.y - top) / pointsPerLine).rounded())
            // The first line boundary this edge may take: its predecessor's at the same place,
            // else the next one.
            let apart = previous.map { Tolerance.equal(edge.y, $0.y) ? $0.line : $0.line + 1 } ?? 0
            var line: Int
            switch (edge.kind, open) {
            case (.bottom, let track?):
                line = track.line + track.lines
                bands.append(track.line..<line)
                open = nil
            case (.top, _), (.bottom, nil):  // a bottom always follows its top
                line = max(raw + shift, apart)
                // The gap line, even when this row starts where the one above ends.
                if let last = bands.last, line <= last.upperBound { line = last.upperBound + 1 }
                open = (edge.y, line, edge.size, max(1, Int((edge.size / pointsPerLine).rounded())))
            case (.other, let track?):
                // Inside a row: in proportion, apart from the edge before; the row grows a line
                // when an edge short of its bottom would reach it.
                let part = Int(
                    ((edge.y - track.y) / max(track.size, 1e-9) * Double(track.lines)).rounded())
                line = max(track.line + part, apart)
                if !Tolerance.equal(edge.y, track.y + track.size)
                    && line >= track.line + track.lines
                {
                    open?.lines = line - track.line + 1
                }
            case (.other, nil):
                line = max(raw + shift, apart)
            }
            shift = line - raw
            edges.append((edge.y, line))
            previous = (edge.y, line)
        }
        lineCount = edges.map(\.line).max() ?? 0
    }

    /// The line boundary of an edge at `y` (a track's top is found after any bottom there).
    private func line(_ y: Double, top: Bool) -> Int {
        let matches = edges.filter { Tolerance.equal($0.y, y) }.map(\.line)
        return (top ? matches.max() : matches.min()) ?? 0
    }

    /// The lines a span covers (at least one): from the line after its top edge's boundary to
    /// the line before its bottom edge's.
    package func lines(for span: ClosedRange<Double>) -> ClosedRange<Int> {
        let a = min(line(span.lowerBound, top: true), max(lineCount - 1, 0))
        return a...max(a, line(span.upperBound, top: false) - 1)
    }
}
