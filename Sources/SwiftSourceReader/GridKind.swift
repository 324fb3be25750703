import LayoutKernel

/// Which SwiftUI grid a call builds: the lazy ones share the kernel's `LazyGrid`, the eager
/// `Grid` has its own model.
package enum GridKind: String, CaseIterable, Equatable, Sendable {
    case lazyVGrid = "LazyVGrid"
    case lazyHGrid = "LazyHGrid"
    case grid = "Grid"

    /// The axis whose size the container chain decides: a LazyHGrid's items size rows, so its
    /// height matters; a LazyVGrid and an eager Grid are sized across their width (`.vertical`).
    var offeredAxis: GridAxis { self == .lazyHGrid ? .horizontal : .vertical }
}
