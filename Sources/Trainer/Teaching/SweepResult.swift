import LayoutKernel

/// The result of a sweep, collapsed to the values where anything changes.
struct SweepResult {
    struct Row {
        var value: Double
        var layout: LazyGridLayout
        var codes: [String]
        /// What changed here compared with the row before (empty for the first row).
        var change: String
    }
    var sweep: Sweep
    var label: String
    var rows: [Row]
    /// Every sampled layout's track sizes (for the plot), with the value.
    var samples: [(value: Double, tracks: [Double])]
    var interrupted: Bool
}
