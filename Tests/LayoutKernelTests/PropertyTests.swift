import TestSupport
import Testing

@testable import LayoutKernel

/// Random items and grids for the properties, drawn from the shared seeded generator, so every
/// failure can be replayed from its seed.
extension SeededRandom {
    mutating func randomItem() -> GridItem {
        let spacing: Double? =
            Bool.random(using: &self) ? nil : Double(Int.random(in: 0...30, using: &self))
        let minimum = Double(Int.random(in: 0...200, using: &self))
        let maximum: Double =
            Bool.random(using: &self)
            ? .infinity : minimum + Double(Int.random(in: 0...200, using: &self))
        // Half the items have no alignment of their own (SwiftUI's default), as in real code.
        let alignment =
            Bool.random(using: &self) ? nil : ItemAlignment.allCases.randomElement(using: &self)
        let size: GridItemSize
        switch Int.random(in: 0..<3, using: &self) {
        case 0: size = .fixed(Double(Int.random(in: 0...200, using: &self)))
        case 1: size = .flexible(minimum: minimum, maximum: maximum)
        default: size = .adaptive(minimum: minimum + 1, maximum: max(maximum, minimum + 1))
        }
        return GridItem(size, spacing: spacing, alignment: alignment)
    }

    /// Items, a container, an alignment, up to 40 cells and a few of them with a size of their
    /// own (some filling one axis).
    mutating func randomGrid() -> LazyGrid {
        let items = (0..<Int.random(in: 0...8, using: &self)).map { _ in randomItem() }
        let cells = Int.random(in: 0...40, using: &self)
        var contents: [Int: CellContent] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &self) where cells > 0 {
            let ownWidth = Bool.random(using: &self)
            let width = ownWidth ? Double(Int.random(in: 0...150, using: &self)) : nil
            let ownHeight = Bool.random(using: &self)
            let height = ownHeight ? Double(Int.random(in: 0...60, using: &self)) : nil
            let index = Int.random(in: 0..<cells, using: &self)
            contents[index] = CellContent(width: width, height: height)
        }
        return LazyGrid(
            axis: Bool.random(using: &self) ? .vertical : .horizontal, items: items,
            proposed: Double(Int.random(in: 0...1000, using: &self)),
            alignment: GroupAlignment.allCases.randomElement(using: &self)!, cellCount: cells,
            cellContents: contents)
    }
}

@Suite("Properties over random grids")
struct PropertyTests {
    static let seed: UInt64 = 0x6772_6964  // "grid"
    static let count = 5000

    func forEachGrid(_ body: (LazyGrid, LazyGridLayout) -> Void) throws {
        var rng = SeededRandom(state: Self.seed)
        for _ in 0..<Self.count {
            let grid = rng.randomGrid()
            body(grid, try grid.layout())
        }
    }

    @Test func fixedItemsAlwaysKeepTheirSize() throws {
        try forEachGrid { grid, result in
            for item in result.items {
                if case .fixed(let size) = item.item.size {
                    #expect(
                        item.drawn.width == size && item.pass1.width == size
                            && item.trackSize == size, "\(grid)")
                }
            }
        }
    }

    /// Relative closeness for the reference comparison (the spec's tolerance).
    static func near(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { ReferenceModel.same($0, $1) }
    }

    /// Both passes, the grid's size, every track and the assumptions A1–A4 and A8 against
    /// `ReferenceModel`, the spec written again from its text: pass 1 at P (a capped adaptive
    /// item uses only its tracks and leaves the rest in `remaining`); G = P unless pass 1's
    /// total exceeds P; pass 2 at G; the group of tracks placed by the alignment in G − used.
    @Test func bothPassesTracksAndAssumptionsMatchAnIndependentReference() throws {
        var covered: [String: Int] = [:]
        try forEachGrid { grid, result in
            let reference = ReferenceModel(grid)
            for name in reference.assumptions { covered[name, default: 0] += 1 }
            if reference.pass2.contains(where: \.capped) && reference.pass2.count > 1 {
                covered["capped, not alone", default: 0] += 1
            }
            #expect(Self.near(result.pass1.widths, reference.pass1.map(\.width)), "\(grid)")
            #expect(ReferenceModel.same(result.pass1.total, reference.total1), "\(grid)")
            #expect(ReferenceModel.same(result.gridSize, reference.gridSize), "\(grid)")
            #expect(Self.near(result.pass2.widths, reference.pass2.map(\.width)), "\(grid)")
            #expect(result.items.map(\.trackCount) == reference.pass2.map(\.count), "\(grid)")
            #expect(result.items.map(\.capped) == reference.pass2.map(\.capped), "\(grid)")
            #expect(ReferenceModel.same(result.groupOffset, reference.groupStart), "\(grid)")
            #expect(result.tracks.count == reference.tracks.count, "\(grid)")
            for (track, expected) in zip(result.tracks, reference.tracks) {
                #expect(track.item == expected.item, "\(grid)")
                let tolerance = 1e-7 * Swift.max(1, abs(expected.offset))
                #expect(close(track.offset, expected.offset, tolerance), "\(grid)")
                #expect(ReferenceModel.same(track.size, expected.size), "\(grid)")
            }
            let compared: [Assumption] = [.a1, .a2, .a3, .a4, .a8]
            let named = Set(result.assumptions.filter(compared.contains).map(\.rawValue))
            #expect(named == reference.assumptions, "\(grid)")
            if !result.overflows {
                #expect(result.gridSize == grid.proposed, "\(grid)")
                #expect(Self.near(result.pass2.widths, result.pass1.widths), "\(grid)")
            }
        }
        // The random grids reach every rule compared here, often.
        for name in ["A1", "A2", "A3", "A4", "A8", "capped, not alone"] {
            #expect(covered[name, default: 0] >= 50, "\(name): \(covered)")
        }
    }

    /// Every sized cell's content, along the main axis, where the reference puts it: its item's
    /// alignment, or the grid's when the item has none (A8).
    @Test func cellsSitWhereTheReferencePutsThem() throws {
        try forEachGrid { grid, result in
            let reference = ReferenceModel(grid)
            for cell in result.cells() {
                guard let expected = reference.contentMainOffset(grid, cell: cell.index) else {
                    continue
                }
                let actual = grid.axis == .vertical ? cell.content.x : cell.content.y
                let tolerance = 1e-7 * Swift.max(1, abs(expected))
                #expect(close(actual, expected, tolerance), "\(grid) cell \(cell.index)")
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
            // The group runs from its offset over exactly what pass 2 uses.
            if let first = tracks.first, let last = tracks.last {
                #expect(close(first.offset, result.groupOffset, 1e-7), "\(grid)")
                let run = last.offset + last.size - first.offset
                #expect(close(run, result.used, 1e-7 * Swift.max(1, result.used)), "\(grid)")
            }
            for (a, b) in zip(tracks, tracks.dropFirst()) {
                #expect(close(b.offset - (a.offset + a.size), a.gapAfter, 1e-7), "\(grid)")
                // Contiguous tracks: no capped item keeps unused width between its tracks and the
                // next item's (A2 gives it back), so every gap is the spacing.
                #expect(close(a.gapAfter, grid.items[a.item].effectiveSpacing, 1e-7), "\(grid)")
                if grid.items[a.item].effectiveSpacing >= 0 {
                    #expect(b.offset >= a.offset, "\(grid)")
                }
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
                #expect(flag.code != .invalid, "\(grid)")
            }
        }
    }
}
