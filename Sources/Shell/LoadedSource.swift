import GridModel
import LayoutKernel
import SwiftSourceReader

/// The grid last loaded from a Swift file (`open`, `watch`), as the file gave it: when the
/// session still holds that grid with only its chain changed (`padding 20`, `frame width 300`),
/// the chain was edited here, and a reload of the same file (`watch`) keeps the edit — a reload
/// replaces the grid, not the what-ifs around it, as it keeps the screen.
struct LoadedSource {
    /// The file, as given to the command.
    var path: String
    /// The grid as loaded, its chain the file's.
    var grid: ImportedGrid.Model

    /// The grid of the family `loaded` shows (the model just after the load), with `chain`
    /// (the file's) between the screen and it.
    init(path: String, loaded: Model, chain: ContainerChain) {
        self.path = path
        switch loaded.family {
        case .lazyVertical, .lazyHorizontal:
            var grid = loaded.lazy
            grid.chain = chain
            self.grid = .lazy(grid)
        case .eager:
            var grid = loaded.eager
            grid.chain = chain
            self.grid = .eager(grid)
        }
    }

    /// The chain edited in the session since the load, nil when there is none to keep: the
    /// session shows another family, or its grid is not the one loaded (undone, replaced,
    /// its items edited: then the reload replaces it whole, chain and all).
    func editedChain(in model: Model) -> ContainerChain? {
        switch (grid, model.family) {
        case (.lazy(let loaded), .lazyVertical), (.lazy(let loaded), .lazyHorizontal):
            var current = model.lazy
            let edited = current.chain
            (current.chain, current.container) = (loaded.chain, loaded.container)
            return current == loaded && edited != loaded.chain ? edited : nil
        case (.eager(let loaded), .eager):
            var current = model.eager
            let edited = current.chain
            (current.chain, current.container) = (loaded.chain, loaded.container)
            return current == loaded && edited != loaded.chain ? edited : nil
        case (.lazy, .eager), (.eager, .lazyVertical), (.eager, .lazyHorizontal):
            return nil
        }
    }
}

extension ImportedGrid {
    /// The same grid with `chain` between the screen and it instead of the file's.
    func with(chain: ContainerChain) -> ImportedGrid {
        var copy = self
        copy.chain = chain
        switch model {
        case .lazy(var grid):
            grid.chain = chain
            copy.model = .lazy(grid)
        case .eager(var grid):
            grid.chain = chain
            copy.model = .eager(grid)
        }
        return copy
    }
}
