/// One item's result in one layout pass.
public struct ItemPass: Hashable, Sendable {
    /// What the item was offered (`remaining / k`); nil for fixed items, which are not asked.
    public internal(set) var proposal: Double?
    /// What the item accepted: its clamped proposal (a flexible item's width, an adaptive
    /// item's share, never below 0), or a fixed item's size.
    public internal(set) var share: Double
    /// The main-axis size the item takes, all its tracks and inner spacings included: its
    /// share, less what a capped adaptive item gave back (assumption A2).
    public internal(set) var width: Double
    /// What happened to the proposal.
    public internal(set) var clamp: Clamp
    /// How many tracks the item makes (1 unless adaptive).
    public internal(set) var trackCount: Int
    /// Each track's size along the main axis.
    public internal(set) var trackSize: Double

    /// What a capped adaptive item gave back to the items after it: `share − width`; 0 for
    /// every other item.
    public var givenBack: Double { clamp == .capped ? share - width : 0 }

    /// One track of `width` (fixed and flexible items).
    init(proposal: Double?, width: Double, clamp: Clamp) {
        self.proposal = proposal
        self.share = width
        self.width = width
        self.clamp = clamp
        trackCount = 1
        trackSize = width
    }

    /// An adaptive item's result: its share split into tracks (step 4).
    init(
        proposal: Double, share: Double, width: Double, clamp: Clamp, trackCount: Int,
        trackSize: Double
    ) {
        self.proposal = proposal
        self.share = share
        self.width = width
        self.clamp = clamp
        self.trackCount = trackCount
        self.trackSize = trackSize
    }
}
