import LayoutKernel

/// `clear`: every item goes (a grid with none has nothing to clear).
struct ClearItems: LazyGridEdit {
    func change(_ grid: inout LazyGrid) throws(EditError) {
        guard !grid.items.isEmpty else { throw .model(.nothingTo(.clearItems)) }
        grid.items = []
    }
}
