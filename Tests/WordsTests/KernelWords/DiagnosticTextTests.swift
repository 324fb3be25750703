import LayoutKernel
import Testing

@testable import Words

/// The kernel's flags in words: the sentences the kernel's tests once asserted, now made by
/// `DiagnosticText` from each flag's numbers (worked by hand in the kernel's tests).
@Suite("Flags in words")
struct DiagnosticTextTests {
    typealias K = KernelGrid

    // Measured case 2: total₁ 224 > 200; pass 2 draws 108 · 120 from −12.
    @Test func overflowSecondPassAndSqueezed() throws {
        let items = [K.flexible(min: 50), K.flexible(min: 120)]
        #expect(
            try K.messages(items, 200, .overflow)
                == [
                    "pass 1 needs 224 but 200 is offered: the grid is 224 wide, 24 more than it "
                        + "is offered"
                ])
        let second = try K.messages(items, 200, .secondPass).first ?? ""
        #expect(second.contains("draws 108 · 120 instead of pass 1's 96 · 120"))
        #expect(
            second.contains("stick out 12 past the leading edge of what is offered and 24 past"))
        #expect(
            try K.messages(items, 200, .squeezed).first?.contains(
                "was proposed 108 and took its minimum 120") == true)
        #expect(
            try K.messages([K.fixed(100), K.adaptive(80)], 150, .squeezed).first?.contains(
                "got 42") == true)
    }

    @Test func competitionNamesWhoPays() throws {
        let found = try K.messages([K.flexible(min: 120), K.adaptive(100)], 200, .competition)
        #expect(found.first?.contains("120 + 100 = 220 but only 192") == true)
        #expect(found.first?.hasSuffix("item 2 pays") == true)
        let items = [
            GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10), K.fixed(100, spacing: 10),
            GridItem(.flexible(minimum: 50, maximum: 150), spacing: 10),
        ]
        #expect(try K.messages(items, 150, .competition).first?.hasSuffix("item 3 pays") == true)
        #expect(
            try K.messages(
                [K.flexible(min: 0), K.flexible(min: 100), K.flexible(min: 100)], 200, .competition
            ) == [
                "items 2, 3 need minimums 100 + 100 = 200 but only 122.67 is left for them after "
                    + "spacings, fixed items and item 1 (minimum 0); served in order, item 3 pays"
            ])
        #expect(
            try K.messages(
                [K.flexible(min: 100), K.adaptive(100), K.flexible(min: 100)], 200, .competition
            ).first?.hasSuffix(
                "300 but only 184 is left for them after spacings and fixed items; served in "
                    + "order, items 2, 3 pay") == true)
    }

    @Test func orderDependentSaysWhichOrderFits() throws {
        let found = try K.messages(
            [K.flexible(min: 50), K.flexible(min: 120)], 200, .orderDependent)
        #expect(found.first?.contains("the order 2, 1 fits without overflow") == true)
        #expect(found.first?.contains("all 2 orders") == true)
        #expect(
            try K.messages([K.flexible(min: 0, max: 50), K.flexible(min: 0)], 200, .orderDependent)
                .first?.contains("the current order fits") == true)
    }

    @Test func slackSaysHowMuchAndWhatCappedItemsLeft() throws {
        #expect(
            try K.messages([K.flexible(max: 50), K.flexible(max: 60)], 300, .slack).first?
                .contains("182 is free; alignment center puts 91 before the tracks and 91 after")
                == true)
        #expect(
            try K.messages([K.adaptive(100, max: 120)], 300, .slack) == [
                "the tracks use 248 of the grid's 300: 52 is free; item 1's tracks are capped "
                    + "at its maximum 120, so it uses 248 of its 300 and leaves 52 free "
                    + "(assumption A2); alignment center puts 26 before the tracks and 26 after "
                    + "them (assumption A4)"
            ])
        #expect(
            try K.messages([K.adaptive(50, max: 55), K.flexible(max: 100)], 400, .slack) == [
                "the tracks use 289 of the grid's 400: 111 is free; item 1's tracks are capped "
                    + "at its maximum 55, so it uses 181 of its 196 and gives 15 back to the "
                    + "items after it (assumption A2); alignment center puts 55.5 before the "
                    + "tracks and 55.5 after them (assumption A4)"
            ])
        #expect(
            try K.messages([K.adaptive(50, max: 55), K.adaptive(50, max: 55)], 400, .slack) == [
                "the tracks use 370 of the grid's 400: 30 is free; item 1's tracks are capped at "
                    + "its maximum 55, so it uses 181 of its 196 and gives 15 back to the items "
                    + "after it (assumption A2); item 2's tracks are capped at its maximum 55, so "
                    + "it uses 181 of its 211 and leaves 30 free (assumption A2); alignment "
                    + "center puts 15 before the tracks and 15 after them (assumption A4)"
            ])
    }

    @Test func hiddenAlignmentsSayTheCommandThatShowsThem() throws {
        let item = LazyGrid(
            items: [GridItem(alignment: .topLeading), GridItem()], proposed: 200, cellCount: 4)
        #expect(
            try K.messages(item, .hiddenAlignment) == [
                "item 1's alignment topLeading changes nothing: all 2 cells in its tracks fill "
                    + "their slots, so there is no free space to place them in; to see it, give a "
                    + "cell a size of its own, smaller than its slot: cell 1 size 48x15"
            ])
        let anatomy = LazyGrid(
            items: [
                GridItem(.fixed(100), spacing: 10, alignment: .top),
                GridItem(.fixed(250), spacing: 30, alignment: .center),
                GridItem(.fixed(150), spacing: 10, alignment: .bottomTrailing),
            ], proposed: 700, lineSpacing: 20, cellCount: 6,
            cellContents: [4: CellContent(height: 50), 5: CellContent(width: 100, height: 30)])
        #expect(
            try K.messages(anatomy, .hiddenAlignment).first?.hasSuffix("cell 1 size 50x15")
                == true)
        let grid = LazyGrid(
            items: [GridItem(), GridItem()], proposed: 200, alignment: .trailing, cellCount: 4)
        #expect(
            try K.messages(grid, .hiddenAlignment) == [
                "the grid's alignment trailing changes nothing: the tracks fill the grid, and "
                    + "the cells of items 1, 2 (no alignment of their own) fill their columns, so "
                    + "there is nothing for it to place; to see it, give a cell a width of its "
                    + "own: cell 1 width 48"
            ])
        var rows = grid
        rows.axis = .horizontal
        let message = try #require(try K.messages(rows, .hiddenAlignment).first)
        #expect(message.hasPrefix("the grid's alignment bottom changes nothing"))
        #expect(message.contains("fill their rows") && message.hasSuffix("cell 1 height 48"))
        let aligned = LazyGrid(
            items: [GridItem(alignment: .leading), GridItem(alignment: .center)], proposed: 200,
            alignment: .trailing, cellCount: 2)
        #expect(
            try K.messages(aligned, .hiddenAlignment).last?.contains(
                "every item with cells has an alignment of its own") == true)
    }

    @Test func wideCellsSayHowFarTheySpill() throws {
        var grid = LazyGrid(
            items: Array(repeating: GridItem(.fixed(70)), count: 3), proposed: 300, cellCount: 3)
        grid.cellContents[1] = CellContent(width: 500, height: 30)
        #expect(
            try K.messages(grid, .wideCell) == [
                "cell 2 (item 2) is 500 wide in a 70-wide slot: it spills 215 past its leading "
                    + "edge and 215 past its trailing edge, over its neighbours (SwiftUI does not "
                    + "clip it)"
            ])
        var rows = LazyGrid(
            axis: .horizontal,
            items: Array(repeating: GridItem(.fixed(70), alignment: .top), count: 3), proposed: 300,
            cellCount: 3)
        rows.cellContents[1] = CellContent(width: 30, height: 500)
        #expect(
            try K.messages(rows, .wideCell) == [
                "cell 2 (item 2) is 500 tall in a 70-tall slot: it spills 430 past its bottom "
                    + "edge, over its neighbours (SwiftUI does not clip it)"
            ])
    }

    @Test func invalidSaysTheValidationError() {
        let flag = Diagnostic.invalid(.minimumAboveMaximum(item: 1, minimum: 50, maximum: 10))
        #expect(
            DiagnosticText.message(flag)
                == "item 2: minimum 50 is larger than maximum 10; expected minimum ≤ maximum")
    }
}
