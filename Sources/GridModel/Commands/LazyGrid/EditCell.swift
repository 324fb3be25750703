import LayoutKernel

/// `cell N size WxH|width W|height H|fill`: one cell's content; a size given here is the
/// person's, no longer the trainer's guess.
struct EditCell: LazyGridEdit {
    let number: Int
    let edit: CellEdit

    func change(_ grid: inout LazyGrid) throws(EditError) {
        guard number <= grid.cellCount else {
            throw .model(.noCell(number, count: grid.cellCount))
        }
        var content = grid.cellContents[number - 1] ?? .fill
        switch edit {
        case .size(let width, let height): content = CellContent(width: width, height: height)
        case .width(let width): content.width = width
        case .height(let height): content.height = height
        case .fill: content = .fill
        }
        grid.cellContents[number - 1] = content.fillsSlot ? nil : content
        grid.guessedCells.remove(number - 1)
    }
}
