import LayoutKernel

extension EagerGrid {
    /// This Grid with its container as a `.frame(width:)` around it, outermost: a quiz's Grid
    /// keeps its numbers on the session's screen.
    var framed: EagerGrid {
        var grid = self
        grid.chain.steps.insert(.frame(width: container, height: nil), at: 0)
        return grid
    }
}
