import LayoutKernel

/// `lazy`: the lazy grid is shown again, on the axis it had.
struct ShowLazy: WholeModelChange {
    func change(_ model: inout Model) { model.showsEager = false }
}
