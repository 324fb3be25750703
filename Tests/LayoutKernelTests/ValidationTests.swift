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
            error(LazyGrid(items: [fixed(-1)])) == .negative(.itemFixedSize(item: 0), value: -1))
        #expect(
            error(LazyGrid(items: [flexible(min: -5)]))
                == .negative(.itemMinimum(item: 0), value: -5))
        #expect(
            error(LazyGrid(items: [flexible(), adaptive(-3)]))
                == .negative(.itemMinimum(item: 1), value: -3))
        #expect(
            error(LazyGrid(items: [], proposed: -10))
                == .negative(.container(.vertical), value: -10))
    }

    @Test func refusesNaNEverywhere() {
        #expect(error(LazyGrid(items: [fixed(.nan)])) == .notANumber(.itemFixedSize(item: 0)))
        #expect(
            error(LazyGrid(items: [flexible(max: .nan)])) == .notANumber(.itemMaximum(item: 0)))
        #expect(
            error(LazyGrid(items: [flexible(spacing: .nan)]))
                == .notANumber(.itemSpacing(item: 0)))
        #expect(
            error(LazyGrid(items: [], proposed: .nan)) == .notANumber(.container(.vertical)))
        #expect(
            error(LazyGrid(items: [], lineSpacing: .nan)) == .notANumber(.gridSpacing))
    }

    @Test func infinityOnlyWhereSwiftUIAcceptsIt() {
        #expect(error(LazyGrid(items: [flexible(max: .infinity)])) == nil)
        #expect(error(LazyGrid(items: [adaptive(10, max: .infinity)])) == nil)
        #expect(error(LazyGrid(items: [fixed(.infinity)])) == .infinite(.itemFixedSize(item: 0)))
        #expect(
            error(LazyGrid(items: [flexible(min: .infinity)])) == .infinite(.itemMinimum(item: 0))
        )
        #expect(
            error(LazyGrid(items: [], proposed: .infinity))
                == .infinite(.container(.vertical)))
        #expect(
            error(LazyGrid(axis: .horizontal, items: [], proposed: .infinity))
                == .infinite(.container(.horizontal)))
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
                == .negative(.cellWidth(cell: 2), value: -1))
    }
}
