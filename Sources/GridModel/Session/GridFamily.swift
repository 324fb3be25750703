import LayoutKernel

/// Which SwiftUI grid: a LazyVGrid or a LazyHGrid (both laid out by the kernel's `LazyGrid`,
/// on their axis) or the eager `Grid`, which has a model of its own. The one name for the
/// idea wherever it is asked: the grid a Swift call builds, the grid a session shows, the
/// grids a command applies to (`GridFamilies`).
package enum GridFamily: CaseIterable, Hashable, Sendable {
    case lazyVertical, lazyHorizontal, eager

    /// The lazy grid laid out along `axis`.
    package init(lazyAxis axis: GridAxis) {
        switch axis {
        case .vertical: self = .lazyVertical
        case .horizontal: self = .lazyHorizontal
        }
    }

    /// The family a SwiftUI view of this name builds (`LazyVGrid`, `LazyHGrid`, `Grid`).
    package init?(viewName: String) {
        guard let family = Self.allCases.first(where: { $0.viewName == viewName }) else {
            return nil
        }
        self = family
    }

    /// The SwiftUI view's name.
    package var viewName: String {
        switch self {
        case .lazyVertical: "LazyVGrid"
        case .lazyHorizontal: "LazyHGrid"
        case .eager: "Grid"
        }
    }

    /// A LazyVGrid or a LazyHGrid.
    package var isLazy: Bool { self != .eager }

    /// The axis whose size the container chain decides: a LazyHGrid's items size rows, so its
    /// height matters; a LazyVGrid and an eager Grid are sized across their width (`.vertical`).
    package var offeredAxis: GridAxis { self == .lazyHorizontal ? .horizontal : .vertical }

    /// The shell's prompt while this family is shown: `lazy> ` (LazyVGrid/LazyHGrid) or
    /// `grid> ` (the eager Grid), so a command of the other family is no surprise. Handouts
    /// show the same prompt.
    package var prompt: String { isLazy ? "lazy> " : "grid> " }
}

/// The grid families a command applies to: `.lazy`, `.eager` or `.all`.
///
/// Implementation note: one bit per family, not a `Set<GridFamily>`: every command line asks
/// whether its command applies to the family shown, and the set hashed the family each time:
/// 5,493 instructions a line of `scripts/bench`'s script against 5,245 with the bits
/// (callgrind).
package struct GridFamilies: Equatable, Sendable {
    private let bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    private static func bit(_ family: GridFamily) -> UInt8 {
        switch family {
        case .lazyVertical: 1
        case .lazyHorizontal: 2
        case .eager: 4
        }
    }

    /// The lazy grids, either axis.
    package static let lazy = GridFamilies(bits: bit(.lazyVertical) | bit(.lazyHorizontal))
    /// The eager Grid.
    package static let eager = GridFamilies(bits: bit(.eager))
    /// Every family.
    package static let all = GridFamilies(bits: lazy.bits | eager.bits)

    package func contains(_ family: GridFamily) -> Bool { bits & Self.bit(family) != 0 }
}
