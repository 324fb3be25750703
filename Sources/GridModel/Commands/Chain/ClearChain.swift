import LayoutKernel

/// `chain clear`: no step is left; the grid is offered the whole screen.
struct ClearChain: ChainStepsEdit {
    func change(_ steps: inout [ContainerChain.Step]) throws(EditError) {
        guard !steps.isEmpty else { throw .model(.nothingTo(.clearChain)) }
        steps = []
    }
}
