/// Rules of the eager grid that the measurements do not settle (see `docs/model.md`); results
/// list the ones they depended on.
public enum EagerAssumption: String, CaseIterable, Comparable, Hashable, Sendable {
    /// A cell covering several columns, sized at a specified width in a grid with layout
    /// priorities (Spacers included): the model's sharing agrees with 31 of the 36 measured
    /// grids of this kind, and SwiftUI's differs in the others.
    case g6 = "G6"
    /// The lazy grids' A7, which holds for the Grid's container chain alike.
    case a7 = "A7"

    /// Orders G6 first, then A7.
    public static func < (lhs: EagerAssumption, rhs: EagerAssumption) -> Bool {
        let (a, b) = (lhs.rawValue.hasPrefix("A"), rhs.rawValue.hasPrefix("A"))
        return a == b ? lhs.rawValue < rhs.rawValue : b
    }
}
