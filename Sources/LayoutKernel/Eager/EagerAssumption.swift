/// Rules of the eager grid that no public measurement establishes (see
/// `shared/spec/eager-grid.md`); results list the ones they depended on.
public enum EagerAssumption: String, CaseIterable, Comparable, Hashable, Sendable {
    case g1 = "G1", g2 = "G2", g3 = "G3", g4 = "G4", g5 = "G5"
    /// The lazy grids' A7, which holds for the Grid's container chain alike.
    case a7 = "A7"

    /// The rule assumed, in one line.
    public var summary: String {
        switch self {
        case .g1: "a spanning cell wider than its columns is assumed to widen them evenly"
        case .g2: "a nil Grid spacing is assumed to be 8"
        case .g3:
            "cells that fill are assumed to share what is left like an HStack: a column with a wider sized cell keeps it, the rest share again (spans included)"
        case .g4:
            "a full-width row that fills makes the grid take the offered width; the columns are assumed to sit in it by the grid's alignment"
        case .g5:
            "a row of cells with no height of their own is given the trainer's natural height of 30 (SwiftUI would use what is offered)"
        case .a7: Assumption.a7.summary
        }
    }

    /// Orders G1…G5, then A7.
    public static func < (lhs: EagerAssumption, rhs: EagerAssumption) -> Bool {
        let (a, b) = (lhs.rawValue.hasPrefix("A"), rhs.rawValue.hasPrefix("A"))
        return a == b ? lhs.rawValue < rhs.rawValue : b
    }
}
