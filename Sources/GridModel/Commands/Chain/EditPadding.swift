import LayoutKernel

/// `padding [N] …|drop`: step N (a padding), or the padding nearest the grid, becomes `step`
/// (nil drops it); with no padding in the chain, one is added next to the grid.
struct EditPadding: ChainStepsEdit {
    let number: Int?
    let step: ContainerChain.Step?

    func change(_ steps: inout [ContainerChain.Step]) throws(EditError) {
        try ChainSteps.replace(in: &steps, at: number, with: step, kind: .padding)
    }
}
