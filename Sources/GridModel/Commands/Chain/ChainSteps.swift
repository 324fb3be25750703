import LayoutKernel

/// A change of the steps of the chain around the grid shown: step numbers are checked, then
/// that the chain is within its limit and still offers the grid something on the screen.
protocol ChainStepsEdit: EditHandler {
    func change(_ steps: inout [ContainerChain.Step]) throws(EditError)
}

extension ChainStepsEdit {
    package func apply(to model: inout ValidModel) throws(EditError) -> UndoStep? {
        var next = model.model
        switch next.family {
        case .lazyVertical, .lazyHorizontal: next.lazy.chain = try changed(next.lazy.chain)
        case .eager: next.eager.chain = try changed(next.eager.chain)
        }
        try ChainSteps.checkOffered(next)
        return try model.commit(next)
    }

    private func changed(_ chain: ContainerChain) throws(EditError) -> ContainerChain {
        var steps = chain.steps
        try change(&steps)
        guard steps.count <= Limits.chainSteps else {
            throw .limit(.chainEdit(steps.count, maximum: Limits.chainSteps))
        }
        return ContainerChain(steps)
    }
}

/// The checks and the replacing the chain commands share.
enum ChainSteps {
    static func isPadding(_ step: ContainerChain.Step) -> Bool {
        switch step {
        case .padding: true
        case .frame, .flexibleFrame: false
        }
    }

    static func isFrame(_ step: ContainerChain.Step) -> Bool { !isPadding(step) }

    /// Step `number` (which must be of the kind), else the innermost of the kind, becomes
    /// `step`; with none of the kind, `step` is added innermost. Nil drops it.
    static func replace(
        in steps: inout [ContainerChain.Step], at number: Int?, with step: ContainerChain.Step?,
        kind: ModelError.ChainStepKind
    ) throws(EditError) {
        let matching = kind == .padding ? isPadding : isFrame
        let index: Int?
        if let number {
            try check(number, in: steps)
            guard matching(steps[number - 1]) else {
                throw .model(.chainStepOfOtherKind(number, kind, found: steps[number - 1]))
            }
            index = number - 1
        } else {
            index = steps.lastIndex(where: matching)
        }
        switch (index, step) {
        case (let index?, let step?): steps[index] = step
        case (let index?, nil): steps.remove(at: index)
        case (nil, let step?): steps.append(step)
        case (nil, nil): throw .model(.nothingTo(.dropChainStep(kind)))
        }
    }

    /// Step `number` (1-based) must be one of `steps`.
    static func check(_ number: Int, in steps: [ContainerChain.Step]) throws(EditError) {
        guard number >= 1 && number <= steps.count else {
            throw .model(.noChainStep(number, count: steps.count))
        }
    }

    /// Refuses a chain that leaves the grid shown nothing on the screen (a padding wider than
    /// the screen), with the numbers.
    static func checkOffered(_ model: Model) throws(EditError) {
        let (chain, axis, screen): (ContainerChain, GridAxis, Double)
        switch model.family {
        case .lazyVertical, .lazyHorizontal:
            (chain, axis, screen) = (
                model.lazy.chain, model.lazy.axis, model.screen.size(along: model.lazy.axis)
            )
        case .eager: (chain, axis, screen) = (model.eager.chain, .vertical, model.screen.width)
        }
        var size = screen
        for step in chain.steps {
            let next = step.offered(size, along: axis)
            if next <= 0 && size > 0 {
                throw .model(
                    .chainOffersNothing(
                        step, offered: size, screen: screen, chain: chain, axis: axis))
            }
            size = next
        }
    }
}
