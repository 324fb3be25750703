/// Rules of the eager grid that the measurements do not settle (see `docs/model.md`); results
/// list the ones they depended on.
public enum EagerAssumption: String, CaseIterable, Comparable, Hashable, Sendable {
    /// A cell covering several columns, sized at a specified width in a grid with layout
    /// priorities (Spacers included): rules 5–8 agree with all 36 measured grids of this kind,
    /// but they were read off SwiftUI's code and these grids, and their give-back (rule 7)
    /// counts one column's leftover more than once.
    case g6 = "G6"
    /// The lazy grids' A7, which holds for the Grid's container chain alike.
    case a7 = "A7"
    /// A cell's length is a form control's guessed height (or a Divider's thickness).
    case s1 = "S1"
    /// A cell's length is a Text estimated from its characters and font.
    case s2 = "S2"
    /// A cell's length is guessed because the source does not tell it.
    case s3 = "S3"

    /// The assumption a guessed cell length is.
    public init(_ guess: EagerGuess) {
        switch guess {
        case .s1: self = .s1
        case .s2: self = .s2
        case .s3: self = .s3
        }
    }

    /// Whether it is one of the Swift reader's guesses (S1–S3) rather than a rule.
    public var isGuess: Bool {
        switch self {
        case .g6, .a7: false
        case .s1, .s2, .s3: true
        }
    }

    /// Orders G6 first, then A7, then S1–S3.
    public static func < (lhs: EagerAssumption, rhs: EagerAssumption) -> Bool {
        let order: [EagerAssumption] = [.g6, .a7, .s1, .s2, .s3]
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
