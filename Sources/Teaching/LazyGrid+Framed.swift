import LayoutKernel

extension LazyGrid {
    /// This grid with its container as a frame around it, outermost (`.frame(width: 200)` for
    /// a LazyVGrid of container 200): a preset's or a quiz's grid keeps its numbers on the
    /// session's screen, as the same code would on any device.
    var framed: LazyGrid {
        var grid = self
        let size = container
        grid.chain.steps.insert(
            axis == .vertical ? .frame(width: size, height: nil) : .frame(width: nil, height: size),
            at: 0)
        return grid
    }
}
