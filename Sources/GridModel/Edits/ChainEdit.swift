import LayoutKernel

/// A what-if edit of the chain between the screen and the grid shown: the source's paddings
/// and frames stay where the source put them unless one of these changes them. Steps are
/// numbered from the outside in (1 is next to the screen), as the header lists them.
package enum ChainEdit: Equatable {
    /// `padding [N] …`: step N (a padding), or the padding nearest the grid, becomes `step`
    /// (nil drops it); with no padding in the chain, one is added next to the grid.
    case padding(at: Int?, ContainerChain.Step?)
    /// `frame [N] …`: the same for a frame (`.frame(width:)` or `.frame(maxWidth:)`).
    case frame(at: Int?, ContainerChain.Step?)
    /// `chain drop N`: step N goes, whatever it is.
    case drop(Int)
    /// `chain clear`: no step is left; the grid is offered the whole screen.
    case clear
}
