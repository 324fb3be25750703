import LayoutKernel

/// The container chain in words, for headers: `container 390 → .padding() → 358 offered`.
enum ChainText {
    /// Steps that cannot change the size along `axis` (a frame's height for a LazyVGrid) are
    /// left out: they are in the model and in `code`, but say nothing about the offer.
    static func header(container: Double, chain: ContainerChain, offered: Double, axis: GridAxis = .vertical) -> String {
        let f = NumberText.format
        let steps = chain.steps.filter { $0.affects(axis) }.map(\.swift)
        return (["container \(f(container))"] + steps + ["\(f(offered)) offered"]).joined(separator: " → ")
    }

    /// The chain as modifiers on the grid, innermost first (as they are written in Swift).
    static func modifiers(_ chain: ContainerChain) -> [String] { chain.steps.reversed().map(\.swift) }

    /// `padding …` lines that rebuild the chain's paddings (frames come only from source).
    static func commands(_ chain: ContainerChain) -> [String] {
        chain.steps.compactMap { step in
            guard case .padding(let leading, let trailing, let top, let bottom, let isDefault) = step else { return nil }
            if isDefault { return "padding default" }
            let n = NumberText.exact
            return "padding leading \(n(leading)) trailing \(n(trailing)) top \(n(top)) bottom \(n(bottom))"
        }
    }
}
