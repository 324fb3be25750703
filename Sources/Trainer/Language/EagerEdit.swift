import LayoutKernel

/// An edit of the eager Grid model. Row and cell numbers are 1-based, as typed.
enum EagerEdit: Equatable {
    case rowAdd([EagerCell])
    case rowInsert(Int, [EagerCell])
    case rowRemove(Int)
    case rowAlignment(Int, ItemAlignment?)
    case cell(row: Int, cell: Int, EagerCellEdit)
    case fullRow(EagerCell)
    case alignment(ItemAlignment)
    case horizontalSpacing(Double?)
    case verticalSpacing(Double?)
}
