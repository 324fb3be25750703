import LayoutKernel

/// The screen and the chain in words, for headers: `screen 390 → .padding() → 358 offered`.
/// "screen" always names the screen, "offered" what reaches the grid.
package enum ChainText {
    /// `screen` (the screen's words, `Screen.words(along:)`), the steps, then what is offered.
    /// Steps that cannot change the size along `axis` (a frame's height for a LazyVGrid) are
    /// left out: they are in the model and in `code`, but say nothing about the offer.
    package static func header(
        screenWords: String, chain: ContainerChain, offered: Double, axis: GridAxis
    ) -> String {
        let steps = chain.steps.filter { $0.affects(axis) }.map(\.swift)
        return ([screenWords] + steps + ["\(NumberText.format(offered)) offered"])
            .joined(separator: " → ")
    }

    /// The steps up to and including `last`, each with what it offers: `.padding(200) → 0`.
    package static func path(
        _ chain: ContainerChain, upTo last: ContainerChain.Step, screen: Double, axis: GridAxis
    ) -> String {
        var size = screen
        var parts: [String] = []
        for step in chain.steps {
            size = step.offered(size, along: axis)
            parts.append("\(step.swift) → \(NumberText.format(size))")
            if step == last { break }
        }
        return parts.joined(separator: " → ")
    }

    /// The chain as modifiers on the grid, innermost first (as they are written in Swift).
    package static func modifiers(_ chain: ContainerChain) -> [String] {
        chain.steps.reversed().map(\.swift)
    }

    /// Each fixed frame along `axis` wider than the screen, said with the numbers: SwiftUI
    /// keeps the frame's size, so the grid is laid out wider than the screen shows.
    package static func framesWiderThanScreen(
        _ chain: ContainerChain, screen: Double, axis: GridAxis
    )
        -> [String]
    {
        let f = NumberText.format
        let side = axis == .vertical ? "wider" : "taller"
        return chain.steps.compactMap { step in
            guard case .frame(let width, let height) = step,
                let size = axis == .vertical ? width : height,
                Tolerance.greater(size, screen)
            else { return nil }
            return
                "\(step.swift) is \(f(size - screen)) \(side) than the screen (\(f(size)) > "
                + "\(f(screen))): "
                + "the grid is laid out in \(f(size)) and the screen shows \(f(screen)) of it"
        }
    }
}

extension ChainText {
    /// How far from the screen's leading (top) edge the offered space starts: each padding's
    /// leading (top) side, and half of what a frame takes from or adds to what it is offered
    /// (a frame centres its content). Only for drawing; no number of the model depends on it.
    package static func offeredStart(_ chain: ContainerChain, screen: Double, axis: GridAxis)
        -> Double
    {
        var size = screen
        var start = 0.0
        for step in chain.steps {
            let next = step.offered(size, along: axis)
            switch step {
            case .padding(let leading, _, let top, _, _): start += axis == .vertical ? leading : top
            case .frame, .flexibleFrame: start += (size - next) / 2
            }
            size = next
        }
        return start
    }
}
