import LayoutKernel

/// An edit of one eager Grid cell (`row N cell C …`).
package enum EagerCellEdit: Equatable {
    case content(EagerCell.Content)
    case span(Int)
    /// `.layoutPriority(P)`; SwiftUI's default is 0.
    case priority(Double)
    /// `.gridCellUnsizedAxes(…)`.
    case unsized(EagerUnsizedAxes)
    /// `.gridCellAnchor(…)`; nil takes the anchor off.
    case anchor(UnitPoint?)
    case columnAlignment(GroupAlignment?)
}
