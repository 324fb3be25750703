import LayoutKernel
import TestSupport

/// Random lengths, items and valid grids for the trainer's tests (seeded: `SeededRandom`).
extension SeededRandom {
    /// A length with up to two decimals (so that labels like `21.46` occur), in `0...limit`.
    mutating func length(_ limit: Int) -> Double {
        Bool.random(using: &self)
            ? Double(Int.random(in: 0...limit, using: &self))
            : Double(Int.random(in: 0...limit * 100, using: &self)) / 100
    }

    mutating func item() -> GridItem {
        let spacing: Double? =
            Int.random(in: 0..<3, using: &self) == 0
            ? nil : length(30) - (Bool.random(using: &self) ? 0 : 5)
        let minimum = length(150)
        let maximum: Double = Bool.random(using: &self) ? .infinity : minimum + length(200)
        let alignment =
            Bool.random(using: &self) ? nil : ItemAlignment.allCases.randomElement(using: &self)
        switch Int.random(in: 0..<3, using: &self) {
        case 0: return GridItem(.fixed(length(200)), spacing: spacing, alignment: alignment)
        case 1:
            return GridItem(
                .flexible(minimum: minimum, maximum: maximum), spacing: spacing,
                alignment: alignment)
        default:
            return GridItem(
                .adaptive(minimum: minimum + 1, maximum: max(maximum, minimum + 1)),
                spacing: spacing, alignment: alignment)
        }
    }

    /// A valid grid: up to 8 items, some cells with a size of their own.
    mutating func grid() -> LazyGrid {
        while true {
            let items = (0..<Int.random(in: 1...8, using: &self)).map { _ in item() }
            var contents: [Int: CellContent] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &self) {
                contents[Int.random(in: 0..<40, using: &self)] = CellContent(
                    width: Bool.random(using: &self) ? nil : length(120),
                    height: Bool.random(using: &self) ? nil : length(80))
            }
            let grid = LazyGrid(
                axis: Int.random(in: 0..<3, using: &self) == 0 ? .horizontal : .vertical,
                items: items, proposed: length(1000),
                alignment: GroupAlignment.allCases.randomElement(using: &self) ?? .center,
                lineSpacing: Bool.random(using: &self) ? nil : length(20),
                cellCount: Int.random(in: 0...80, using: &self),
                cellContents: contents)
            if (try? grid.validate()) != nil { return grid }
        }
    }
}
