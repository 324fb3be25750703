import LayoutKernel

/// `grid`: the eager Grid is shown.
struct ShowEager: WholeModelChange {
    func change(_ model: inout Model) { model.showsEager = true }
}
