import CommandLanguage
import LayoutKernel

/// The result of a sweep, collapsed to the values where anything changes. Rows keep each
/// item's track count and size, not whole layouts: memory follows the breakpoints shown,
/// not the steps taken or the tracks of every step.
package struct SweepResult {
    package struct Row {
        package var value: Double
        /// What the grid was offered at this value (the container less its chain).
        package var offered: Double
        /// Per item: how many tracks, and how wide each.
        package var items: [(count: Int, size: Double)]
        package var codes: [String]
        /// What changed here compared with the row before (empty for the first row).
        package var change: String

        /// Every track's size, item by item.
        package var tracks: [Double] {
            items.flatMap { Array(repeating: $0.size, count: $0.count) }
        }
    }
    package var sweep: Sweep
    package var label: String
    /// The grid's container chain (a width sweep moves the container through it).
    package var chain: ContainerChain
    package var rows: [Row]
    /// The plotted layouts' track sizes, with the value (only with `--plot`, and only the
    /// rows the plot draws).
    package var samples: [(value: Double, tracks: [Double])]
    /// Why the sweep ended before its last step; nil when it ran every step.
    package var stop: SweepStop?
    /// Steps whose value the model refuses (skipped), and the first of them.
    package var refused = 0
    package var firstRefused: Double? = nil
    /// Whose tracks were swept: a LazyHGrid's are rows, sized by height (a Grid's are columns).
    package var axis = GridAxis.vertical

    /// Ctrl-C stopped the sweep.
    package var interrupted: Bool {
        if case .interrupted = stop { return true }
        return false
    }
    /// The sweep stopped before its last step for a limit (not Ctrl-C): the rows are not all
    /// the breakpoints of the range.
    package var truncated: Bool { stop != nil && !interrupted }
}
