extension LazyGridLayout {
    /// The first cell whose place rests on assumption A8: it does not fill its track along the
    /// main axis, its item has no alignment of its own, and the grid's alignment is not center
    /// (centring it is what either reading gives). Nil when no cell's place depends on A8.
    public var cellPlacedByGridAlignment: CellFrame? {
        guard let index = indexOfCellPlacedByGridAlignment else { return nil }
        return cells(limit: index + 1).last
    }

    /// The index of `cellPlacedByGridAlignment`, found without laying out any cell.
    /// Implementation note: only the cells given a size of their own can be such a cell; they
    /// are read from the sparse `cellContents`, and each one's track is found by walking the
    /// items' track counts, so the cost does not grow with the number of cells.
    var indexOfCellPlacedByGridAlignment: Int? {
        guard grid.alignment != .center, !grid.cellContents.isEmpty, trackCount > 0 else {
            return nil
        }
        let vertical = grid.axis == .vertical
        let perLine = trackCount
        for index in grid.cellContents.keys.sorted() where index < grid.cellCount {
            guard let content = grid.cellContents[index],
                let main = vertical ? content.width : content.height
            else { continue }
            var track = index % perLine
            for item in items {
                if track >= item.trackCount {
                    track -= item.trackCount
                    continue
                }
                if item.item.alignment == nil && !Tolerance.equal(main, item.trackSize) {
                    return index
                }
                break
            }
        }
        return nil
    }
}
