import LayoutKernel

/// `grid hspacing N|default` (between columns, `.horizontal`) and `grid vspacing N|default`
/// (between rows, `.vertical`).
struct SetGridSpacing: EagerGridEdit {
    let axis: GridAxis
    let spacing: Double?

    func change(_ grid: inout EagerGrid) throws(EditError) {
        switch axis {
        case .horizontal: grid.horizontalSpacing = spacing
        case .vertical: grid.verticalSpacing = spacing
        }
    }
}
