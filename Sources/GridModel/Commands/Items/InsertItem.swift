import LayoutKernel

/// `insert N KIND …`: an item at position N (one past the last adds it at the end).
struct InsertItem: LazyGridEdit {
    let number: Int
    let item: GridItem

    func change(_ grid: inout LazyGrid) throws(EditError) {
        guard number <= grid.items.count + 1 else {
            throw .model(.itemOutOfRange(number, count: grid.items.count))
        }
        grid.items.insert(item, at: number - 1)
    }
}
