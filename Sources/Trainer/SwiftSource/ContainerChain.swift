import LayoutKernel

/// The modifiers and containers between the trainer's container (a screen, a window, a number)
/// and the grid, outside in. Kept apart from the grid's model so `width 390` re-applies the
/// same chain: `container 390 → .padding() → 358 offered`.
struct ContainerChain: Equatable, Sendable {
    /// Outside in: the first step is applied to the container's size first.
    var steps: [ContainerStep]

    /// A chain of `steps`, outside in.
    init(_ steps: [ContainerStep] = []) { self.steps = steps }

    /// What reaches the grid along `axis` when the container is `container` points.
    func offered(container: Double, axis: GridAxis) -> Double {
        steps.reduce(container) { $1.offered($0, axis: axis) }
    }

    /// The steps that can change `axis`, as Swift: `.frame(width: 300) .padding()`.
    func display(axis: GridAxis) -> String {
        steps.filter { $0.affects(axis) }.map(\.display).joined(separator: " ")
    }

    /// The header line: `container 390 → .padding() → 358 offered`.
    func describe(container: Double, axis: GridAxis) -> String {
        let shown = steps.filter { $0.affects(axis) }
        let middle = shown.map { " → " + $0.display }.joined()
        let offered = offered(container: container, axis: axis)
        return "container \(NumberText.format(container))\(middle) → \(NumberText.format(offered)) offered"
    }
}
