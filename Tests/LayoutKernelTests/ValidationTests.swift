import Testing

@testable import LayoutKernel

@Suite("Validation")
struct ValidationTests {
    func error(_ grid: LazyGrid) -> LayoutError? {
        do {
            _ = try grid.layout()
            return nil
        } catch {
            return error
        }
    }

    @Test func refusesNegativeSizes() {
        #expect(
            error(LazyGrid(items: [fixed(-1)])) == .negative(what: "item 1: fixed size", value: -1))
        #expect(
            error(LazyGrid(items: [flexible(min: -5)]))
                == .negative(what: "item 1: minimum", value: -5))
        #expect(
            error(LazyGrid(items: [flexible(), adaptive(-3)]))
                == .negative(what: "item 2: minimum", value: -3))
        #expect(
            error(LazyGrid(items: [], proposed: -10))
                == .negative(what: "the container width", value: -10))
    }

    @Test func refusesNaNEverywhere() {
        #expect(error(LazyGrid(items: [fixed(.nan)])) == .notANumber(what: "item 1: fixed size"))
        #expect(
            error(LazyGrid(items: [flexible(max: .nan)])) == .notANumber(what: "item 1: maximum"))
        #expect(
            error(LazyGrid(items: [flexible(spacing: .nan)]))
                == .notANumber(what: "item 1: spacing"))
        #expect(
            error(LazyGrid(items: [], proposed: .nan)) == .notANumber(what: "the container width"))
        #expect(
            error(LazyGrid(items: [], lineSpacing: .nan)) == .notANumber(what: "the grid spacing"))
    }

    @Test func infinityOnlyWhereSwiftUIAcceptsIt() {
        #expect(error(LazyGrid(items: [flexible(max: .infinity)])) == nil)
        #expect(error(LazyGrid(items: [adaptive(10, max: .infinity)])) == nil)
        #expect(error(LazyGrid(items: [fixed(.infinity)])) == .infinite(what: "item 1: fixed size"))
        #expect(
            error(LazyGrid(items: [flexible(min: .infinity)])) == .infinite(what: "item 1: minimum")
        )
        #expect(
            error(LazyGrid(items: [], proposed: .infinity))
                == .infinite(what: "the container width"))
        #expect(
            error(LazyGrid(axis: .horizontal, items: [], proposed: .infinity))
                == .infinite(what: "the container height"))
    }

    @Test func refusesMinimumAboveMaximum() {
        #expect(
            error(LazyGrid(items: [flexible(min: 50, max: 10)]))
                == .minimumAboveMaximum(item: 0, minimum: 50, maximum: 10))
        #expect(
            error(LazyGrid(items: [fixed(1), adaptive(80, max: 40)]))
                == .minimumAboveMaximum(item: 1, minimum: 80, maximum: 40))
    }

    // adaptive(minimum: 0) with spacing 0 divides by m + s = 0: SwiftUI crashes.
    @Test func refusesAdaptiveStepOfZero() {
        #expect(
            error(LazyGrid(items: [adaptive(0, spacing: 0)]))
                == .adaptiveStepNotPositive(item: 0, minimum: 0, spacing: 0))
        #expect(
            error(LazyGrid(items: [adaptive(5, spacing: -5)]))
                == .adaptiveStepNotPositive(item: 0, minimum: 5, spacing: -5))
        #expect(error(LazyGrid(items: [adaptive(0, spacing: 1)])) == nil)
    }

    @Test func refusesBadCells() {
        #expect(error(LazyGrid(items: [], cellCount: -1)) == .negativeCellCount(-1))
        #expect(
            error(LazyGrid(items: [], cellContents: [2: CellContent(width: -1)]))
                == .negative(what: "cell 3 width", value: -1))
    }

    @Test func messagesSayWhatWasExpected() {
        #expect(
            LayoutError.adaptiveStepNotPositive(item: 0, minimum: 0, spacing: 0).description
                == "item 1: adaptive minimum + spacing is 0 + 0 = 0; SwiftUI crashes on this, expected more than 0"
        )
        #expect(
            LayoutError.negative(what: "item 1: fixed size", value: -1).description
                == "item 1: fixed size is -1; expected 0 or more")
    }
}
