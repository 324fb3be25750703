import TestSupport
import Testing

@testable import LayoutKernel

/// Issue 13.2: the public kernel API never traps. Every extreme value, in every input slot,
/// gives an error or a valid layout whose numbers are finite — and every derived call works.
@Suite("Extreme values never trap")
struct ExtremeValueTests {
    static let values: [Double] = [
        1e308, -1e308, .greatestFiniteMagnitude, Double.leastNonzeroMagnitude,
        -Double.leastNonzeroMagnitude, .leastNormalMagnitude, .nan, .infinity,
        -.infinity, -0.0,
        0, 1e-300, 0.5, 1e9, 1e9.nextUp, -1e9, 9.3e18, -9.3e18,
    ]
    static let counts: [Int] = [.max, .min, -1, 0, 1, 1_000_001]

    /// Lays the grid out; when accepted, exercises everything a caller can ask of the result and
    /// checks that its numbers are finite.
    func exercise(_ grid: LazyGrid, _ note: String) {
        let result: LazyGridLayout
        do {
            result = try grid.layout(tracing: true)
        } catch {
            return
        }
        #expect(
            result.gridSize.isFinite && result.origin.isFinite && result.groupOffset.isFinite,
            "\(note)")
        for item in result.items {
            #expect(
                item.drawn.width.isFinite && item.pass1.width.isFinite && item.trackSize.isFinite,
                "\(note)")
        }
        _ = result.diagnostics(searchingOrders: true)
        _ = result.cells(limit: 50)
        _ = TextbookLayout(grid: grid).items.indices.map {
            TextbookLayout(grid: grid).difference(for: $0, in: result)
        }
        if result.trackCount <= 10_000 { _ = result.tracks }
    }

    func exercise(_ grid: EagerGrid, _ note: String) {
        do {
            let layout = try grid.layout()
            #expect(layout.width.isFinite && layout.height.isFinite, "\(note)")
            #expect(
                layout.columns.allSatisfy(\.isFinite) && layout.rows.allSatisfy(\.isFinite),
                "\(note)")
            _ = layout.diagnostics()
        } catch {
            return
        }
    }

    @Test func lazyGridInputs() {
        for v in Self.values {
            let cases: [(String, LazyGrid)] = [
                (
                    "proposed",
                    LazyGrid(items: [GridItem(), GridItem(.adaptive(minimum: 10))], proposed: v)
                ),
                ("line spacing", LazyGrid(items: [GridItem()], lineSpacing: v)),
                ("natural size", LazyGrid(items: [GridItem()], naturalCellSize: v)),
                (
                    "cell width",
                    LazyGrid(items: [GridItem()], cellContents: [0: CellContent(width: v)])
                ),
                (
                    "cell height",
                    LazyGrid(items: [GridItem()], cellContents: [3: CellContent(height: v)])
                ),
                ("fixed", LazyGrid(items: [GridItem(.fixed(v)), GridItem(.fixed(v)), GridItem()])),
                ("flexible min", LazyGrid(items: [GridItem(.flexible(minimum: v)), GridItem()])),
                (
                    "flexible max",
                    LazyGrid(items: [GridItem(.flexible(minimum: 0, maximum: v)), GridItem()])
                ),
                (
                    "adaptive min",
                    LazyGrid(items: [GridItem(.adaptive(minimum: v), alignment: .leading)])
                ),
                ("adaptive max", LazyGrid(items: [GridItem(.adaptive(minimum: 0, maximum: v))])),
                (
                    "spacing",
                    LazyGrid(items: [
                        GridItem(spacing: v), GridItem(.adaptive(minimum: 1), spacing: v),
                        GridItem(),
                    ])
                ),
            ]
            for (slot, grid) in cases {
                exercise(grid, "\(slot) = \(v)")
                // Beyond 1e9 in magnitude a finite length is refused, never laid out.
                if v.isFinite && abs(v) > LayoutError.largestLength {
                    #expect(throws: LayoutError.self, "\(slot) = \(v)") { try grid.layout() }
                }
            }
        }
        for count in Self.counts {
            exercise(LazyGrid(items: [GridItem()], cellCount: count), "cell count \(count)")
        }
    }

    @Test func eagerGridInputs() {
        for v in Self.values {
            let cell = EagerCell(.sized(width: .fixed(v), height: .fixed(v)))
            let range = EagerCell(.sized(width: .range(low: v, high: v), height: .fill))
            exercise(
                EagerGrid(rows: [EagerRow([.fill, cell])], proposed: v), "proposed and cell = \(v)")
            exercise(
                EagerGrid(
                    rows: [EagerRow([.fill, .fill])], horizontalSpacing: v, verticalSpacing: v),
                "spacing = \(v)")
            exercise(
                EagerGrid(rows: [EagerRow([.fill, range])], containerHeight: v), "height = \(v)")
            exercise(
                EagerGrid(rows: [EagerRow([EagerCell(.half, priority: v), .fill])]),
                "priority = \(v)")
            exercise(
                EagerGrid(rows: [.fullWidth(cell), EagerRow([.fill, .fill])]), "full-width = \(v)")
        }
        for count in Self.counts {
            exercise(
                EagerGrid(rows: [EagerRow([EagerCell(EagerCell.fill.content, span: count), .fill])]
                ), "span \(count)")
            exercise(
                EagerGrid(rows: [
                    EagerRow([EagerCell(.empty, span: count), EagerCell(.empty, span: count)])
                ]), "spans \(count)")
        }
    }

    // The largest accepted lengths, laid out twice (pass 2 at G): 3 × 1e9 fixed + 3 × 8 spacing
    // at 1e9 overflows to G = 3e9 + 24 + 10 (the flexible minimum) and stays finite.
    @Test func theLargestLengthsStayFinite() throws {
        let items = [
            GridItem(.fixed(1e9)), GridItem(.fixed(1e9)), GridItem(.fixed(1e9)), GridItem(),
        ]
        let result = try LazyGrid(items: items, proposed: 1e9).layout()
        #expect(result.gridSize == 3e9 + 24 + 10)
        #expect(result.diagnostics().contains { $0.code == .overflow })
        #expect(throws: LayoutError.tooLarge(.itemFixedSize(item: 0), value: 1e308, limit: 1e9)) {
            try LazyGrid(items: [GridItem(.fixed(1e308))]).layout()
        }
    }

    // adaptive(min 0, spacing 1e-8) at 1e9: ⌊(1e9 + 1e-8) / 1e-8⌋ = 1e17 tracks, saturated at
    // Int32.max rather than trapping in Int(_:); cells() builds only the 12 tracks its 12 cells
    // use.
    @Test func absurdTrackCountsSaturate() throws {
        let grid = LazyGrid(
            items: [GridItem(.adaptive(minimum: 0), spacing: 1e-8, alignment: .leading)],
            proposed: 1e9)
        let result = try grid.layout()
        #expect(result.trackCount == Int(Int32.max))
        #expect(result.cells().count == 12)
        #expect(result.cells().map(\.track) == Array(0..<12))
        _ = result.diagnostics()
    }

    // m + s within the tolerance of 0 is refused like m + s = 0: 5e-324 + 0.
    @Test func anAdaptiveStepOfNoiseIsRefused() {
        #expect(throws: LayoutError.self) {
            try LazyGrid(items: [GridItem(.adaptive(minimum: .leastNonzeroMagnitude), spacing: 0)])
                .layout()
        }
    }
}
