import LayoutKernel

/// An edit of the eager Grid model. Row and cell numbers are 1-based, as typed.
package enum EagerEdit: Equatable {
    case rowAdd([EagerCell])
    case rowInsert(Int, [EagerCell])
    case rowRemove(Int)
    case rowAlignment(Int, ItemAlignment?)
    /// A cell named by its row and the column it starts in (as the diagram labels it `R.C`).
    case cell(row: Int, column: Int, EagerCellEdit)
    case fullRow(EagerCell)
    case alignment(ItemAlignment)
    case horizontalSpacing(Double?)
    case verticalSpacing(Double?)
    /// `grid width N|none`, `grid height N|none`: the screen's side along `axis` (`.vertical`
    /// its width), or nil: the Grid is offered an unspecified length along it.
    case offer(GridAxis, Double?)
}
