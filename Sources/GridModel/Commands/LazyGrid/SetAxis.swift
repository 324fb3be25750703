import LayoutKernel

/// `axis vertical|horizontal`: a LazyVGrid or a LazyHGrid, the same items.
struct SetAxis: LazyGridEdit {
    let axis: GridAxis

    func change(_ grid: inout LazyGrid) throws(EditError) { grid.axis = axis }
}
