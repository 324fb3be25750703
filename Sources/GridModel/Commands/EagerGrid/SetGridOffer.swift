import LayoutKernel

/// `grid width N|none`, `grid height N|none`: the screen's side along `axis` (`.vertical` its
/// width), or nil: the Grid is offered an unspecified length along it. The offer is the
/// screen's, so any mode may set it.
struct SetGridOffer: EditHandler {
    let axis: GridAxis
    let length: Double?

    func apply(to model: inout ValidModel) throws(EditError) -> UndoStep? {
        var next = model.model
        switch axis {
        case .vertical: next.eager.unspecifiedWidth = length == nil
        case .horizontal: next.eagerHeightUnspecified = length == nil
        }
        if let length { next.screen = next.screen.with(length, along: axis) }
        return try model.commit(next)
    }
}
