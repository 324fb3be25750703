/// The rules of the spec that no public measurement establishes. A result lists the ones it
/// depended on, so a teacher can tell measured behaviour from the model's best guess.
public enum Assumption: String, CaseIterable, Comparable, Hashable, Sendable {
    case a1 = "A1", a2 = "A2", a3 = "A3", a4 = "A4", a5 = "A5", a6 = "A6", a7 = "A7", a8 = "A8"

    /// The rule assumed, in one line.
    public var summary: String {
        switch self {
        case .a1:
            "the tracks underfill what is offered, and the grid is assumed to keep the offered size"
        case .a2:
            "an adaptive item's tracks are capped by its maximum; it is assumed to use only what "
                + "its tracks use and give the rest back to the items after it (what none takes is "
                + "slack the grid's alignment places)"
        case .a3: "an adaptive item was proposed a negative share, assumed to become 0"
        case .a4:
            "the tracks are narrower than the grid, and the grid alignment is assumed to place them at 0, ½ or all of the free space"
        case .a5: "the grid's spacing between lines is nil, assumed to be 8"
        case .a6:
            "LazyHGrid is assumed to mirror LazyVGrid on the other axis (no published measurements)"
        case .a7: ".padding() with no length is assumed to take 16 points a side (iOS)"
        case .a8:
            "a cell that does not fill its track belongs to an item with no alignment of its own; "
                + "the grid's alignment is assumed to place it within its track (as it places the "
                + "tracks), and it is centred the other way"
        }
    }

    /// Orders by name, A1 first.
    public static func < (lhs: Assumption, rhs: Assumption) -> Bool { lhs.rawValue < rhs.rawValue }
}
