import LayoutKernel

/// Where a LazyHGrid's lines of cells (its columns) go across the picture: one scale for all,
/// and only as many lines, from the first, as fit with every cell at least as wide as its
/// longest number and a blank column after it, so cells never merge and a number is drawn
/// whole; the rest are left out (the picture says how many cells).
struct CellColumns {
    /// The first column of each drawn line.
    private(set) var starts: [Int] = []
    /// The column after each drawn line's cells (a blank column follows before the next).
    private(set) var ends: [Int] = []
    package let width: Int
    private var factor = 1.0

    init(frames: [CellFrame], width: Int) {
        self.width = width
        // Each line's extent across, from its first cell (every cell of a line shares it).
        var extents: [(x: Double, end: Double, digits: Int)] = []
        for cell in frames {
            let digits = String(cell.index + 1).count
            if cell.line < extents.count {
                extents[cell.line].digits = max(extents[cell.line].digits, digits)
            } else {
                extents.append((cell.slot.x, cell.slot.x + cell.slot.width, digits))
            }
        }
        for count in stride(from: extents.count, through: 1, by: -1) {
            let f = Double(width) / max(extents[count - 1].end, 1e-9)
            let starts = extents.prefix(count).map { Int(($0.x * f).rounded()) }
            let ends = extents.prefix(count).enumerated().map { j, e in
                min(Int((e.end * f).rounded()), j + 1 < count ? starts[j + 1] - 1 : width)
            }
            let fits = (0..<count).allSatisfy { ends[$0] - starts[$0] >= extents[$0].digits }
            if fits {
                (self.starts, self.ends, factor) = (starts, ends, f)
                return
            }
        }
    }

    /// The column of a point across the grid.
    package func column(_ x: Double) -> Int { Int((x * factor).rounded()) }

    /// The columns of line `line`'s slots.
    func slot(_ line: Int) -> Range<Int> { starts[line]..<max(starts[line] + 1, ends[line]) }
}
