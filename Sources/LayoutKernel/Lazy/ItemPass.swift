/// One item's result in one layout pass.
public struct ItemPass: Hashable, Sendable {
    /// What the item was offered (`remaining / k`); nil for fixed items, which are not asked.
    public internal(set) var proposal: Double?
    /// The main-axis size the item takes, all its tracks and inner spacings included.
    public internal(set) var width: Double
    /// What happened to the proposal.
    public internal(set) var clamp: Clamp
}
