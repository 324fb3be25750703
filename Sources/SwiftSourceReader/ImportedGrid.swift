import GridModel
import LayoutKernel
import Words

/// A grid read from SwiftUI source: the kernel's model, the chain between the screen and the
/// grid, and everything the person should know about the import.
package struct ImportedGrid: Equatable {
    /// The kernel model: a lazy grid or an eager `Grid`.
    package enum Model: Equatable {
        case lazy(LazyGrid)
        case eager(EagerGrid)
    }

    /// Which grid of the source this is.
    package var found: FoundGrid
    /// The model with its `chain` (its container is set from the session's screen when loaded).
    package var model: Model
    /// Outside in, from the screen to the grid.
    package var chain: ContainerChain
    /// Whether an eager `Grid` is offered an unspecified height (a vertical `ScrollView` or
    /// `.fixedSize()` around it); its unspecified width is the model's `unspecifiedWidth`.
    package var unspecifiedHeight = false
    /// Assumptions made while reading (a `@State` initial value used, an unknown container
    /// assumed to offer its full size, cells of unknown size), each once.
    package var notes: [String]
    /// Modifiers and parameters accepted but not modelled (`.background`, `pinnedViews`), each
    /// once.
    var notModelled: [String]
    /// The other files that gave it a value or a view (absolute paths, sorted): a save of any
    /// of them changes the grid as a save of its own file does (`watch`).
    package var suppliers: [String] = []

    /// The axis the chain's offered size is along (width for LazyVGrid and Grid).
    package var axis: GridAxis { found.family.offeredAxis }

    /// `screen 390 → .padding() → 358 offered` on `screen`.
    /// A Grid in a ScrollView is offered no width or no height, as the layout's own header
    /// says (before, `open` said `screen 375 → 375 offered` of a horizontal ScrollView's Grid).
    package func header(on screen: Screen) -> String {
        let size = screen.size(along: axis)
        var header = ChainText.header(
            screen: screen, chain: chain, offered: chain.offered(container: size, along: axis),
            axis: axis)
        if case .eager(let grid) = model, grid.unspecifiedWidth {
            header = "width unspecified (ScrollView(.horizontal))"
        }
        if unspecifiedHeight { header += " · height unspecified (ScrollView(.vertical))" }
        return header
    }

    /// The notes and the not-modelled list as lines to print after loading.
    package var messages: [String] {
        ReaderNoteText.messages(notes: notes, notModelled: notModelled)
    }
}
