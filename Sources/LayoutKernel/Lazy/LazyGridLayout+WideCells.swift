extension LazyGridLayout {
    /// `wide-cell`: a cell with a size of its own larger than its slot along the tracks' axis.
    /// SwiftUI does not clip it: the cell is placed by its alignment and spills over its
    /// neighbours (or past the grid's edge). One flag per cell, in cell order.
    /// Implementation note: only the cells given a size are looked at, and the frames are
    /// computed no further than the last of them.
    func wideCells() -> [Diagnostic] {
        guard let last = grid.cellContents.keys.filter({ $0 < grid.cellCount }).max() else {
            return []
        }
        let vertical = grid.axis == .vertical
        var flags: [Diagnostic] = []
        for cell in cells(limit: last + 1) where grid.cellContents[cell.index] != nil {
            let (slotStart, slotSize) =
                vertical ? (cell.slot.x, cell.slot.width) : (cell.slot.y, cell.slot.height)
            let (start, length) =
                vertical
                ? (cell.content.x, cell.content.width) : (cell.content.y, cell.content.height)
            guard Tolerance.greater(length, slotSize) else { continue }
            let detail = Diagnostic.Detail.wideCell(
                cell: cell.index, item: cell.item, length: length, slot: slotSize,
                spillBefore: max(0, slotStart - start),
                spillAfter: max(0, start + length - (slotStart + slotSize)), axis: grid.axis)
            flags.append(Diagnostic(items: [cell.item], detail: detail))
        }
        return flags
    }
}
