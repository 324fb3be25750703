import LayoutKernel

/// `chain drop N`: step N goes, whatever it is.
struct DropChainStep: ChainStepsEdit {
    let number: Int

    func change(_ steps: inout [ContainerChain.Step]) throws(EditError) {
        try ChainSteps.check(number, in: steps)
        steps.remove(at: number - 1)
    }
}
