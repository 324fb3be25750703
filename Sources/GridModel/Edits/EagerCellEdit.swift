import LayoutKernel

package enum EagerCellEdit: Equatable {
    case content(EagerCell.Content)
    case span(Int)
    case anchor(ItemAlignment?)
    case columnAlignment(GroupAlignment?)
}
