/// One number where the seed's spies and the trainer disagree, and why.
struct SpyDifference: Hashable, Sendable {
    /// What was asked, as the seed's code spells it: `columnCount`, `columnWidth(1)`,
    /// `spacing(0)`, `cellWidth(3)`.
    var query: String
    /// What `GridInfo` answers.
    var spies: Double
    /// The trainer's own number for the same thing.
    var trainer: Double
    /// Why they differ, in a sentence with the numbers.
    var reason: String
}
