import LayoutKernel
import Testing

@testable import Words

/// Extreme values in every slot the words read: whatever the kernel accepts or refuses, its
/// flags, steps, assumptions, textbook reasons and errors are worded without trapping, and no
/// sentence is empty (the kernel's own tests check that its numbers stay finite).
@Suite("The kernel's words never trap")
struct KernelWordsNeverTrapTests {
    static let values: [Double] = [
        1e308, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan, .infinity,
        -.infinity, -0.0, 0, 0.5, 1e9, 1e9.nextUp, -1e9, 9.3e18,
    ]

    func words(_ grid: LazyGrid) -> [String] {
        do throws(LayoutError) {
            let layout = try grid.layout(tracing: true)
            let textbook = TextbookLayout(grid: grid)
            return layout.diagnostics().map(DiagnosticText.message)
                + layout.trace.map { TraceStepText.sentence($0, on: grid.axis) }
                + layout.assumptions.map(AssumptionText.summary)
                + layout.items.indices.compactMap {
                    textbook.difference(for: $0, in: layout).map(TextbookText.reason)
                }
        } catch {
            return [LayoutErrorText.message(error)]
        }
    }

    func words(_ grid: EagerGrid) -> [String] {
        do throws(LayoutError) {
            let layout = try grid.layout()
            return layout.diagnostics().map(DiagnosticText.message)
                + layout.steps.map(EagerTraceStepText.sentence)
                + layout.assumptions.map(AssumptionText.summary)
        } catch {
            return [LayoutErrorText.message(error)]
        }
    }

    @Test func lazyGrids() {
        for v in Self.values {
            let grids = [
                LazyGrid(items: [GridItem(.fixed(v)), GridItem()], proposed: 300),
                LazyGrid(items: [GridItem(.flexible(minimum: v)), GridItem()], proposed: 300),
                LazyGrid(items: [GridItem(.adaptive(minimum: 10, maximum: v))], proposed: 300),
                LazyGrid(items: [GridItem(spacing: v), GridItem()], proposed: 300, cellCount: 4),
                LazyGrid(axis: .horizontal, items: [GridItem(), GridItem()], proposed: v),
                LazyGrid(
                    items: [GridItem(alignment: .top)], proposed: 300, cellCount: 2,
                    cellContents: [0: CellContent(width: v, height: v)]),
            ]
            for grid in grids {
                let said = words(grid)
                #expect(!said.isEmpty && said.allSatisfy { !$0.isEmpty }, "\(v)")
            }
        }
    }

    @Test func eagerGrids() {
        for v in Self.values {
            let grids = [
                EagerGrid(
                    rows: [
                        EagerRow([
                            EagerCell(.sized(width: .fixed(v), height: .fixed(v))), EagerCell.fill,
                        ]),
                        EagerRow([EagerCell(.sized(width: .fixed(20), height: .fill), span: 3)]),
                    ], proposed: 300),
                EagerGrid(rows: [EagerRow([EagerCell.fill])], proposed: v),
            ]
            for grid in grids {
                #expect(words(grid).allSatisfy { !$0.isEmpty }, "\(v)")
            }
        }
    }
}
