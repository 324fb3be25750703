import LayoutKernel

/// Applies a `LazyEdit` to the model: only the lazy grid changes, and only it is checked again
/// (the eager Grid, its checks and its layout are kept). Returns the step that takes the edit
/// back, or nil when the grid is the same; on an error the model is unchanged.
package enum LazyEditor {
    /// A change made to a copy of the lazy grid, checking item and cell numbers against it.
    private typealias Change = (inout LazyGrid) throws(EditError) -> Void

    package static func apply(_ edit: LazyEdit, to model: inout ValidModel) throws(EditError)
        -> UndoStep?
    {
        let change: Change
        switch edit {
        case .set(let number, let itemEdit):
            // One item changes, in place; undo keeps the old item.
            try check(number, count: model.itemCount)
            let old = model.item(at: number - 1)
            var item = old
            try apply(itemEdit, to: &item, number: number)
            guard item != old else { return nil }
            try model.replaceItem(at: number - 1, with: item)
            return .item(index: number - 1, old)
        case .add(let item):
            change = { $0.items.append(item) }
        case .insert(let number, let item):
            change = { grid throws(EditError) in
                guard number <= grid.items.count + 1 else {
                    throw .model(.itemOutOfRange(number, count: grid.items.count))
                }
                grid.items.insert(item, at: number - 1)
            }
        case .remove(let number):
            change = { grid throws(EditError) in
                try check(number, count: grid.items.count)
                grid.items.remove(at: number - 1)
            }
        case .move(let from, let to):
            change = { grid throws(EditError) in
                try check(from, count: grid.items.count)
                try check(to, count: grid.items.count)
                grid.items.insert(grid.items.remove(at: from - 1), at: to - 1)
            }
        case .clear:
            change = { grid throws(EditError) in
                guard !grid.items.isEmpty else {
                    throw .model(.nothingTo(.clearItems))
                }
                grid.items = []
            }
        case .axis(let axis):
            change = { $0.axis = axis }
        case .alignment(let word):
            change = { grid throws(EditError) in
                guard let alignment = word.alignment(on: grid.axis) else {
                    throw .model(.alignmentOnAxis(word.rawValue, axis: grid.axis))
                }
                grid.alignment = alignment
            }
        case .lineSpacing(let spacing):
            change = { $0.lineSpacing = spacing }
        case .cells(let count):
            change = { grid throws(EditError) in
                guard count <= Limits.cells else {
                    throw .limit(.cells(count, maximum: Limits.cells))
                }
                grid.cellCount = count
                grid.cellContents = grid.cellContents.filter { $0.key < count }
                grid.guessedCells = grid.guessedCells.filter { $0 < count }
            }
        case .cell(let number, let cellEdit):
            change = { grid throws(EditError) in try apply(cellEdit, toCell: number, of: &grid) }
        }
        var grid = model.lazy.grid
        try change(&grid)
        guard grid != model.lazy.grid else { return nil }
        return try model.commit(lazy: grid)
    }

    /// Item `number` (1-based) must be one of `grid`'s.
    package static func check(_ number: Int, in grid: LazyGrid) throws(EditError) {
        try check(number, count: grid.items.count)
    }

    /// Item `number` (1-based) must be one of `count`.
    package static func check(_ number: Int, count: Int) throws(EditError) {
        guard number >= 1 && number <= count else {
            throw .model(.itemOutOfRange(number, count: count))
        }
    }

    private static func apply(_ edit: CellEdit, toCell number: Int, of grid: inout LazyGrid)
        throws(EditError)
    {
        guard number <= grid.cellCount else { throw .model(.noCell(number, count: grid.cellCount)) }
        var content = grid.cellContents[number - 1] ?? .fill
        switch edit {
        case .size(let width, let height): content = CellContent(width: width, height: height)
        case .width(let width): content.width = width
        case .height(let height): content.height = height
        case .fill: content = .fill
        }
        grid.cellContents[number - 1] = content.fillsSlot ? nil : content
        // A size given here is the person's, no longer the trainer's guess.
        grid.guessedCells.remove(number - 1)
    }

    private static func apply(_ edit: ItemEdit, to item: inout GridItem, number: Int)
        throws(EditError)
    {
        switch edit {
        case .size(let size, let spacing, let alignment):
            item.size = size
            if let spacing { item.spacing = spacing }
            if let alignment { item.alignment = alignment }
        case .spacing(let spacing): item.spacing = spacing
        case .alignment(let alignment): item.alignment = alignment
        case .minimum(let value):
            switch item.size {
            case .fixed: throw .model(.fixedHasNo("min", item: number))
            case .flexible(_, let maximum): item.size = .flexible(minimum: value, maximum: maximum)
            case .adaptive(_, let maximum): item.size = .adaptive(minimum: value, maximum: maximum)
            }
        case .maximum(let value):
            switch item.size {
            case .fixed: throw .model(.fixedHasNo("max", item: number))
            case .flexible(let minimum, _): item.size = .flexible(minimum: minimum, maximum: value)
            case .adaptive(let minimum, _): item.size = .adaptive(minimum: minimum, maximum: value)
            }
        }
    }
}
