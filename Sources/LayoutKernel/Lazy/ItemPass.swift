/// One item's result in one layout pass.
public struct ItemPass: Hashable, Sendable {
    /// What the item was offered (`remaining / k`); nil for fixed items, which are not asked.
    public var proposal: Double?
    /// The main-axis size the item takes, all its tracks and inner spacings included.
    public var width: Double
    /// What happened to the proposal.
    public var clamp: Clamp
}
