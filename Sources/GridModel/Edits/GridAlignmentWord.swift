import LayoutKernel

/// The word typed after `alignment`, kept as typed until the session knows the grid's axis:
/// a LazyVGrid places its columns `leading`, `center` or `trailing`, a LazyHGrid its rows
/// `top`, `center` or `bottom`. `SetAlignment` refuses the other axis's words instead of quietly
/// mapping `top` to `.leading` (issue 9.6).
package enum GridAlignmentWord: String, CaseIterable, Equatable, Sendable {
    case leading, center, trailing, top, bottom

    /// The words that belong to `axis`, in the order help shows them.
    package static func names(on axis: GridAxis) -> [String] {
        GroupAlignment.allCases.map { $0.name(on: axis) }
    }

    /// "leading, center or trailing" (a LazyVGrid), "top, center or bottom" (a LazyHGrid).
    static func spelled(on axis: GridAxis) -> String {
        let names = names(on: axis)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The alignment this word means on `axis`, or nil when it is the other axis's word.
    package func alignment(on axis: GridAxis) -> GroupAlignment? {
        GroupAlignment.allCases.first { $0.name(on: axis) == rawValue }
    }
}
