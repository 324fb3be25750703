/// Which lazy grid is modelled: the main axis is the one whose tracks the `GridItem`s size.
public enum GridAxis: String, CaseIterable, Hashable, Sendable {
    /// `LazyVGrid`: items size columns; the main size is the width.
    case vertical
    /// `LazyHGrid`: items size rows; the main size is the height (assumption A6).
    case horizontal
}
