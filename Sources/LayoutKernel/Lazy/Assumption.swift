/// The rules of the spec that no public measurement establishes. A result lists the ones it
/// depended on, so a teacher can tell measured behaviour from the model's best guess.
public enum Assumption: String, CaseIterable, Comparable, Hashable, Sendable {
    case a1 = "A1", a2 = "A2", a3 = "A3", a4 = "A4", a5 = "A5", a6 = "A6", a7 = "A7", a8 = "A8"

    /// Orders by name, A1 first.
    public static func < (lhs: Assumption, rhs: Assumption) -> Bool { lhs.rawValue < rhs.rawValue }
}
