import Testing

@testable import LayoutKernel

/// Rules 5–8 of docs/model.md's eager section (shares per priority, shortfalls held, a served
/// column giving back, the held shortfalls spread at the end), each worked by hand on a grid
/// SwiftUI measured.
@Suite("Eager Grid: held shortfalls and give-back")
struct EagerGiveBackTests {
    func measured(_ id: String) throws -> EagerGridLayout {
        let found = try MeasuredGridCase.all().first { $0.id == id }
        return try #require(found).grid().layout()
    }

    /// The `n`th view the fixture lists (padding cells left out).
    func leaf(_ layout: EagerGridLayout, _ n: Int) -> EagerGridLayout.Cell {
        layout.cells.filter { !$0.automatic }[n]
    }

    func near(_ a: Double?, _ b: Double) -> Bool { abs((a ?? .nan) - b) < 1e-9 }

    /// `[fill, 10...30, 20...50]` (10 high) over a full-width `width`x10, at 200 × 100.
    func gx18(fullWidth width: Double) throws -> EagerGridLayout {
        let range = { (low: Double, high: Double) in
            EagerCell(.sized(width: .range(low: low, high: high), height: .fixed(10)))
        }
        let grid = EagerGrid(
            rows: [
                EagerRow([.fill, range(10, 30), range(20, 50)]),
                .fullWidth(EagerCell(.sized(width: .fixed(width), height: .fixed(10)))),
            ], proposed: 200, containerHeight: 100)
        return try grid.layout()
    }

    // Arm GX18 (measured, offers printed): 200 − 16 = 184, three columns in each row: 61.33
    // available in each. The full-width 60 (fixed, first) is offered 200 and holds
    // 60 − 16 = 44 on the three columns. The 10...30 is offered 61.33 and answers 30: 30 of
    // the 44 are used, 14 still held. Its group over, column 2 gives back 61.33 − 30 =
    // 31.33; held over it are 14, less, so columns 1 and 3 each gain 31.33 (each, not
    // between them) and nothing is left to share: the 20...50 is offered 92.67, answers 50
    // (the 14 used up); column 3 gives back 42.67 to column 1: the fill is offered 135.33.
    // The grid: 135.33 + 30 + 50 + 16 = 231.33 wide, as SwiftUI draws it.
    @Test func aColumnGivesBackToEachColumnOfAHeldShortfall() throws {
        let layout = try gx18(fullWidth: 60)
        #expect(near(leaf(layout, 2).offerWidth, 184.0 / 3 + 94.0 / 3))
        #expect(near(leaf(layout, 0).offerWidth, 406.0 / 3))
        #expect(near(layout.width, 694.0 / 3))
    }

    // Arm GX19, its control: the full-width view 40 holds 24, used up by the 10...30's 30, so
    // column 2's 31.33 is shared as usual, 15.67 each: the 20...50 offered 77, the fill
    // 77 + 27 = 104; the grid is 200 wide.
    @Test func withNothingHeldAColumnGivesBackEvenly() throws {
        let layout = try gx18(fullWidth: 40)
        #expect(near(leaf(layout, 2).offerWidth, 77))
        #expect(near(leaf(layout, 0).offerWidth, 104))
        #expect(near(layout.width, 200))
    }

    // d35 (measured), 60 × 60, 8 between columns 1|2, 2|3 and 3|4: 36 left, six columns.
    // Priority 1 has the `40x30 span 3` (unsized across, columns 1–3) and the `20...120` in
    // column 2: three columns in row 1, so 36 / 3 = 12 available in each. The span is offered
    // its slot 0 + 8 + 0 + 8 + 0 = 16 and holds 40 − 16 = 24. Its group over, it releases its
    // first column only (columns 2 and 3 still wait for it): column 1 gives back 12; held over
    // it are 24, more, so columns 2 and 3 gain 24 each, and 12 − 24 = −12 is shared by the two
    // waiting columns, −6 each: 12 + 24 − 6 = 30. The range is offered 30 and answers 30, as
    // SwiftUI draws it (the rules before gave it 20).
    @Test func aSpanKeepsItsOtherColumnsWaiting() throws {
        let layout = try measured("d35")
        #expect(near(leaf(layout, 3).offerWidth, 30))
        #expect(near(layout.width, 114))
    }

    // d27 (measured), 150 wide, 8 before columns 2, 3 and 4 (where no Spacer meets): 126 left.
    // Priority 1: the 40x60 alone, offered 126. Priority 0: 150 − 24 − 40 = 86, three columns
    // in row 3: 28.67 each. The fixed group: 40x10 (column 1), the 30-wide view (column 2)
    // and the `40 x fill span 2` (columns 1–2, offered 40 + 8 + 30 = 78, holds nothing). When
    // it is over, the span releases column 1 only: column 1 gives back 28.67 − 40 = −11.33 to
    // the three columns still waiting (2, kept by the span, 3 and 4): −3.78 each. The half in
    // column 4 is offered 28.67 − 3.78 = 24.89 (224 / 9) and is drawn 6.22 wide in its
    // 12.44 column, as SwiftUI draws it.
    @Test func aSpansOtherColumnsShareWhatAColumnTakes() throws {
        let layout = try measured("d27")
        #expect(near(leaf(layout, 7).offerWidth, 224.0 / 9))
        #expect(near(layout.columns[3], 112.0 / 9))
    }

    // The publisher's left-out divergence case 34 (100 × 100, 3 across, 0 down):
    // `[30...40 x 30, 30...60 x 30 span 3 unsized h]`, `[100x10 unsized both ways, fill
    // priority 1 unsized h, half]`, `[Spacer priority 1 unsized v, half]`. Priority 1: the fill
    // and the Spacer are both without limit on both axes; the Spacer answers 8 × 8 at 0 × 0,
    // the fill 0 × 0, so the Spacer is served first, alone (rule 4): 91 wide, its row's 0 high
    // slot, 8 high. Its group over, its row gives back 100 − 8 = 92 to the fill's row (rule 7):
    // the fill is offered 192 high and takes it. Rows 30 · 192 · 10, the grid 133 × 232, as
    // SwiftUI draws it (in one group with the Spacer the fill was offered 100).
    @Test func aLargerAnswerAtZeroIsServedFirst() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    EagerCell(.sized(width: .range(low: 30, high: 40), height: .fixed(30))),
                    EagerCell(
                        .sized(width: .range(low: 30, high: 60), height: .fixed(30)), span: 3,
                        unsized: .horizontal),
                ]),
                EagerRow([
                    EagerCell(.sized(width: .fixed(100), height: .fixed(10)), unsized: .both),
                    EagerCell(
                        .sized(width: .fill, height: .fill), priority: 1, unsized: .horizontal),
                    EagerCell(.half),
                ]),
                EagerRow([EagerCell(.spacer, priority: 1, unsized: .vertical), EagerCell(.half)]),
            ], proposed: 100, containerHeight: 100, horizontalSpacing: 3, verticalSpacing: 0)
        let layout = try grid.layout()
        #expect(layout.rows == [30, 192, 10])
        #expect(layout.width == 133 && layout.height == 232)
        let fill = layout.cells.first { $0.row == 1 && $0.column == 1 }
        #expect(fill?.offerHeight == 192)
    }

    // Rule 7, a shortfall none of whose other columns still waits: what it gains is still
    // taken from what is given back. At 300, no spacing: `[240x10 span 2 priority 1, 0x10
    // priority 1]` over `[0x10 priority 1, 5x10, fillx10]`. Priority 1: row 1 covers 3
    // columns, 300 / 3 = 100 each; the 240 is offered 200, holds 240 on columns 1–2 (still
    // 0 wide). Priority 0: (300 − 240 held) / 2 columns in row 2 = 30 each. The 5x10 takes 5 of
    // the 240 (235 left); its column gives back 30 − 5 = 25, and the 235 held over it, more,
    // is taken from the 25 though column 1 waits for nothing: 25 − 235 = −210 to column 3,
    // 30 − 210 = −180, so the fill is offered its slot, 0. At the end the 235 goes to column
    // 1, still 0 wide: columns 235 · 5 · 0. (Not taken, the fill would be offered 55.)
    @Test func aHeldShortfallIsTakenFromTheGiveBackWithNoOtherColumnWaiting() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    EagerCell(.sized(width: .fixed(240), height: .fixed(10)), span: 2, priority: 1),
                    EagerCell(.sized(width: .fixed(0), height: .fixed(10)), priority: 1),
                ]),
                EagerRow([
                    EagerCell(.sized(width: .fixed(0), height: .fixed(10)), priority: 1),
                    EagerCells.fixed(5, 10), EagerCells.fillWidth(10),
                ]),
            ], proposed: 300, horizontalSpacing: 0, verticalSpacing: 0)
        let layout = try grid.layout()
        let fill = layout.cells.first { $0.row == 1 && $0.column == 2 }
        #expect(fill?.offerWidth == 0)
        #expect(layout.columns == [235, 5, 0] && layout.width == 240)
    }

    // Rule 6, "added to what is held on exactly those columns": offered nothing, no spacing,
    // `[10x10, 0x10]`, then a `30x10 span 2` and a `50x10 span 2`. The 30 lacks 30 − 10 = 20
    // (held on columns 1–2); the 50 lacks 50 − 10 − 20 = 20 more, added to that 20: 40 held
    // as one. At the end the 40 goes to column 2, the only one exactly 0 wide: 10 · 40. (Held
    // apart, the first 20 would go to column 2 and the second 20 to both: 20 · 30.)
    @Test func shortfallsOnTheSameColumnsAreHeldAsOne() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([EagerCells.fixed(10, 10), EagerCells.fixed(0, 10)]),
                EagerRow([EagerCells.fixed(30, 10, span: 2)]),
                EagerRow([EagerCells.fixed(50, 10, span: 2)]),
            ], unspecifiedWidth: true, horizontalSpacing: 0)
        #expect(try grid.layout().columns == [10, 40])
    }
}
