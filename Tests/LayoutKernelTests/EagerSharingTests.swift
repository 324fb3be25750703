import Testing

@testable import LayoutKernel

@Suite("Eager Grid: groups, shares, give-back, priorities, spans, unsized axes")
struct EagerSharingTests {
    func fixed(_ width: Double, _ height: Double, span: Int = 1) -> EagerCell {
        EagerCells.fixed(width, height, span: span)
    }

    // GF8 (measured): `[20x20, fill, fill]` at 200 × 100. 200 − 16 = 184, 184 / 3 = 61.33
    // available in each column. The fixed cell goes first, offered 61.33, answers 20; when its
    // group is over, column 1 gives back 61.33 − 20 = 41.33, 20.67 to each of the two columns
    // still waiting: the fills are offered 82 each.
    @Test func cellsAreServedInGroupsAndShareWhatIsLeft() throws {
        let grid = EagerGrid(
            rows: [EagerRow([fixed(20, 20), .fill, .fill])], proposed: 200, containerHeight: 100)
        let layout = try grid.layout()
        #expect(layout.columns == [20, 82, 82])
        let back = layout.steps.compactMap { step -> EagerGiveBackStep? in
            if case .giveBack(let back) = step { return back }
            return nil
        }
        #expect(back.first?.index == 0 && back.first?.waiting == [1, 2])
        let each: Double = (184.0 / 3 - 20) / 2
        #expect(abs((back.first?.each ?? 0) - each) < 1e-9)
        #expect(abs((layout.cells[0].offerWidth ?? 0) - 184.0 / 3) < 1e-9)
    }

    // `fill fill` over `300x30 fill` at 400: the fixed cell first (offered 392 / 2 = 196, it
    // answers 300); column 1 still waits for a fill, so it gives nothing back and the fills
    // have 196 available again: column 1's is offered 300 (the larger of its column's width
    // and 196), column 2's 196. The grid is 300 + 8 + 196 = 504 wide, wider than offered
    // (wide-row).
    @Test func aColumnKeepsItsWidthAndTheOthersStillShareEvenly() throws {
        let grid = EagerGrid(
            rows: [EagerRow([.fill, .fill]), EagerRow([fixed(300, 30), .fill])], proposed: 400)
        let layout = try grid.layout()
        #expect(layout.columns == [300, 196] && layout.width == 504)
        #expect(layout.diagnostics().map(\.code) == [.wideRow])
    }

    // GQ1 (measured): `[fill, fill priority 1]` at 100 × 100: the higher priority is served
    // first with no reservation for the other: 100 − 8 = 92; the other column gets 0.
    @Test func higherPriorityIsServedFirstWithNoReservation() throws {
        let grid = EagerGrid(
            rows: [EagerRow([.fill, EagerCell(.sized(width: .fill, height: .fill), priority: 1)])],
            proposed: 100, containerHeight: 100)
        #expect(try grid.layout().columns == [0, 92])
    }

    // GS1 (measured): a Spacer's own priority is below every other: `[Spacer, 20x20]
    // [10x30, 40x10]` at 200 × 100 (8 between columns and rows; none beside the Spacer). The
    // fixed cells first: columns 10 · 40, rows 20 · 30. Then the Spacer: 192 − 10 − 40 = 142
    // wide; 92 − 30 (row 2) − 20 (its own row, as it was when the Spacer's turn began) = 42.
    @Test func aSpacerIsServedLast() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([EagerCell(.spacer), fixed(20, 20)]),
                EagerRow([fixed(10, 30), fixed(40, 10)]),
            ], proposed: 200, containerHeight: 100)
        let layout = try grid.layout()
        #expect(layout.cells[0].content == Rect(x: 0, y: 0, width: 142, height: 42))
        #expect(layout.width == 190 && layout.height == 80)
    }

    // GF7 (measured): `[fill, 120x20] [10x30, 40x10]` at 100 × 100: the fixed cells first
    // (46 available in each column): column 2 is 120 and gives back 46 − 120 = −74 to column
    // 1, so the fill is offered the larger of its slot 10 and 46 − 74: 10. The grid is
    // 10 + 8 + 120 = 138 wide: SwiftUI overflows rather than squeeze a fixed cell.
    @Test func fixedContentWiderThanTheOfferOverflows() throws {
        let grid = EagerGrid(
            rows: [EagerRow([.fill, fixed(120, 20)]), EagerRow([fixed(10, 30), fixed(40, 10)])],
            proposed: 100, containerHeight: 100)
        let layout = try grid.layout()
        #expect(layout.columns == [10, 120] && layout.width == 138)
    }

    // A row's available height stays until a row is served. At nil × 100: `[10x20 priority 1,
    // 0...150 both]` over `[10x60, fill]`. 100 − 8 = 92. Priority 1: row 1 takes 20.
    // Priority 0: (92 − 20) / 2 rows in column 2 = 36 available in each row. The fixed 10x60
    // first: row 2 becomes 60, still waiting for the fill, so it gives nothing back. The range
    // cell next: offered 36 (not (92 − 20 − 60) / 2 = 6), it answers 36; row 1 then gives back
    // 0. The fill last: the larger of its row's 60 and 36: 60.
    @Test func aRowKeepsItsAvailableHeightUntilARowIsServed() throws {
        let range = EagerCell(
            .sized(width: .range(low: 0, high: 150), height: .range(low: 0, high: 150)))
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    EagerCell(.sized(width: .fixed(10), height: .fixed(20)), priority: 1), range,
                ]),
                EagerRow([fixed(10, 60), .fill]),
            ], containerHeight: 100, unspecifiedWidth: true)
        let layout = try grid.layout()
        #expect(layout.rows == [36, 60] && layout.height == 104)
    }

    // GX9 (measured): `[30x10, fill] [100x10 span 2]` at 300 × 100: 292 / 2 = 146 available in
    // each column. The fixed cells first: the 30x10 offered 146, the span 146 + 8 + 146 = 300;
    // the span is 100 − 38 = 62 short and holds it on columns 1–2 (rule 6). Column 1 then gives
    // back 146 − 30 = 116: the held 62 is less, so column 2 gains 116 and nothing is left to
    // share: the fill is offered 146 + 116 = 262 (rule 7) and uses up the 62.
    @Test func aSpanFeedsTheColumnsStillToSize() throws {
        let grid = EagerGrid(
            rows: [EagerRow([fixed(30, 10), .fill]), EagerRow([fixed(100, 10, span: 2)])],
            proposed: 300, containerHeight: 100)
        let layout = try grid.layout()
        #expect(layout.columns == [30, 262])
        #expect(
            layout.steps.contains(
                .hold(
                    cell: EagerCellPosition(row: 1, column: 0), columns: [0, 1], width: 100,
                    covered: 38, held: 62)))
        #expect(layout.cells[1].offerWidth == 262)
    }

    // GU1 (measured): `[30x10, 20x20] [fill unsized h, 40x10]` at 200 × 200: the unsized fill is
    // offered its column's width (30), not a share: 30 × 172, and the grid stays 78 wide.
    @Test func anUnsizedAxisIsOfferedTheCurrentSlot() throws {
        let unsized = EagerCell(.sized(width: .fill, height: .fill), unsized: .horizontal)
        let grid = EagerGrid(
            rows: [EagerRow([fixed(30, 10), fixed(20, 20)]), EagerRow([unsized, fixed(40, 10)])],
            proposed: 200, containerHeight: 200)
        let layout = try grid.layout()
        #expect(layout.width == 78 && layout.height == 200)
        #expect(layout.cells[2].content == Rect(x: 0, y: 28, width: 30, height: 172))
    }

    // GU6 (measured, with SwiftUI's offers in order): `[30x10, 20x20] [10x50 unsized v, 40x10]`
    // at 200 × 200, 8 between columns and rows: 192 × 192 left. The 10x50 is unsized along an
    // offered axis, so it is served after the other fixed cells, alone (rule 4). First group:
    // 30x10, 20x20, 40x10, each offered 192 / 2 = 96 by 96; column 2 (40) gives back 56 to
    // column 1, row 1 (20) 76 to row 2. Then the 10x50: width 96 + 56 = 152, height unsized:
    // its row's current 10 (the 40x10's): 152 × 10, as SwiftUI measured it (served first, in
    // source order, it would be offered 96 × 0). The grid: 30 + 8 + 40 = 78 by 20 + 8 + 50 = 78.
    @Test func aCellUnsizedAlongAnOfferedAxisIsServedAfterItsKey() throws {
        let unsized = EagerCell(.sized(width: .fixed(10), height: .fixed(50)), unsized: .vertical)
        let grid = EagerGrid(
            rows: [EagerRow([fixed(30, 10), fixed(20, 20)]), EagerRow([unsized, fixed(40, 10)])],
            proposed: 200, containerHeight: 200)
        let layout = try grid.layout()
        #expect(layout.cells[2].offerWidth == 152 && layout.cells[2].offerHeight == 10)
        #expect(layout.width == 78 && layout.height == 78)
        let groups = layout.steps.compactMap { step -> EagerGroupStep? in
            if case .group(let group) = step { return group }
            return nil
        }
        #expect(groups.map(\.unsized) == [false, true])
        #expect(groups.last?.cells == [EagerCellPosition(row: 1, column: 0)])
    }

    // GU7 (measured order): `[fill unsized h, fill] [30x30, 40x10]` at 200 × 100: SwiftUI
    // measures 30x30, 40x10, then the plain fill (96 × (92 − 30) = 62), then the unsized one
    // (its column's 30 × 62), though both fills have the same key (2 axes without limit).
    @Test func anUnsizedFillComesAfterTheSizedFill() throws {
        let unsized = EagerCell(.sized(width: .fill, height: .fill), unsized: .horizontal)
        let grid = EagerGrid(
            rows: [EagerRow([unsized, .fill]), EagerRow([fixed(30, 30), fixed(40, 10)])],
            proposed: 200, containerHeight: 100)
        let layout = try grid.layout()
        let order = layout.steps.compactMap { step -> EagerCellPosition? in
            if case .measure(let cell, _, _, _, _) = step { return cell }
            return nil
        }
        let last = [EagerCellPosition(row: 0, column: 1), EagerCellPosition(row: 0, column: 0)]
        #expect(Array(order.suffix(2)) == last)
        #expect(layout.cells[0].offerWidth == 30 && layout.cells[0].offerHeight == 62)
        #expect(layout.cells[1].offerWidth == 96 && layout.cells[1].offerHeight == 62)
    }

    // A span in a grid with priorities at a given width rests on G6.
    @Test func spansWithPrioritiesNameG6() throws {
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    fixed(30, 10), EagerCell(.sized(width: .fill, height: .fill), priority: 1),
                ]),
                EagerRow([fixed(100, 10, span: 2)]),
            ], proposed: 200)
        #expect(try grid.layout().assumptions == [.g6])
        #expect(try EagerGrid(rows: [EagerRow([.fill])]).layout().assumptions.isEmpty)
    }

    // Rule 5, "never below 0": at 100, no spacing, `[200x10 priority 1, 10x10, 0...100x10,
    // 0...100x10]` over `[0x10 priority 1, 50x10 span 3]`. Priority 1 (one column in each
    // row): 100 each; the 200 takes 200. Priority 0: (100 − 200) / 3 < 0, so 0 in each column.
    // The 10x10 is offered 0 and takes 10; the span is offered its slot 10 and holds 40 on
    // columns 2–4. Their group over, column 2 gives back 0 − 10 = −10; columns 3 and 4 of
    // the 40 held gain 40 each, and −10 − 40 = −50 is shared by them: 40 − 25 = 15 each. The
    // ranges are offered 15 (from a share of −33.33 they would be offered 0).
    @Test func aShareIsNeverBelowZero() throws {
        let range = EagerCell(.sized(width: .range(low: 0, high: 100), height: .fixed(10)))
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    EagerCell(.sized(width: .fixed(200), height: .fixed(10)), priority: 1),
                    fixed(10, 10), range, range,
                ]),
                EagerRow([
                    EagerCell(.sized(width: .fixed(0), height: .fixed(10)), priority: 1),
                    fixed(50, 10, span: 3),
                ]),
            ], proposed: 100, horizontalSpacing: 0, verticalSpacing: 0)
        let layout = try grid.layout()
        #expect(layout.cells[2].offerWidth == 15 && layout.cells[3].offerWidth == 15)
    }

    // Rule 10 with rule 5's slot: an unsized cell is offered its slot with the shortfalls
    // held within its columns. At 40, no spacing: a `60x10 span 2` (offered 40) holds 60 on
    // columns 1–2, still 0 wide; a `fillx10 span 2` unsized across is then offered 0 + 60.
    @Test func anUnsizedCellIsOfferedWhatIsHeldWithinItsSlot() throws {
        let unsized = EagerCell(
            .sized(width: .fill, height: .fixed(10)), span: 2, unsized: .horizontal)
        let grid = EagerGrid(
            rows: [EagerRow([fixed(60, 10, span: 2)]), EagerRow([unsized])], proposed: 40,
            horizontalSpacing: 0)
        let layout = try grid.layout()
        #expect(layout.cells[1].offerWidth == 60 && layout.columns == [30, 30])
    }
}
