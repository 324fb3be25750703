import LayoutKernel

/// `frame [N] …|none`: step N (a frame), or the frame nearest the grid, becomes `step` (nil
/// drops it); with no frame in the chain, one is added next to the grid.
struct EditFrame: ChainStepsEdit {
    let number: Int?
    let step: ContainerChain.Step?

    func change(_ steps: inout [ContainerChain.Step]) throws(EditError) {
        try ChainSteps.replace(in: &steps, at: number, with: step, kind: .frame)
    }
}
