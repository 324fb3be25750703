import LayoutKernel

/// `add KIND …`: an item after the last.
struct AddItem: LazyGridEdit {
    let item: GridItem

    func change(_ grid: inout LazyGrid) throws(EditError) { grid.items.append(item) }
}
