import LayoutKernel

/// A grid read from SwiftUI source: the kernel's model, the container chain between the
/// trainer's container and the grid, and everything the person should know about the import.
struct ImportedGrid: Equatable {
    /// The kernel model: a lazy grid or an eager `Grid`.
    enum Model: Equatable {
        case lazy(LazyGrid)
        case eager(EagerGrid)
    }

    /// Which grid of the source this is.
    var found: FoundGrid
    /// The model, holding `container` and `chain` (so its `proposed` is what the chain offers).
    var model: Model
    /// Outside in, from the container to the grid.
    var chain: ContainerChain
    /// The container size `model.proposed` was computed from.
    var container: Double
    /// Assumptions made while reading (a `@State` initial value used, an unknown container
    /// assumed to offer its full size, cells of unknown size), each once.
    var notes: [String]
    /// Modifiers and parameters accepted but not modelled (`.background`, `pinnedViews`), each once.
    var notModelled: [String]
    /// Whether the container is the source's outermost fixed frame (the same on every device).
    var containerFromFrame = false

    /// The axis the chain's offered size is along (width for LazyVGrid and Grid).
    var axis: GridAxis { found.kind.offeredAxis }

    /// The model for another container size, re-applying the chain (`width 390` after `open`).
    func model(container: Double) -> Model {
        switch model {
        case .lazy(var grid):
            grid.container = container
            return .lazy(grid)
        case .eager(var grid):
            grid.container = container
            return .eager(grid)
        }
    }

    /// `container 390 → .padding() → 358 offered`.
    var header: String {
        ChainText.header(container: container, chain: chain, offered: chain.offered(container: container, along: axis), axis: axis)
    }

    /// The notes and the not-modelled list as lines to print after loading.
    var messages: [String] {
        notes.map { "note: " + $0 } + (notModelled.isEmpty ? [] : ["not modelled: " + notModelled.joined(separator: ", ")])
    }
}
