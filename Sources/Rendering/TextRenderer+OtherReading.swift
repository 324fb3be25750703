import LayoutKernel
import Words

/// A2 is contested (docs/model.md): where the other reading — a capped adaptive item keeps its
/// whole share — gives other numbers than the model's, `explain` and `textbook` show both.
extension TextRenderer {
    /// The lines that show the other reading's numbers beside the model's; none when the layout
    /// does not rest on A2 or the two readings agree.
    func otherReading(_ layout: LazyGridLayout) -> [String] {
        guard layout.assumptions.contains(.a2),
            let other = try? layout.grid.layout(reading: .keepsShare)
        else { return [] }
        let f = NumberText.format
        let tracks = { (layout: LazyGridLayout) in
            layout.items.map {
                $0.trackCount == 1 ? f($0.trackSize) : "\($0.trackCount) × \(f($0.trackSize))"
            }.joined(separator: " · ")
        }
        var differences: [String] = []
        if tracks(other) != tracks(layout) {
            differences.append("\(tracks(other)) (the model: \(tracks(layout)))")
        }
        // Where the tracks sit (the first few): a capped item alone keeps its tracks' sizes.
        let offsets = { (layout: LazyGridLayout) in
            let all = layout.tracks.map { f($0.offset) }
            return all.prefix(6).joined(separator: ", ") + (all.count > 6 ? ", …" : "")
        }
        if differences.isEmpty && offsets(other) != offsets(layout) {
            differences.append("tracks at \(offsets(other)) (the model: \(offsets(layout)))")
        }
        if f(other.gridSize) != f(layout.gridSize) {
            differences.append(
                "a grid \(f(other.gridSize)) (the model: \(f(layout.gridSize)))")
        }
        if f(other.origin) != f(layout.origin) {
            differences.append("starting at \(f(other.origin)) (the model: \(f(layout.origin)))")
        }
        guard !differences.isEmpty else { return [] }
        let text =
            "A2 is contested: Apple's adaptive documentation and the SwiftUI Field Guide read a "
            + "capped adaptive item as keeping its whole share. Read that way: "
            + differences.joined(separator: "; ")
            + ". No measurement has settled it yet (docs/model.md names the one that would)."
        return [Wrap.lines(text, width: columns, first: "", indent: 2)]
    }
}
