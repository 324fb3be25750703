import LayoutKernel

/// A change to the lazy grid alone (its items, cells and settings; the screen and the eager
/// Grid stay). Item and cell numbers are 1-based, as typed.
package enum LazyEdit: Equatable {
    case add(GridItem)
    case insert(Int, GridItem)
    case remove(Int)
    case move(Int, to: Int)
    case clear
    /// `set N …`: one item.
    case set(Int, ItemEdit)
    case axis(GridAxis)
    /// `alignment WORD`: checked against the grid's axis when applied.
    case alignment(GridAlignmentWord)
    case lineSpacing(Double?)
    case cells(Int)
    case cell(Int, CellEdit)
}
