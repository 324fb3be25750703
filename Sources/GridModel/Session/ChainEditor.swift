import LayoutKernel

/// Applies a `ChainEdit` to the chain of the grid shown, checking step numbers, then that the
/// grid is still offered something on the screen. Returns the step that takes the edit back,
/// or nil when the model is the same; on an error the model is unchanged.
enum ChainEditor {
    package static func apply(_ edit: ChainEdit, to model: inout ValidModel) throws(EditError)
        -> UndoStep?
    {
        var next = model.model
        switch next.family {
        case .lazyVertical, .lazyHorizontal: next.lazy.chain = try apply(edit, to: next.lazy.chain)
        case .eager: next.eager.chain = try apply(edit, to: next.eager.chain)
        }
        try checkOffered(next)
        return try model.commit(next)
    }

    private static func apply(_ edit: ChainEdit, to chain: ContainerChain) throws(EditError)
        -> ContainerChain
    {
        var steps = chain.steps
        switch edit {
        case .padding(let number, let step):
            try replace(in: &steps, at: number, with: step, kind: .padding, matching: isPadding)
        case .frame(let number, let step):
            try replace(in: &steps, at: number, with: step, kind: .frame, matching: isFrame)
        case .drop(let number):
            try check(number, in: steps)
            steps.remove(at: number - 1)
        case .clear:
            guard !steps.isEmpty else { throw .model(.nothingTo(.clearChain)) }
            steps = []
        }
        guard steps.count <= Limits.chainSteps else {
            throw .limit(.chainEdit(steps.count, maximum: Limits.chainSteps))
        }
        return ContainerChain(steps)
    }

    static func isPadding(_ step: ContainerChain.Step) -> Bool {
        switch step {
        case .padding: true
        case .frame, .flexibleFrame: false
        }
    }

    static func isFrame(_ step: ContainerChain.Step) -> Bool { !isPadding(step) }

    /// Step `number` (which must be of the kind), else the innermost of the kind, becomes
    /// `step`; with none of the kind, `step` is added innermost. Nil drops it.
    private static func replace(
        in steps: inout [ContainerChain.Step], at number: Int?, with step: ContainerChain.Step?,
        kind: ModelError.ChainStepKind,
        matching: (ContainerChain.Step) -> Bool
    ) throws(EditError) {
        let index: Int?
        if let number {
            try check(number, in: steps)
            guard matching(steps[number - 1]) else {
                throw .expected(
                    "step \(number) to be a \(kind.rawValue)", found: steps[number - 1].swift)
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

    private static func check(_ number: Int, in steps: [ContainerChain.Step]) throws(EditError) {
        guard number >= 1 && number <= steps.count else {
            throw .expected(
                steps.isEmpty
                    ? "a chain step, but the chain is empty"
                    : "a step from 1 to \(steps.count) (1 is next to the screen)",
                found: String(number))
        }
    }
}

extension ChainEditor {
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
