import LayoutKernel

/// A check in a lesson or script (`expect ...`).
enum Expectation: Equatable {
    case widths([Double])
    case pass1([Double])
    case tracks(Int)
    case itemTracks(Int, Int)
    case itemWidth(Int, Double)
    case grid(Double)
    case origin(Double)
    case flag(Diagnostic.Code)
    case noFlag(Diagnostic.Code)
    case noFlags
    /// A1…A6 for lazy grids, G1…G5 for the eager Grid.
    case assumption(String)
    case columns([Double])
    case rows([Double])
    case size(width: Double, height: Double)
    case columnCount(Int)
    case cellFrame(row: Int, column: Int, slot: Bool, Rect)
}
