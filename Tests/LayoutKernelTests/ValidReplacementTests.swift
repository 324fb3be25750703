import Testing

@testable import LayoutKernel

/// `ValidLazyGrid.replaceContainer` and `replaceItem` check only what they change: the result
/// must be what validating the whole new grid gives, and an error must leave the grid as it was.
@Suite("Checked replacements")
struct ValidReplacementTests {
    // [fixed 70, flexible, adaptive 40] in 300, with `.padding(16)` taking 32: offered 268.
    let grid = LazyGrid(
        items: [fixed(70), flexible(), adaptive(40)], proposed: 300,
        chain: ContainerChain([
            .padding(leading: 16, trailing: 16, top: 16, bottom: 16, isDefault: false)
        ]))

    @Test func aNewContainerIsCheckedAndOffersLessThePadding() throws {
        var valid = try ValidLazyGrid(grid)
        try valid.replaceContainer(400)
        #expect(valid.grid.container == 400 && valid.grid.proposed == 368)  // 400 − 2 × 16
        #expect(valid == (try ValidLazyGrid(valid.grid)))
        // −1, NaN and 2e9 are refused as a whole-grid check would refuse them; 400 stays.
        for bad in [-1, Double.nan, 2e9] {
            #expect(throws: LayoutError.self) { try valid.replaceContainer(bad) }
            #expect(valid.grid.container == 400)
        }
        // What the whole-grid check says of the same container, the replacement says too.
        var whole = grid
        whole.container = -1
        #expect(throws: LayoutError.negative(.container(.vertical), value: -1)) {
            try ValidLazyGrid(whole)
        }
        #expect(throws: LayoutError.negative(.container(.vertical), value: -1)) {
            try valid.replaceContainer(-1)
        }
    }

    @Test func aNewItemIsCheckedAloneAndNamedByItsNumber() throws {
        var valid = try ValidLazyGrid(grid)
        #expect(try valid.replaceItem(at: 1, with: flexible(min: 50)))
        #expect(valid.grid.items[1] == flexible(min: 50) && valid.grid.items[0] == fixed(70))
        // Minimum 90 above maximum 80: refused, with item 2's number, as `validate` says it.
        do {
            try valid.replaceItem(at: 1, with: flexible(min: 90, max: 80))
            Issue.record("a minimum above its maximum was accepted")
        } catch {
            #expect(error == .minimumAboveMaximum(item: 1, minimum: 90, maximum: 80))
        }
        #expect(valid.grid.items[1] == flexible(min: 50))
        // No item 4 (index 3): nothing changes, nothing traps.
        #expect(try !valid.replaceItem(at: 3, with: fixed(10)))
        #expect(try !valid.replaceItem(at: -1, with: fixed(10)))
        #expect(valid.grid.items.count == 3)
    }
}
