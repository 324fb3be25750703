extension LazyGridLayout {
    /// `hidden-alignment` for a lazy grid: an item alignment, or the grid's own alignment, that
    /// changes nothing on screen. Items without cells are not flagged: there is nothing on
    /// screen to align.
    func hiddenAlignments() -> [Diagnostic] {
        let aligned = items.compactMap { item in
            item.item.alignment.flatMap { $0 == .center ? nil : (item, $0) }
        }
        let gridMayHide =
            grid.alignment != .center && !Tolerance.less(used, gridSize) && grid.cellCount > 0
        guard !aligned.isEmpty || gridMayHide else { return [] }
        let cells = self.cells()
        var flags: [Diagnostic] = []
        for (item, alignment) in aligned {
            let mine = cells.filter { $0.item == item.index }
            // A guessed cell's size proves nothing: no flag rests on it.
            guard let cell = mine.first, mine.allSatisfy(\.fillsSlot),
                !mine.contains(where: { grid.guessedCells.contains($0.index) })
            else { continue }
            // A size smaller than the slot on both axes shows every alignment; whole points.
            let width = max(1, (cell.slot.width / 2).rounded(.down))
            let height = max(1, (cell.slot.height / 2).rounded(.down))
            let detail = Diagnostic.Detail.hiddenItemAlignment(
                item: item.index, alignment: alignment, cells: mine.count, cell: cell.index,
                width: width, height: height)
            flags.append(Diagnostic(items: [item.index], detail: detail))
        }
        if gridMayHide, let flag = hiddenGridAlignment(cells) { flags.append(flag) }
        return flags
    }

    /// The grid's alignment places two things: the group of tracks when they leave slack (A4),
    /// and, within their tracks, the cells of items with no alignment of their own (A8). When
    /// the tracks fill the grid and every such cell fills its track along the main axis, a
    /// non-center grid alignment changes nothing: flagged, with a cell width that would show it.
    /// The caller has checked that the alignment is not center and that there is no slack.
    private func hiddenGridAlignment(_ cells: [CellFrame]) -> Diagnostic? {
        let vertical = grid.axis == .vertical
        let main = { (rect: Rect) in vertical ? rect.width : rect.height }
        let following = cells.filter { items[$0.item].item.alignment == nil }
        let fill = { (cell: CellFrame) in Tolerance.equal(main(cell.content), main(cell.slot)) }
        guard following.allSatisfy(fill),
            !following.contains(where: { grid.guessedCells.contains($0.index) })
        else { return nil }
        let owners = Set(following.map(\.item)).sorted()
        let remedy: Diagnostic.GridAlignmentRemedy
        if let cell = following.first {
            let length = max(1, (main(cell.slot) / 2).rounded(.down))
            remedy = .cellLength(cell: cell.index, length: length)
        } else {
            remedy = .clearItemAlignment
        }
        let detail = Diagnostic.Detail.hiddenGridAlignment(
            alignment: grid.alignment, owners: owners, remedy: remedy, axis: grid.axis)
        return Diagnostic(items: owners, detail: detail)
    }
}

extension CellFrame {
    /// Whether the content covers its slot exactly (to within the tolerance), so no alignment
    /// can move it.
    public var fillsSlot: Bool { content.isApproximately(slot) }
}
