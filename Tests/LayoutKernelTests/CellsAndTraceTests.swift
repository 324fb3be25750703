import Testing

@testable import LayoutKernel

@Suite("Cells, trace and textbook")
struct CellsAndTraceTests {
    /// The seed article's anatomy grid: fixed 100/250/150, spacings 10/30/10, alignments top,
    /// center, bottomTrailing, row spacing 20, width 700; cells 4 and 5 (1-based) have height 50
    /// and 100×30.
    func anatomy() throws -> LazyGridLayout {
        let grid = LazyGrid(
            items: [
                fixed(100, spacing: 10, alignment: .top),
                fixed(250, spacing: 30, alignment: .center),
                fixed(150, spacing: 10, alignment: .bottomTrailing),
            ], proposed: 700, lineSpacing: 20, cellCount: 6,
            cellContents: [4: CellContent(height: 50), 5: CellContent(width: 100, height: 30)])
        return try grid.layout()
    }

    // Row 1: three cells of the natural 30; row 2 as tall as cell 5 (50), starting at 30 + 20 = 50.
    // Cell 6 (index 5) sits bottom-trailing in the slot x 470…620, y 50…100:
    // x = 470 + (150 − 100) = 520, y = 50 + (50 − 30) = 70.
    @Test func anatomyCellsArePlacedByTheirItemsAlignment() throws {
        let cells = try anatomy().cells()
        #expect(cells.count == 6)
        #expect(cells[0].slot == Rect(x: 80, y: 0, width: 100, height: 30))
        #expect(cells[3].slot == Rect(x: 80, y: 50, width: 100, height: 50))
        #expect(cells[3].content == cells[3].slot)
        #expect(cells[4].content == Rect(x: 190, y: 50, width: 250, height: 50))
        #expect(cells[5].slot == Rect(x: 470, y: 50, width: 150, height: 50))
        #expect(cells[5].content == Rect(x: 520, y: 70, width: 100, height: 30))
    }

    // The anatomy sets spacing 20, so A5 is not involved; with spacing nil and two rows it is.
    @Test func defaultLineSpacingIsAssumptionA5() throws {
        #expect(try anatomy().assumptions.contains(.a5) == false)
        let grid = LazyGrid(items: [fixed(50)], proposed: 50, cellCount: 2)
        let result = try grid.layout()
        #expect(result.assumptions == [.a5])
        #expect(result.cells()[1].slot.y == 38)  // 30 + 8
    }

    // A LazyHGrid fills column by column: tracks are rows (height 57 at y 78 and 143), cells
    // 1–3 in the first column, x 0, as wide as the natural 30; cell 4 in the second column at 38.
    @Test func lazyHGridFillsColumnsWithTracksAsRows() throws {
        let grid = LazyGrid(
            axis: .horizontal, items: [fixed(70), adaptive(40)], proposed: 200, cellCount: 4)
        let cells = try grid.layout().cells()
        #expect(cells[1].slot == Rect(x: 0, y: 78, width: 30, height: 57))
        #expect(cells[3].slot == Rect(x: 38, y: 0, width: 30, height: 70))
    }

    // A 310-wide cell in a 150 track aligned leading overflows to the right (the span trick).
    @Test func contentWiderThanItsSlotOverflowsByAlignment() throws {
        let grid = LazyGrid(
            items: [
                fixed(150, spacing: 10, alignment: .leading),
                fixed(150, spacing: 10, alignment: .leading),
            ],
            proposed: 310, cellCount: 1, cellContents: [0: CellContent(width: 310, height: 150)])
        #expect(try grid.layout().cells()[0].content == Rect(x: 0, y: 0, width: 310, height: 150))
    }

    @Test func cellsAreBoundedByTheLimit() throws {
        let grid = LazyGrid(items: [flexible()], proposed: 100, cellCount: 1000)
        #expect(try grid.layout().cells(limit: 10).count == 10)
    }

    // The trace of measured case 2 reads like the board: pass 1, grid size, pass 2, placement.
    // Pass 1 at 200: 200 − 8 = 192 for 2 items; item 1 is proposed 96 and takes it, item 2 is
    // proposed 96 / 1 and takes its minimum 120. Total 224 > 200: the grid is 224. Pass 2:
    // 216 / 2 = 108 for item 1. The grid starts at (200 − 224) / 2 = −12; the tracks use
    // 108 + 8 + 120 = 236, no slack, so no offset.
    @Test func traceWalksBothPasses() throws {
        let steps = try layout([flexible(min: 50), flexible(min: 120)], 200).trace
        #expect(
            steps.first
                == .start(pass: 1, width: 200, spacings: 8, fixed: 0, remaining: 192, shared: 2))
        #expect(
            steps.contains(
                .flexible(
                    item: 1, remaining: 96, shared: 1, proposal: 96, width: 120, clamp: .minimum)))
        #expect(steps.contains(.gridSize(proposed: 200, total: 224, grid: 224)))
        #expect(
            steps.contains(
                .flexible(
                    item: 0, remaining: 216, shared: 2, proposal: 108, width: 108, clamp: .none)))
        #expect(
            steps.last
                == .placement(
                    proposed: 200, grid: 224, origin: -12, used: 236, offset: 0,
                    alignment: .center, axis: .vertical))
    }

    @Test func traceExplainsAdaptiveTracksAndAssumptions() throws {
        // Pass 1 at 150: 150 − 8 − 200 = −58 for the adaptive item, a negative share taken as 0.
        let steps = try layout([fixed(200), adaptive(40)], 150).trace
        #expect(
            steps.contains(
                .adaptive(
                    item: 1, remaining: -58, shared: 1, proposal: -58, width: 0,
                    clamp: .negativeToZero)))
        // ⌊308/108⌋ = 2 tracks of (300 − 8)/2 = 146, capped at 120: 2 × 120 + 8 = 248 used,
        // 52 free; no item comes after it, so the 52 stay free, in both passes.
        let capped = try layout([adaptive(100, max: 120)], 300).trace
        let split = TraceStep.tracks(
            item: 0, width: 300, spacing: 8, minimum: 100, count: 2, size: 120, capped: true,
            remaining: 300, shared: 1)
        #expect(capped.filter { $0 == split }.count == 2)
    }

    @Test func untracedLayoutHasNoSteps() throws {
        #expect(try LazyGrid(items: [flexible()]).layout().trace.isEmpty)
    }

    // Textbook: (200 − (0 + 8)) / 2 = 96, clamped: 96 · 120. Real: 108 · 120 after two passes.
    @Test func textbookFormulaDiffersOnTheSecondPass() throws {
        let grid = LazyGrid(items: [flexible(min: 50), flexible(min: 120)], proposed: 200)
        let textbook = TextbookLayout(grid: grid)
        #expect(textbook.share == 96)
        #expect(textbook.items.map(\.width) == [96, 120])
        let real = try grid.layout()
        #expect(
            textbook.difference(for: 0, in: real)
                == .secondPass(needed: 224, offered: 200, gridSize: 224))
        #expect(textbook.difference(for: 1, in: real) == nil)
    }

    // flexible(min 150) then flexible: textbook gives 150 · 96 (equal share 96); real gives
    // 150 · 42.
    @Test func textbookFormulaIgnoresOrder() throws {
        let grid = LazyGrid(items: [flexible(min: 150), flexible()], proposed: 200)
        let textbook = TextbookLayout(grid: grid)
        #expect(textbook.items.map(\.width) == [150, 96])
        // Item 1 took 150 first, so item 2 was proposed 200 − 8 − 150 = 42.
        let reason = textbook.difference(for: 1, in: try grid.layout())
        #expect(
            reason
                == .servedInOrder(
                    item: 1, earlier: [.init(item: 0, width: 150)], proposal: 42, share: 96))
    }

    // Measured case 1: the textbook formula agrees (122 for the adaptive item, 57 · 57).
    @Test func textbookAgreesWhenNothingCompetes() throws {
        let grid = LazyGrid(items: [fixed(70), adaptive(40)], proposed: 200)
        let textbook = TextbookLayout(grid: grid)
        #expect(textbook.items.map(\.trackSize) == [70, 57])
        #expect(textbook.difference(for: 1, in: try grid.layout()) == nil)
    }
}
