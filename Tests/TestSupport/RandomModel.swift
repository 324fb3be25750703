import LayoutKernel

/// Random models for the tests that check a round trip (code, save and load, words): items,
/// chains, lazy grids and eager Grids drawn from awkward sizes, seeded.
package enum RandomModel {
    /// SplitMix64: small, seeded, the same sequence on every machine.
    package struct Random {
        var base: SeededRandom
        package init(state: UInt64) { base = SeededRandom(state: state) }
        package mutating func next() -> UInt64 { base.next() }
        package mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
        package mutating func bool() -> Bool { next() & 1 == 1 }
        package mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
        /// Sizes people type and the awkward ones: tiny, huge, repeating decimals, binary
        /// fractions.
        package mutating func size() -> Double {
            if int(0...2) == 0 {
                return Double(next() % 1_000_000) / Double(pick([1, 10, 100, 1000, 7, 3]))
            }
            return pick([
                0.00001, 1e6, 33.333333, 0, 1, 10, 12.5, 0.1, 0.30000000000000004, 999_999.999,
                1.0 / 3, 123.456e-3, 5e-7,
            ])
        }
        package mutating func positive() -> Double { max(size(), 0.5) }
        package mutating func optional(_ value: Double) -> Double? { bool() ? value : nil }
    }

    package static func item(_ random: inout Random) -> GridItem {
        let size: GridItemSize
        switch random.int(0...2) {
        case 0: size = .fixed(random.size())
        case 1:
            let low = random.size()
            size = .flexible(minimum: low, maximum: random.bool() ? .infinity : low + random.size())
        default:
            let low = random.positive()
            size = .adaptive(minimum: low, maximum: random.bool() ? .infinity : low + random.size())
        }
        return GridItem(
            size, spacing: random.optional(random.size()),
            alignment: random.bool() ? random.pick(ItemAlignment.allCases) : nil)
    }

    /// Up to three paddings and frames, outside in: every kind of step, both axes' fields (no
    /// `.frame()` without arguments, which says nothing and is not read).
    package static func chain(_ random: inout Random) -> ContainerChain {
        ContainerChain(
            (0..<random.int(0...3)).map { _ in
                switch random.int(0...4) {
                case 0: .defaultPadding
                case 1:
                    .padding(
                        leading: random.size(), trailing: random.size(), top: random.size(),
                        bottom: random.size(), isDefault: false)
                case 2: .frame(width: random.optional(random.positive()), height: random.positive())
                case 3: .frame(width: random.positive(), height: nil)
                default:
                    .flexibleFrame(
                        minWidth: random.optional(random.size()),
                        maxWidth: random.bool() ? .infinity : random.positive(),
                        minHeight: nil, maxHeight: random.optional(random.positive()))
                }
            })
    }

    package static func lazy(_ random: inout Random) -> LazyGrid {
        let axis = random.pick(GridAxis.allCases)
        var grid = LazyGrid(
            axis: axis, items: (0..<random.int(0...6)).map { _ in item(&random) },
            proposed: random.size())
        grid.alignment = random.pick(GroupAlignment.allCases)
        grid.lineSpacing = random.bool() ? nil : random.pick([random.size(), -4])
        grid.cellCount = random.int(0...20)
        grid.chain = chain(&random)
        grid.naturalCellSize = grid.cellCount == 0 ? 30 : random.positive()
        // Fewer than half the cells get their own size, so the rest show the natural size.
        for _ in 0..<max(0, (grid.cellCount - 1) / 2) {
            let content = CellContent(
                width: random.optional(random.size()), height: random.optional(random.size()))
            let natural =
                axis == .vertical
                ? CellContent(height: grid.naturalCellSize)
                : CellContent(width: grid.naturalCellSize)
            guard content != .fill, content != natural else { continue }
            grid.cellContents[random.int(0...grid.cellCount - 1)] = content
        }
        return grid
    }

    /// A side: fixed, fill, or a range (issue 29's `LO...HI`).
    package static func length(_ random: inout Random) -> EagerLength {
        switch random.int(0...4) {
        case 0: return .fill
        case 1: return .fixed(random.size())
        case 2: return .range(low: random.size(), high: .infinity)
        case 3:
            // An ideal of its own: what it takes when the offer is unspecified.
            let (a, b) = (random.size(), random.size())
            return .range(low: min(a, b), high: max(a, b), ideal: random.size())
        default:
            let (a, b) = (random.size(), random.size())
            return .range(low: min(a, b), high: max(a, b))
        }
    }

    package static func cell(_ random: inout Random) -> EagerCell {
        let content: EagerCell.Content
        switch random.int(0...6) {
        case 0: content = .empty
        case 1: content = .spacer
        case 2: content = .half
        default:
            content = .sized(width: length(&random), height: length(&random))
        }
        let anchors = [
            UnitPoint(random.pick(ItemAlignment.allCases)),
            UnitPoint(x: Double(random.int(-4...8)) / 4, y: Double(random.int(0...10)) / 10),
        ]
        return EagerCell(
            content, span: random.int(1...3),
            priority: random.bool() ? nil : Double(random.int(-2...3)) / 2,
            unsized: content == .empty ? .none : random.pick([.none, .horizontal, .vertical]),
            anchor: random.bool() ? random.pick(anchors) : nil,
            columnAlignment: random.bool() ? random.pick(GroupAlignment.allCases) : nil)
    }

    package static func eager(_ random: inout Random) -> EagerGrid {
        var grid = EagerGrid(
            proposed: random.size(), alignment: random.pick(ItemAlignment.allCases))
        grid.horizontalSpacing = random.optional(random.size())
        grid.verticalSpacing = random.optional(random.size())
        grid.chain = chain(&random)
        // The offers: unspecified (a ScrollView along that axis) or the container's.
        grid.unspecifiedWidth = random.int(0...3) == 0
        grid.containerHeight = random.bool() ? nil : random.size()
        for _ in 0..<random.int(0...4) {
            if random.int(0...3) == 0 {
                grid.rows.append(.fullWidth(cell(&random)))
            } else {
                let cells = (0..<random.int(0...4)).map { _ in cell(&random) }
                grid.rows.append(
                    EagerRow(
                        cells,
                        alignment: random.bool() ? random.pick([.top, .center, .bottom]) : nil))
            }
        }
        return grid
    }
}
