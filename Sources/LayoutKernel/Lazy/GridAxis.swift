/// Which lazy grid is modelled: the main axis is the one whose tracks the `GridItem`s size.
public enum GridAxis: String, CaseIterable, Hashable, Sendable {
    /// `LazyVGrid`: items size columns; the main size is the width.
    case vertical
    /// `LazyHGrid`: items size rows; the main size is the height (assumption A6).
    case horizontal

    /// The SwiftUI view this axis stands for.
    public var viewName: String { self == .vertical ? "LazyVGrid" : "LazyHGrid" }
    /// What a track is called on this axis.
    public var trackName: String { self == .vertical ? "column" : "row" }
    /// What the main size is called on this axis.
    public var mainSizeName: String { self == .vertical ? "width" : "height" }
    /// How long a length along the main axis is said to be: "224 wide", "224 tall".
    public var mainSizeAdjective: String { self == .vertical ? "wide" : "tall" }
    /// The edge the tracks start from (SwiftUI's names: leading for columns, top for rows).
    public var leadingEdgeName: String { self == .vertical ? "leading" : "top" }
    /// The edge the tracks run towards.
    public var trailingEdgeName: String { self == .vertical ? "trailing" : "bottom" }
}
