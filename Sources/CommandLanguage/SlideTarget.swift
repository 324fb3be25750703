/// What `slide …` moves.
package enum SlideTarget: Equatable, Sendable {
    /// The screen's size along the lazy grid's axis or an item's parameter, as `sweep` sweeps
    /// them.
    case lazy(Sweep.Parameter)
    /// `slide spacing`: the lazy grid's spacing between lines.
    case lineSpacing
    case cells
    /// `slide grid width`: the screen's width, with the eager Grid shown.
    case eagerWidth
}
