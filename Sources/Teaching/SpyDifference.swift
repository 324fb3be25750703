/// One number where the seed's spies and the trainer disagree, and why.
package struct SpyDifference: Hashable, Sendable {
    /// What was asked, as the seed's code spells it: `columnCount`, `columnWidth(1)`,
    /// `spacing(0)`, `cellWidth(3)`.
    package var query: String
    /// What `GridInfo` answers.
    package var spies: Double
    /// The trainer's own number for the same thing.
    package var trainer: Double
    /// Why they differ, in a sentence with the numbers.
    package var reason: String
}
