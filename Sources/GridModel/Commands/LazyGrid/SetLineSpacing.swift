import LayoutKernel

/// `spacing N|default`: the spacing between the grid's lines (nil: SwiftUI's default).
struct SetLineSpacing: LazyGridEdit {
    let spacing: Double?

    func change(_ grid: inout LazyGrid) throws(EditError) { grid.lineSpacing = spacing }
}
