import Testing

@testable import LayoutKernel

/// Rule 13 of docs/model.md's eager section (d41): a span wider than the room the grid had left
/// it, over columns with no cell of their own that nothing still to size reaches, seals them;
/// worked by hand.
@Suite("Eager Grid: a span wider than its room seals its columns")
struct EagerSealedSpanTests {
    /// d41's grid, its fourth column's cell `middle` wide: `[0...20 unsized v, 100x60 span 2]`,
    /// `[10 x fill span 3, middle x 10, 20 x fill span 2]`, 150 wide, height unspecified,
    /// spacing 3.
    func grid(middle: Double) -> EagerGrid {
        let range = EagerCell(
            .sized(width: .range(low: 0, high: 20), height: .range(low: 0, high: 20)),
            unsized: .vertical)
        func tall(_ width: Double, span: Int) -> EagerCell {
            EagerCell(.sized(width: .fixed(width), height: .fill), span: span)
        }
        return EagerGrid(
            rows: [
                EagerRow([range, EagerCells.fixed(100, 60, span: 2)]),
                EagerRow([tall(10, span: 3), EagerCells.fixed(middle, 10), tall(20, span: 2)]),
            ], proposed: 150, containerHeight: nil, horizontalSpacing: 3, verticalSpacing: nil)
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    // d41: 6 columns, 150 − 5 × 3 = 135. First group, everything but the range: every column
    // open (a span from a GridRow keeps its columns open), shares 135 / 6 = 22.5. The 100x60
    // (columns 2–3) offered 48 answers 100; the 10-wide span 73.5 → 10; the 100x10 (column 4)
    // 22.5 → 100; the last span (columns 5–6) 2 × 22.5 + 3 = 48 → 20. Its room: 135 less the
    // other columns (1–3 open at 22.5 each, column 4 already 100) plus its inner 3 =
    // 135 − 167.5 + 3 = −29.5, and it answered 20. Rebuilt: 0 · 48.5 · 48.5 · 100 · 8.5 · 8.5;
    // column 4 commits. Columns 5–6 hold no cell of their own and no cell still to size
    // reaches them (the range is in column 1, reached through the 10-wide span, so columns
    // 2–3 stay open): they count as committed at 17 and as one open column. The range is
    // offered (135 − 100 − 17) / (3 + 1) = 4.5, not (135 − 100) / 5 = 7, and takes it: the
    // grid is 4.5 + 97 + 100 + 17 + 15 = 233.5 wide, as SwiftUI draws it.
    @Test func aSpanWiderThanItsRoomSealsItsColumns() throws {
        let layout = try grid(middle: 100).layout()
        let range = layout.cells.filter { !$0.automatic }[0]
        #expect(abs((range.offerWidth ?? 0) - 4.5) < 1e-9)
        #expect(close(layout.columns, [4.5, 48.5, 48.5, 100, 8.5, 8.5]))
        #expect(abs(layout.width - 233.5) < 1e-9)
        #expect(
            layout.steps.contains(
                .sealed(
                    cell: EagerCellPosition(row: 1, column: 4), columns: [4, 5], width: 20,
                    room: -29.5)))
        let shared = layout.steps.compactMap { step -> EagerGroupStep? in
            if case .group(let group) = step { return group }
            return nil
        }
        #expect(shared.last?.sealedColumns == [[4, 5]])
        #expect(shared.last?.openColumns == [0, 1, 2])
    }

    // The control: column 4's cell 10 wide. The last span's room is 135 − (3 × 22.5 + 22.5)
    // + 3 = 48 ≥ 20: it seals nothing, columns 5–6 stay open, and the range is offered
    // (135 − 10) / 5 = 25 and answers 20: 20 · 48.5 · 48.5 · 10 · 8.5 · 8.5.
    @Test func aSpanWithinItsRoomSealsNothing() throws {
        let layout = try grid(middle: 10).layout()
        let range = layout.cells.filter { !$0.automatic }[0]
        #expect(abs((range.offerWidth ?? 0) - 25) < 1e-9)
        #expect(close(layout.columns, [20, 48.5, 48.5, 10, 8.5, 8.5]))
        #expect(
            !layout.steps.contains {
                if case .sealed = $0 { return true }
                return false
            })
    }
}
