/// A length of a cell's view that the Swift reader guessed rather than read (`docs/model.md`,
/// "Reading an eager Grid from Swift source"): no flag may rest on it, and a layout that uses
/// it names it among its assumptions.
public enum EagerGuess: String, CaseIterable, Comparable, Hashable, Sendable {
    /// A form control's height (or a Divider's thickness) at iOS's default style.
    case s1 = "S1"
    /// A `Text` estimated from its characters and font.
    case s2 = "S2"
    /// A view whose length the source does not tell: 30 wide, or as tall as its row.
    case s3 = "S3"

    /// S1, S2, S3.
    public static func < (lhs: EagerGuess, rhs: EagerGuess) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
