import LayoutKernel

/// `reset`: back to an empty LazyVGrid (and an empty Grid). The screen is the session's:
/// reset empties the grids, not the screen.
struct Reset: WholeModelChange {
    func change(_ model: inout Model) {
        let empty = Model()
        model = Model(
            showsEager: false, screen: model.screen, lazy: empty.lazy, eager: empty.eager)
    }
}
