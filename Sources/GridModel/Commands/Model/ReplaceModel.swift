import LayoutKernel

/// A whole model at once: `load`, a quiz's grid, a file opened (`open`, `paste`, `watch`).
struct ReplaceModel: WholeModelChange {
    let model: Model

    func change(_ model: inout Model) { model = self.model }
}
