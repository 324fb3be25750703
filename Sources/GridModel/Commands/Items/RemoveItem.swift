import LayoutKernel

/// `remove N`: item N goes.
struct RemoveItem: LazyGridEdit {
    let number: Int

    func change(_ grid: inout LazyGrid) throws(EditError) {
        try LazyEditor.check(number, count: grid.items.count)
        grid.items.remove(at: number - 1)
    }
}
