import Testing

@testable import LayoutKernel

/// SplitMix64: a tiny seeded generator, so every failure can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    mutating func randomItem() -> GridItem {
        let spacing: Double? = Bool.random(using: &self) ? nil : Double(Int.random(in: 0...30, using: &self))
        let minimum = Double(Int.random(in: 0...200, using: &self))
        let maximum: Double = Bool.random(using: &self) ? .infinity : minimum + Double(Int.random(in: 0...200, using: &self))
        switch Int.random(in: 0..<3, using: &self) {
        case 0: return GridItem(.fixed(Double(Int.random(in: 0...200, using: &self))), spacing: spacing)
        case 1: return GridItem(.flexible(minimum: minimum, maximum: maximum), spacing: spacing)
        default: return GridItem(.adaptive(minimum: minimum + 1, maximum: max(maximum, minimum + 1)), spacing: spacing)
        }
    }

    mutating func randomGrid() -> LazyGrid {
        let items = (0..<Int.random(in: 0...8, using: &self)).map { _ in randomItem() }
        return LazyGrid(
            axis: Bool.random(using: &self) ? .vertical : .horizontal, items: items,
            proposed: Double(Int.random(in: 0...1000, using: &self)),
            alignment: GroupAlignment.allCases.randomElement(using: &self)!)
    }
}

@Suite("Properties over random grids")
struct PropertyTests {
    static let seed: UInt64 = 0x6772_6964  // "grid"
    static let count = 5000

    func forEachGrid(_ body: (LazyGrid, LazyGridLayout) -> Void) throws {
        var rng = SeededGenerator(state: Self.seed)
        for _ in 0..<Self.count {
            let grid = rng.randomGrid()
            body(grid, try grid.layout())
        }
    }

    @Test func fixedItemsAlwaysKeepTheirSize() throws {
        try forEachGrid { grid, result in
            for item in result.items {
                if case .fixed(let size) = item.item.size {
                    #expect(item.drawn.width == size && item.pass1.width == size && item.trackSize == size, "\(grid)")
                }
            }
        }
    }

    /// The spec's pass written again from its text, independently of `TrackSizing`: spacings and
    /// fixed sizes subtracted item by item, each non-fixed item proposed what is left divided by
    /// the items still waiting. Sums in a different order, so compared with `close`.
    static func referencePass(_ items: [GridItem], at width: Double) -> (widths: [Double], total: Double) {
        var remaining = width
        var waiting = 0
        for (index, item) in items.enumerated() {
            if index != items.indices.last { remaining -= item.effectiveSpacing }
            if case .fixed(let size) = item.size { remaining -= size } else { waiting += 1 }
        }
        var widths: [Double] = []
        for item in items {
            switch item.size {
            case .fixed(let size):
                widths.append(size)
                continue
            case .flexible(let minimum, let maximum):
                let proposal = remaining / Double(waiting)
                widths.append(proposal < minimum ? minimum : (proposal > maximum ? maximum : proposal))
            case .adaptive:
                widths.append(Swift.max(0, remaining / Double(waiting)))
            }
            remaining -= widths[widths.count - 1]
            waiting -= 1
        }
        let spacings = items.dropLast().map(\.effectiveSpacing).reduce(0, +)
        return (widths, widths.reduce(0, +) + spacings)
    }

    /// Relative closeness for the reference comparison.
    static func near(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * Swift.max(1, abs($0), abs($1)) }
    }

    // Both passes against the independent reference: pass 1 at P; G = P unless the reference total
    // exceeds P; pass 2 at G. Without overflow, G is exactly P and pass 2 draws pass 1's widths.
    @Test func bothPassesMatchAnIndependentReference() throws {
        try forEachGrid { grid, result in
            let first = Self.referencePass(grid.items, at: grid.proposed)
            #expect(Self.near(result.pass1.widths, first.widths), "\(grid)")
            let overflows = first.total > grid.proposed && !Tolerance.equal(first.total, grid.proposed)
            #expect(result.overflows == overflows, "\(grid)")
            let size = overflows ? first.total : grid.proposed
            #expect(abs(result.gridSize - size) <= 1e-9 * Swift.max(1, size), "\(grid)")
            #expect(Self.near(result.pass2.widths, Self.referencePass(grid.items, at: size).widths), "\(grid)")
            if !overflows {
                #expect(result.gridSize == grid.proposed, "\(grid)")
                #expect(Self.near(result.pass2.widths, first.widths), "\(grid)")
            }
        }
    }

    @Test func adaptiveTracksAreNeverNarrowerThanTheMinimumUnlessSingle() throws {
        try forEachGrid { grid, result in
            for item in result.items {
                if case .adaptive(let minimum, let maximum) = item.item.size, item.trackCount > 1 {
                    #expect(item.trackSize >= min(minimum, maximum) - 1e-9, "\(grid)")
                }
            }
        }
    }

    @Test func trackOffsetsIncreaseAndGapsEqualTheSpacings() throws {
        try forEachGrid { grid, result in
            let tracks = result.tracks
            for (a, b) in zip(tracks, tracks.dropFirst()) {
                #expect(close(b.offset - (a.offset + a.size), a.gapAfter, 1e-7), "\(grid)")
                let spacing = grid.items[a.item].effectiveSpacing
                if a.item == b.item || !result.items[a.item].capped {
                    #expect(close(a.gapAfter, spacing, 1e-7), "\(grid)")
                }
                if spacing >= 0 { #expect(b.offset >= a.offset, "\(grid)") }
            }
        }
    }

    @Test func widthsAreNeverNaNOrNegative() throws {
        try forEachGrid { grid, result in
            for item in result.items {
                for value in [item.pass1.width, item.drawn.width, item.trackSize] {
                    #expect(!value.isNaN && value >= 0, "\(grid)")
                }
            }
            #expect(!result.gridSize.isNaN && result.gridSize >= grid.proposed)
        }
    }

    @Test func diagnosticsNeverCrashAndAlwaysNameValidItems() throws {
        try forEachGrid { grid, result in
            for flag in result.diagnostics() {
                #expect(flag.items.allSatisfy { grid.items.indices.contains($0) }, "\(grid)")
                #expect(!flag.message.isEmpty)
                #expect(flag.code != .invalid, "\(grid)")
            }
        }
    }
}
