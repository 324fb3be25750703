import LayoutKernel

/// `move N M`: item N is taken out and put back at position M.
struct MoveItem: LazyGridEdit {
    let from: Int
    let to: Int

    func change(_ grid: inout LazyGrid) throws(EditError) {
        try LazyEditor.check(from, count: grid.items.count)
        try LazyEditor.check(to, count: grid.items.count)
        grid.items.insert(grid.items.remove(at: from - 1), at: to - 1)
    }
}
