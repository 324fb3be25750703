import LayoutKernel
import Teaching
import Words

/// `sweep --plot`: track sizes against the swept value, one line per sample, a mark per track.
/// Tracks are numbered from 1, as everywhere else (digit = number mod 10); where two tracks
/// have the same width a `*` stands for them, so no track hides under another's digit. Up to
/// `maxRows` samples every one has a line; beyond that every breakpoint keeps its line and
/// evenly spaced samples fill the rest, and the plot says how many it shows.
struct SweepPlot {
    static let maxRows = SweepRunner.plotRows
    package let result: SweepResult
    package let columns: Int

    package func lines() -> [String] {
        let f = NumberText.format
        let samples = result.samples
        guard !samples.isEmpty else { return [] }
        let largest = samples.flatMap(\.tracks).max() ?? 1
        let chosen = Self.rows(count: samples.count, breakpoints: breakpointIndices())
        let labels = chosen.map { f(samples[$0].value) }
        let labelWidth = max(8, labels.map(\.count).max() ?? 0)
        let width = max(columns - labelWidth - 4, 20)
        let size = result.axis.mainSizeName
        var lines = ["", "track \(size)s (0 … \(f(largest))) against \(result.label):"]
        for (row, index) in chosen.enumerated() {
            var marks = [Character?](repeating: nil, count: width)
            for (t, size) in samples[index].tracks.enumerated() {
                let x = min(
                    max(Int((size / max(largest, 1) * Double(width - 1)).rounded()), 0), width - 1)
                marks[x] = marks[x] == nil ? Character(String((t + 1) % 10)) : "*"
            }
            var text = String(marks.map { $0 ?? " " })
            while text.last == " " { text.removeLast() }
            lines.append(labels[row].leftPad(labelWidth) + " |" + text)
        }
        if chosen.count < samples.count {
            lines.append(
                "(\(chosen.count) of \(samples.count) samples shown, every breakpoint among them)")
        }
        lines.append(
            "(digit: track number from 1, mod 10, at its \(size); *: tracks of the same \(size))")
        return lines
    }

    /// The samples where a breakpoint row starts.
    private func breakpointIndices() -> Set<Int> {
        let values = Set(result.rows.map(\.value))
        return Set(result.samples.indices.filter { values.contains(result.samples[$0].value) })
    }

    /// Every index up to `maxRows`; else the breakpoints and evenly spaced indices up to
    /// `maxRows` lines (more only when there are more breakpoints), first and last included.
    package static func rows(count: Int, breakpoints: Set<Int>) -> [Int] {
        guard count > maxRows else { return Array(0..<count) }
        var chosen = breakpoints.union([0, count - 1])
        let spare = maxRows - chosen.count
        if spare > 0 {
            for k in 0..<spare { chosen.insert(k * (count - 1) / max(spare - 1, 1)) }
        }
        return chosen.sorted()
    }
}
