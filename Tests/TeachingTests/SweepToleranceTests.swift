import LayoutKernel
import Testing

@testable import CommandLanguage
@testable import Teaching

@Suite("Sweep and the one tolerance")
struct SweepToleranceTests {
    // Three flexible items fill every width exactly in real numbers: (W − 16) / 3 each. In
    // Double, 93 of the 151 widths 110, 110.1, …, 125 give a total off by 1e-14, which must not
    // start or end an overflow, a clamp or a slack: the sweep has one row and no breakpoint.
    @Test func threeFlexibleItemsHaveNoBreakpointFrom110To125() throws {
        let grid = LazyGrid(items: [GridItem(), GridItem(), GridItem()], proposed: 113)
        let result = try SweepRunner.run(
            Sweep(parameter: .proposed, from: 110, to: 125, step: 0.1, plot: false), on: grid)
        // Without --plot no step's tracks are kept: memory follows the rows, not the steps.
        #expect(result.samples.isEmpty)
        #expect(result.rows.count == 1)
        #expect(result.rows.allSatisfy { $0.change.isEmpty })
        #expect(
            result.rows.allSatisfy { !$0.codes.contains("overflow") && !$0.codes.contains("slack") }
        )
    }
}
