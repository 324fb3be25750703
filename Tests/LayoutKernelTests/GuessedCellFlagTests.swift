import Testing

@testable import LayoutKernel

/// Issue 29: no flag rests on a cell size the trainer guessed (a `Text` read from source is
/// drawn at the natural size, filling its column, which it would not do in SwiftUI).
@Suite("Flags: none rests on a guessed cell")
struct GuessedCellFlagTests {
    func hidden(_ grid: LazyGrid) throws -> [Diagnostic] {
        try grid.layout().diagnostics().filter { $0.code == .hiddenAlignment }
    }

    /// Two flexible items at 200 (96 + 8 + 96), the first `.leading`, four cells that fill
    /// their 96-wide slots: the item's alignment is hidden, and so is a `trailing` grid's
    /// (item 2's cells follow it). When the cells' sizes are guessed, neither is flagged; when
    /// only item 2's are, only the grid's goes.
    @Test func hiddenAlignmentNeedsCellsOfKnownSize() throws {
        var grid = LazyGrid(
            items: [GridItem(alignment: .leading), GridItem()], proposed: 200,
            alignment: .trailing, cellCount: 4)
        #expect(try hidden(grid).map(\.items) == [[0], [1]])
        grid.guessedCells = [0, 1, 2, 3]
        #expect(try hidden(grid).isEmpty)
        // Cells 2 and 4 (0-based 1, 3) are item 2's.
        grid.guessedCells = [1, 3]
        #expect(try hidden(grid).map(\.items) == [[0]])
        grid.guessedCells = [0]
        #expect(try hidden(grid).map(\.items) == [[1]])
    }

    /// A cell `w`×`h` whose lengths are the reader's guesses (`nil`: read or typed).
    func cell(
        _ width: EagerLength, _ height: EagerLength,
        guessed: (EagerGuess?, EagerGuess?) = (nil, nil)
    ) -> EagerCell {
        var cell = EagerCell(.sized(width: width, height: height))
        (cell.guessedWidth, cell.guessedHeight) = guessed
        return cell
    }

    /// Column 1 at 300: a 40×20 label over a 40×20 view that aligns the column `.leading`: the
    /// column is max(40, 40) = 40 wide, each row 20 high (the unoffered fill answers 10), so
    /// both fill their 40×20 slots and the column's alignment is hidden for each (rows 1 and
    /// 2); the filling view beside the second, anchored, takes its 300 − 8 − 40 = 252 × 20
    /// slot: hidden too. When the label's 40 is a guess (S2, a Text's estimate) a real label
    /// wider than 40 would widen the column and the alignment would show: neither is flagged.
    /// The filling view hides its anchor whatever the guesses.
    @Test func anEagerFlagNeverRestsOnAGuessedLength() throws {
        var aligned = cell(.fixed(40), .fixed(20))
        aligned.columnAlignment = .leading
        var filling = cell(.fill, .fill)
        filling.anchor = UnitPoint(.topLeading)
        let label = cell(.fixed(40), .fixed(20))
        var grid = EagerGrid(
            rows: [
                EagerRow([label, cell(.fixed(10), .fixed(20))]), EagerRow([aligned, filling]),
            ],
            proposed: 300)
        func hidden() throws -> [[Int]] {
            try grid.layout().diagnostics().filter { $0.code == .hiddenAlignment }.map(\.items)
        }
        #expect(try hidden() == [[0], [1], [1]])
        #expect(try grid.layout().assumptions.isEmpty)
        grid.rows[0].cells[0] = cell(.fixed(40), .fixed(20), guessed: (.s2, .s2))
        #expect(try hidden() == [[1]], "\((try? grid.layout().diagnostics()) ?? [])")
        #expect(try grid.layout().assumptions == [.s2])
        // A guessed height only: the widths are read, but the row's 20 may be a guess.
        grid.rows[0].cells[0] = cell(.fixed(40), .fixed(20), guessed: (nil, .s1))
        #expect(try hidden() == [[1]], "\((try? grid.layout().diagnostics()) ?? [])")
        #expect(try grid.layout().assumptions == [.s1])
        // The aligned view's own height guessed (S3): its filling is a guess.
        grid.rows[0].cells[0] = label
        grid.rows[1].cells[0].guessedHeight = .s3
        #expect(try hidden() == [[1]], "\((try? grid.layout().diagnostics()) ?? [])")
        #expect(try grid.layout().assumptions == [.s3])
    }

    /// Two 200-wide views at 300: 200 + 8 + 200 = 408 > 300, wide-row. When either width is
    /// a guess, the overflow may be the guess's: no flag, and the result names the guess.
    @Test func anEagerGridIsNotCalledTooWideOnAGuess() throws {
        var grid = EagerGrid(
            rows: [EagerRow([cell(.fixed(200), .fixed(20)), cell(.fixed(200), .fixed(20))])],
            proposed: 300)
        #expect(try grid.layout().diagnostics().map(\.code) == [.wideRow])
        grid.rows[0].cells[1].guessedWidth = .s3
        #expect(try grid.layout().diagnostics().isEmpty)
        #expect(try grid.layout().assumptions == [.s3])
        // A guessed height does not touch the widths: the flag stands.
        grid.rows[0].cells[1].guessedWidth = nil
        grid.rows[0].cells[1].guessedHeight = .s1
        #expect(try grid.layout().diagnostics().map(\.code) == [.wideRow])
    }
}
