import LayoutKernel

/// What the seed article's `GridInfo` helper (000_…, "An Army of Spies") would report for a
/// layout, read from the cells' frames exactly as its code reads them, next to the trainer's
/// own numbers. The spies only see where each cell's content ended up, so they agree with the
/// trainer when every cell fills its slot and can be fooled otherwise; `differences` says
/// where and why.
package struct Spies: Sendable {
    /// How many cells are enrolled at most (the trainer's own cell limit).
    static let cellLimit = 10_000

    /// Which lazy grid was read: the seed's helper was written for a LazyVGrid and reads x only.
    package let axis: GridAxis
    /// Every enrolled cell, in the order the grid lays them out (the order the preference
    /// values arrive in).
    package let cells: [SpyCell]
    /// How many cells the grid holds (more than `cells` only past `cellLimit`).
    package let cellCount: Int
    /// `GridInfo.columnCount`: 1 + how many cells in a row, from the first, start further
    /// right than the cell before them.
    package let columnCount: Int
    /// The trainer's columns as they are on screen: a LazyVGrid's tracks; a LazyHGrid's lines
    /// of cells, which are its columns.
    package let trainerWidths: [Double]
    /// The trainer's gap after each of those columns (0 after the last): the item's spacing
    /// for a LazyVGrid, the grid's spacing for a LazyHGrid.
    package let trainerSpacings: [Double]
    /// The width of the slot each enrolled cell was offered.
    let slotWidths: [Double]
    /// Where the two disagree, in the order of the seed's helpers.
    package private(set) var differences: [SpyDifference] = []
    /// How many more cells `cellWidth(id)` answers wrongly than `differences` lists.
    package private(set) var unlistedCellWidths = 0

    /// Enrols every cell of `layout` (up to `cellLimit`) as a spy.
    package init(_ layout: LazyGridLayout, cellLimit: Int = Spies.cellLimit) {
        let axis = layout.grid.axis
        let frames = layout.cells(limit: max(0, cellLimit))
        let shift = layout.origin
        // The GeometryReader sits on the container, so every x is shifted by the grid's origin;
        // widths and gaps, all the helpers report, are the same in any space.
        let cells = frames.map { frame in
            let content = frame.content
            let bounds =
                axis == .vertical
                ? Rect(
                    x: content.x + shift, y: content.y, width: content.width, height: content.height
                )
                : Rect(
                    x: content.x, y: content.y + shift, width: content.width, height: content.height
                )
            return SpyCell(id: frame.index, bounds: bounds)
        }
        var widths: [Double]
        var spacings: [Double]
        if axis == .vertical {
            let tracks = layout.tracks
            widths = tracks.map(\.size)
            // Contiguous tracks: each gap is its item's spacing, 0 after the last.
            spacings = tracks.map(\.gapAfter)
        } else {
            var lines: [Int: Double] = [:]
            for frame in frames { lines[frame.line] = frame.slot.width }
            widths = lines.keys.sorted().compactMap { lines[$0] }
            let count = widths.count
            spacings = (0..<count).map { $0 == count - 1 ? 0 : layout.grid.effectiveLineSpacing }
        }
        self.axis = axis
        self.cells = cells
        cellCount = layout.grid.cellCount
        slotWidths = frames.map(\.slot.width)
        columnCount = Self.columnCount(cells)
        trainerWidths = widths
        trainerSpacings = spacings
        (differences, unlistedCellWidths) = findDifferences()
    }

    /// The seed's loop: count from the first cell while each starts right of the one before.
    package static func columnCount(_ cells: [SpyCell]) -> Int {
        guard cells.count > 1 else { return cells.count }
        var k = 1
        for i in 1..<cells.count {
            if cells[i].bounds.x > cells[i - 1].bounds.x {
                k += 1
            } else {
                break
            }
        }
        return k
    }

    /// `GridInfo.columnWidth(_:)`: the width of the `col`-th cell's content, 0 past the count.
    package func columnWidth(_ col: Int) -> Double {
        columnCount > 0 && col >= 0 && col < columnCount ? cells[col].bounds.width : 0
    }

    /// `GridInfo.spacing(_:)`: from the `col`-th cell's trailing edge to the next one's leading
    /// edge; 0 after the last counted column (and, as in the seed, 0 past it).
    package func spacing(_ col: Int) -> Double {
        guard columnCount > 0, col >= 0 else { return 0 }
        let left = col < columnCount ? cells[col].maxX : 0
        let right = col + 1 < columnCount ? cells[col + 1].minX : left
        return right - left
    }

    /// `GridInfo.cellWidth(_:)`: the width of the column the id falls in, `id % columnCount`.
    func cellWidth(_ id: Int) -> Double {
        columnCount > 0 ? columnWidth(((id % columnCount) + columnCount) % columnCount) : 0
    }
}
