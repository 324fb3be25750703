import LayoutKernel

/// `columns [...]` / `rows [...]`: every item replaced, the axis chosen, the lazy grid shown.
struct ReplaceItems: WholeModelChange {
    let items: [GridItem]
    let axis: GridAxis

    func change(_ model: inout Model) {
        model.showsEager = false
        model.lazy.items = items
        model.lazy.axis = axis
    }
}
