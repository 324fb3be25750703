/// Rules of the eager grid that no public measurement establishes (see
/// `shared/spec/eager-grid.md`); results list the ones they depended on.
public enum EagerAssumption: String, CaseIterable, Comparable, Hashable, Sendable {
    case g1 = "G1", g2 = "G2", g3 = "G3", g4 = "G4", g5 = "G5"
    /// The lazy grids' A7, which holds for the Grid's container chain alike.
    case a7 = "A7"

    /// Orders G1…G5, then A7.
    public static func < (lhs: EagerAssumption, rhs: EagerAssumption) -> Bool {
        let (a, b) = (lhs.rawValue.hasPrefix("A"), rhs.rawValue.hasPrefix("A"))
        return a == b ? lhs.rawValue < rhs.rawValue : b
    }
}
