import LayoutKernel

/// The words that change with a lazy grid's axis, so that a LazyHGrid's story is told with
/// rows, heights and top/bottom edges wherever a LazyVGrid's is told with columns.
extension GridAxis {
    /// The SwiftUI view this axis stands for.
    package var viewName: String { self == .vertical ? "LazyVGrid" : "LazyHGrid" }
    /// What a track is called on this axis.
    package var trackName: String { self == .vertical ? "column" : "row" }
    /// What the main size is called on this axis.
    package var mainSizeName: String { self == .vertical ? "width" : "height" }
    /// How long a length along the main axis is said to be: "224 wide", "224 tall".
    package var mainSizeAdjective: String { self == .vertical ? "wide" : "tall" }
    /// The edge the tracks start from (SwiftUI's names: leading for columns, top for rows).
    package var leadingEdgeName: String { self == .vertical ? "leading" : "top" }
    /// The edge the tracks run towards.
    package var trailingEdgeName: String { self == .vertical ? "trailing" : "bottom" }
}
