import LayoutKernel

/// The result of a sweep, collapsed to the values where anything changes. Rows keep each
/// item's track count and size, not whole layouts: memory follows the breakpoints shown,
/// not the steps taken or the tracks of every step.
struct SweepResult {
    struct Row {
        var value: Double
        /// What the grid was offered at this value (the container less its chain).
        var offered: Double
        /// Per item: how many tracks, and how wide each.
        var items: [(count: Int, size: Double)]
        var codes: [String]
        /// What changed here compared with the row before (empty for the first row).
        var change: String

        /// Every track's size, item by item.
        var tracks: [Double] { items.flatMap { Array(repeating: $0.size, count: $0.count) } }
    }
    var sweep: Sweep
    var label: String
    /// The grid's container chain (a width sweep moves the container through it).
    var chain: ContainerChain
    var rows: [Row]
    /// The plotted layouts' track sizes, with the value (only with `--plot`, and only the
    /// rows the plot draws).
    var samples: [(value: Double, tracks: [Double])]
    /// Why the sweep ended before its last step; nil when it ran every step.
    var stop: SweepStop?
    /// Steps whose value the model refuses (skipped), and the first of them.
    var refused = 0
    var firstRefused: Double? = nil
    /// Whose tracks were swept: a LazyHGrid's are rows, sized by height (a Grid's are columns).
    var axis = GridAxis.vertical

    /// Ctrl-C stopped the sweep.
    var interrupted: Bool {
        if case .interrupted = stop { return true }
        return false
    }
    /// The sweep stopped before its last step for a limit (not Ctrl-C): the rows are not all
    /// the breakpoints of the range.
    var truncated: Bool { stop != nil && !interrupted }
}
