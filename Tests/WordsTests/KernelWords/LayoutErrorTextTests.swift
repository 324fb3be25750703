import LayoutKernel
import Testing

@testable import Words

/// The kernel's refusals in words: what is wrong, and what was expected.
@Suite("Layout errors in words")
struct LayoutErrorTextTests {
    @Test func messagesSayWhatWasExpected() {
        #expect(
            LayoutErrorText.message(
                .adaptiveStepNotPositive(item: 0, minimum: 0, spacing: 0))
                == "item 1: adaptive minimum + spacing is 0 + 0 = 0; SwiftUI crashes on this, "
                + "expected more than 0")
        #expect(
            LayoutErrorText.message(.negative(.itemFixedSize(item: 0), value: -1))
                == "item 1: fixed size is -1; expected 0 or more")
        #expect(
            LayoutErrorText.message(.tooLarge(.itemFixedSize(item: 0), value: 1e10, limit: 1e9))
                == "item 1: fixed size is 10000000000; expected at most 1000000000 in size")
    }

    /// Each value is named as the person typed or read it (1-based numbers, Swift's labels).
    @Test func quantitiesAreNamedForPeople() {
        let name = LayoutErrorText.name
        #expect(name(.container(.horizontal)) == "the container height")
        #expect(
            name(.offeredToLazyGrid(.vertical))
                == "the width offered to the grid (the container less its padding)")
        #expect(
            name(.offeredToGrid) == "the width offered to the Grid (the container less its padding)"
        )
        #expect(name(.gridCellSpan(row: 0, column: 2)) == "row 1 cell 3 span")
        #expect(name(.cellHeight(cell: 4)) == "cell 5 height")
        #expect(name(.padding(.trailing)) == "the trailing padding")
        #expect(name(.frameBound(.maxHeight)) == "the frame's maxHeight")
        #expect(name(.screenWidth) == "the screen width")
    }

    /// The kernel's own checks, worded: an eager cell is named by its row and starting column.
    @Test func anEagerCellIsNamedByRowAndColumn() {
        let grid = EagerGrid(
            rows: [
                EagerRow([
                    EagerCell(.sized(width: .fill, height: .fill), span: 2),
                    EagerCell(.sized(width: .fixed(-4), height: .fill)),
                ])
            ], proposed: 300)
        #expect(throws: LayoutError.negative(.gridCellWidth(row: 0, column: 2), value: -4)) {
            try grid.validate()
        }
        do throws(LayoutError) {
            try grid.validate()
        } catch {
            #expect(
                LayoutErrorText.message(error) == "row 1 cell 3 width is -4; expected 0 or more")
        }
    }
}
