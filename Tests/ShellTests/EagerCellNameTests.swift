import LayoutKernel
import Testing

@testable import Shell

/// Issue 24: one way to name an eager Grid's cell — its row and the column it starts in — in
/// the diagram (`3.3`), in `row 3 cell 3 …` and in `expect cell 3 3 …`.
@Suite("Eager Grid: cells named by row and starting column")
struct EagerCellNameTests {
    // Lesson 15's third row at 400: five filling columns of (400 − 4 × 8) / 5 = 73.6. The first
    // cell spans 2 (columns 1–2), so the second starts in column 3 and spans 3 (columns 3–5):
    // its slot starts at 2 × 73.6 + 2 × 8 = 163.2 and is 3 × 73.6 + 2 × 8 = 236.8 wide.
    static let setUp =
        "grid; grid width 400; row add fillx100 fillx100 fillx100 fillx100 fillx100; row add "
        + "fillx100 fillx100"

    @Test func theDiagramTheCommandAndExpectNameTheSameCell() {
        let t = Transcript(columns: 100)
        t.run(
            Self.setUp
                + "; row 2 cell 1 span 2; row 2 cell 3 span 3; expect cell 2 3 slot 163.2 "
                + "108 236.8 100; show"
        )
        #expect(t.err.isEmpty, "\(t.err)")
        #expect(t.runner.session.eagerGrid.rows[1].cells.map(\.span) == [2, 3])
        #expect(t.stdout.contains("2.3×3"), "the diagram labels the cell by its starting column")
    }

    /// Before: `row 2 cell 2` meant the second cell, wherever it started. Column 2 is covered by
    /// the first cell's span: there is no cell that starts there, and the error says where the
    /// cells start.
    @Test func aColumnInsideASpanNamesNoCell() {
        let t = Transcript()
        t.run(Self.setUp + "; row 2 cell 1 span 2")
        let before = t.runner.session.eagerGrid
        t.run("row 2 cell 2 span 3")
        #expect(
            t.stderr
                == "error: no cell of row 2 starts at column 2; its cells start at columns 1, 3 "
                + "(a cell is named by its row and"
                + " the column it starts in, as the diagram labels it: 2.1)")
        #expect(t.runner.session.eagerGrid == before, "the model is unchanged")
    }

    @Test func startColumnsCountSpans() {
        let row = EagerRow([EagerCell(.empty, span: 2), .fill, EagerCell(.empty, span: 3), .fill])
        #expect(row.startColumns == [1, 3, 4, 7])
        #expect(EagerRow([]).startColumns == [])
    }
}

/// Issue 24: the eager Grid's numbers outside JSON — `widths` and `show` list every cell's slot,
/// `explain` walks the span arithmetic.
@Suite("Eager Grid: slots in text")
struct EagerSlotTextTests {
    // Lesson 15 at 400: columns of 73.6; row 3's 2-span is 2 × 73.6 + 8 = 155.2 at x 0, its
    // 3-span 3 × 73.6 + 2 × 8 = 236.8 at 2 × 73.6 + 2 × 8 = 163.2; rows 100 tall, 8 apart, so
    // row 3 starts at y = 216.
    static let lesson =
        EagerCellNameTests.setUp
        + "; row add fillx100 fillx100; row 3 cell 1 span 2; row 3 cell 3 span 3"

    /// Before: `widths` was refused in grid mode, and 155.2, 236.8, 163.2 appeared only in JSON.
    @Test func widthsListsEachCellsSlotWithItsSpan() {
        let t = Transcript(columns: 100)
        t.run(Self.lesson + "; widths")
        #expect(t.err.isEmpty, "\(t.err)")
        let lines = t.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "columns: 73.6 · 73.6 · 73.6 · 73.6 · 73.6")
        #expect(lines.contains("cell  columns  x      width  y    height"))
        #expect(
            lines.contains(
                "3.1   1–2      0      155.2  216  100     span 2: 73.6 + 73.6 + 1 × 8 = 155.2"))
        #expect(
            lines.contains(
                "3.3   3–5      163.2  236.8  216  100     span 3: 73.6 + 73.6 + "
                    + "73.6 + 2 × 8 = 236.8"
            ))
        #expect(!t.stdout.contains("####"), "widths is the table, not the diagram")
    }

    @Test func showHasTheDiagramAndTheSlots() {
        let t = Transcript(columns: 100)
        t.run(Self.lesson + "; show")
        #expect(t.stdout.contains("3.3×3"))
        #expect(t.stdout.contains("3.3   3–5      163.2  236.8"))
    }

    @Test func explainWalksTheSpans() {
        let t = Transcript(columns: 120)
        t.run(Self.lesson + "; explain")
        #expect(
            t.stdout.contains(
                "  3.1 spans columns 1–2: 73.6 + 73.6 + 1 × 8 = 155.2 wide, at x = 0."))
        #expect(
            t.stdout.contains(
                "  3.3 spans columns 3–5: 73.6 + 73.6 + 73.6 + 2 × 8 = 236.8 wide, at x = 163.2 "
                    + "(2 columns and 2 spacings before it)."
            ))
    }

    /// A padded row is named too: the cells the grid adds to a short row are listed as such.
    @Test func automaticCellsAreMarked() {
        let t = Transcript(columns: 100)
        t.run("grid; grid width 300; row add 50x30 50x30 50x30; row add 50x30; widths")
        #expect(t.stdout.contains("(added to pad the row)"))
        #expect(t.stdout.contains("2.3 "))
    }
}
