import LayoutKernel
import Testing

@testable import Teaching

/// The seed's `GridInfo` helpers (seed 000, "An Army of Spies") read from the kernel's cell
/// frames, checked against numbers worked by hand.
@Suite("Spies")
struct SpiesTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// The seed's header example: `[GridItem(.adaptive(minimum: 100, maximum: .infinity),
    /// spacing: 10)]`, `LazyVGrid(columns:, spacing: 10)`, `.frame(width: 800)` (the slider's
    /// start), 200 square images that fill their width.
    ///
    /// By hand: the one adaptive item takes all 800. Tracks: ⌊(800 + 10)/(100 + 10)⌋ = ⌊7.36⌋
    /// = 7, each (800 − 6 × 10)/7 = 740/7 ≈ 105.71 wide, 10 apart. Cell 0 starts at x 0, cell 1
    /// at 115.71, … cell 6 at 6 × 115.71 = 694.29, and cell 7 (row 2) back at 0: the loop
    /// counts 7. columnWidth(i) = cells[i].width = 740/7; spacing(i) = cells[i+1].minX −
    /// cells[i].maxX = 115.71 − 105.71 = 10 for i < 6, and 0 for i = 6 (right = left).
    /// cellWidth(199) = columnWidth(199 % 7 = 3) = 740/7. The trainer agrees everywhere.
    @Test func seedHeaderExampleAt800() throws {
        let grid = LazyGrid(
            items: [GridItem(.adaptive(minimum: 100), spacing: 10)], proposed: 800, lineSpacing: 10,
            cellCount: 200)
        let spies = Spies(try grid.layout())
        #expect(spies.cells.count == 200)
        #expect(spies.columnCount == 7)
        for col in 0..<7 { #expect(close(spies.columnWidth(col), 740.0 / 7)) }
        #expect(spies.columnWidth(7) == 0, "past the count the seed answers 0")
        for col in 0..<6 { #expect(close(spies.spacing(col), 10)) }
        #expect(spies.spacing(6) == 0)
        #expect(close(spies.cellWidth(199), 740.0 / 7))
        #expect(spies.trainerWidths.count == 7)
        #expect(spies.differences.isEmpty)
        let text = spies.text(columns: 80)
        #expect(text.contains("  columnCount              7   7"))
        #expect(text.contains("  columnWidth(0)      105.71   105.71"))
        #expect(text.contains("They agree"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    /// The same grid with the slider at 375: ⌊385/110⌋ = 3 tracks of (375 − 20)/3 = 118.33.
    @Test func seedHeaderExampleAt375() throws {
        let grid = LazyGrid(
            items: [GridItem(.adaptive(minimum: 100), spacing: 10)], proposed: 375, lineSpacing: 10,
            cellCount: 200)
        let spies = Spies(try grid.layout())
        #expect(spies.columnCount == 3)
        #expect(close(spies.columnWidth(2), 355.0 / 3))
        #expect(close(spies.spacing(0), 10) && close(spies.spacing(1), 10) && spies.spacing(2) == 0)
        #expect(spies.differences.isEmpty)
    }

    /// adaptive(min 40, max 50) then fixed(70) at 200. By hand: remaining 200 − 8 − 70 = 122
    /// goes to the adaptive item: ⌊130/48⌋ = 2 tracks of (122 − 8)/2 = 57, capped at 50, so it
    /// uses 2 × 50 + 8 = 108 and gives 14 back (A2); no item after it takes them, so the tracks
    /// use 108 + 8 + 70 = 186 of the grid's 200 and the 14 are slack of the group, centred: 7
    /// before, 7 after. Tracks 7…57, 65…115, 123…193: contiguous, so the spies measure the
    /// item's spacing 8 twice, as the trainer has it (the old model's 22 is gone).
    @Test func cappedItemLeavesNoGapBetweenItsTracksAndTheNext() throws {
        let grid = LazyGrid(
            items: [GridItem(.adaptive(minimum: 40, maximum: 50)), GridItem(.fixed(70))],
            proposed: 200, cellCount: 6)
        let layout = try grid.layout()
        #expect(layout.tracks.map(\.offset) == [7, 65, 123])
        let spies = Spies(layout)
        #expect(spies.columnCount == 3)
        #expect([0, 1, 2].map(spies.columnWidth) == [50, 50, 70])
        #expect([0, 1, 2].map(spies.spacing) == [8, 8, 0])
        #expect(spies.trainerSpacings == [8, 8, 0])
        #expect(spies.differences.isEmpty)
        let text = spies.text(columns: 80)
        #expect(!text.contains("slack"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    /// fixed(70) + adaptive(40) at 200 (quiz 1: tracks 0…70, 78…135, 143…200) with cell 1's
    /// content 40 wide, centred in its 70 slot: 15…55. The spies read 40 for column 1 and
    /// 78 − 55 = 23 for the first spacing; cellWidth(0) and cellWidth(3) (3 % 3 = 0) answer
    /// 40 where those cells' slots are 70.
    @Test func cellsNarrowerThanTheirSlot() throws {
        let grid = LazyGrid(
            items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], proposed: 200,
            cellCount: 6,
            cellContents: [0: CellContent(width: 40)])
        let spies = Spies(try grid.layout())
        #expect(spies.columnCount == 3)
        #expect(spies.columnWidth(0) == 40)
        #expect(spies.spacing(0) == 23)
        #expect(spies.cellWidth(3) == 40)
        #expect(
            spies.differences.map(\.query) == [
                "columnWidth(0)", "spacing(0)", "cellWidth(0)", "cellWidth(3)",
            ])
        #expect(
            spies.differences[0].reason.contains(
                "cells[0] has content 40 wide of its own in its 70 slot"))
        #expect(spies.text(columns: 80).split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    /// One fixed(100) track, three cells, cell 2's content 50 wide and centred: it starts at
    /// 25, right of cell 1's 0, so the loop counts it as a second column; cell 3 at 0 stops it.
    @Test func contentOfItsOwnAddsAColumn() throws {
        let grid = LazyGrid(
            items: [GridItem(.fixed(100))], proposed: 100, cellCount: 3,
            cellContents: [1: CellContent(width: 50)])
        let spies = Spies(try grid.layout())
        #expect(spies.columnCount == 2)
        #expect(spies.differences.first?.query == "columnCount")
        #expect(spies.differences.first?.reason.contains("opens the next line") == true)
        #expect(spies.differences.map(\.query).contains("spacing(0)"))
        #expect(spies.cellWidth(1) == 50 && spies.cellWidth(2) == 100)
    }

    /// Too few cells, a cell wider than its slot, a LazyHGrid and an empty grid.
    @Test func theCountFailsInOtherWays() throws {
        let few = Spies(
            try LazyGrid(
                items: [GridItem(.fixed(50)), GridItem(.fixed(50)), GridItem(.fixed(50))],
                cellCount: 2
            ).layout())
        #expect(few.columnCount == 2)
        #expect(few.differences.first?.reason.contains("only 2 cells") == true)

        // Two 50 tracks at 0 and 58; cell 2's 120-wide content centred in the second slot
        // starts at 58 − 35 = 23, right of cell 1's 0: still counted. Make it 200 wide:
        // 58 − 75 = −17, not right of 0, so the count stops at 1.
        let wide = Spies(
            try LazyGrid(
                items: [GridItem(.fixed(50)), GridItem(.fixed(50))], proposed: 108, cellCount: 2,
                cellContents: [1: CellContent(width: 200)]
            )
            .layout())
        #expect(wide.columnCount == 1)
        #expect(wide.differences.first?.reason.contains("the count stops at 1 of 2 tracks") == true)

        let h = Spies(
            try LazyGrid(
                axis: .horizontal, items: [GridItem(.fixed(40)), GridItem(.fixed(40))],
                proposed: 88, cellCount: 6
            ).layout())
        #expect(h.columnCount == 1, "cell 2 is below cell 1 in a LazyHGrid")
        #expect(h.trainerWidths == [30, 30, 30], "three columns of the natural 30")
        #expect(h.differences.first?.reason.contains("written for a LazyVGrid") == true)

        let empty = Spies(try LazyGrid(items: [GridItem(.flexible())], cellCount: 0).layout())
        #expect(
            empty.columnCount == 0 && empty.cellWidth(5) == 0 && empty.spacing(0) == 0
                && empty.columnWidth(0) == 0)
        #expect(empty.text(columns: 80).contains("no cells"))
    }

    /// Many cells wrong: three are listed, the rest counted, and every line still fits.
    @Test func longListsAreCut() throws {
        let grid = LazyGrid(
            items: [GridItem(.fixed(70)), GridItem(.fixed(70))], proposed: 148, cellCount: 40,
            cellContents: [0: CellContent(width: 10)])
        let spies = Spies(try grid.layout())
        #expect(
            spies.differences.filter { $0.query.hasPrefix("cellWidth") }.count
                == Spies.cellWidthsListed)
        #expect(spies.unlistedCellWidths == 20 - Spies.cellWidthsListed + 0)
        let text = spies.text(columns: 60)
        #expect(text.contains("more cells whose cellWidth(id)"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
